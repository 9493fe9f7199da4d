#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Transition libraries hand UIKit an animator through a view controller's transitioning delegate; UIKit calls it
// with a context whose container view holds the views, and finishes the presentation when the animator calls
// completeTransition. Here that runs on the virtual clock.

/// A library-style fade animator: fades the arriving view in, or the leaving view out, then completes.
final class FadeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var presenting = true
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let to = transitionContext.view(forKey: .to) else { return }
            to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            to.alpha = 0
            container.addSubview(to)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { to.alpha = 1 },
                           completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            // As many dismissal animators do, put the presenter's view back under the leaving one.
            let from = transitionContext.viewController(forKey: .from)!.view!
            container.insertSubview(transitionContext.viewController(forKey: .to)!.view, at: 0)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { from.alpha = 0 },
                           completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct TransitionAnimatorTests {
    @Test func customAnimatorPresentsAndDismissesOnTheClock() throws {
        AnimaClock.reset()
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detail = UIViewController()
        let animator = FadeTransitionAnimator()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = animator
        var presentedAt: Double?
        root.present(detail, animated: true) { presentedAt = CACurrentMediaTime() }
        // The arriving view is in the container, which covers the window (390 × 844 points, UIScreen's default).
        let container = try #require(detail.view.superview)
        #expect(container.frame == window.bounds && detail.view.frame == window.bounds)
        #expect(root.presentedViewController === detail && detail.presentingViewController === root)
        // Ease-in-out is symmetric: at 0.25 s of 0.5 s the fade shows 0.5.
        AnimaClock.advance(to: 0.25)
        #expect(abs((detail.view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        #expect(presentedAt == nil)
        // The completion runs when the animator completes the transition, at the animation's end (0.5 s).
        AnimaClock.advance(to: 0.6)
        #expect(presentedAt.map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(animator.ended == [true])

        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        AnimaClock.advance(to: 0.85)
        #expect(!dismissed && detail.view.superview != nil)
        AnimaClock.advance(to: 1.2)
        // Dismissal completed at 1.1 s: the presented view and its container are gone and the links cleared.
        #expect(dismissed && detail.view.superview == nil && container.superview == nil)
        #expect(root.presentedViewController == nil && detail.presentingViewController == nil)
        // The presenter's view, which the animator put in the container, is back in the window.
        #expect(root.view.superview === window)
        #expect(animator.ended == [true, true])
    }

    @Test func contextKeysAreUIKits() {
        // UIViewControllerTransitioning.h's string constants.
        #expect(UITransitionContextViewControllerKey.from.rawValue == "UITransitionContextFromViewControllerKey")
        #expect(UITransitionContextViewKey.to.rawValue == "UITransitionContextToViewKey")
        #expect(UIModalPresentationStyle.custom.rawValue == 4 && UIModalPresentationStyle.automatic.rawValue == -2)
    }
}
