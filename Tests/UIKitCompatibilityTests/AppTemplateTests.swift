#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// What Xcode's app template and the apps around animation code write: an `@main` app delegate with the scene-session
// callbacks, colour literals, and work sent to the main queue after a delay to start or chain an animation.

/// Xcode's app delegate, as the template writes it (less `@main`, which a test target cannot hold).
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct AppTemplateTests {
    /// `@main` needs a `static func main()`: UIKit gives every app delegate one, and so does AnimaUIKit.
    @Test func anAppDelegateHasTheEntryPointMainNeeds() {
        TemplateAppDelegate.main()
    }

    /// Scene sessions go in sets (`didDiscardSceneSessions`), equal only to themselves as NSObjects are.
    @Test func sceneSessionsAreHashableByIdentity() {
        let sessions: Set<UISceneSession> = []
        #expect(sessions.isEmpty)
    }

    /// `#colorLiteral` makes a UIColor from its sRGB components (Xcode writes them as Float literals).
    @Test func colourLiteralsAreUIColors() {
        let orange = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    }

    /// A fade started 0.5 s later through the main queue, as apps chain animations: work sent to the main queue runs
    /// on the virtual clock. The 1 s linear fade starts at 0.5 s, so at 1.0 s the alpha is half way: 0.5.
    @Test func mainQueueWorkRunsOnTheVirtualClock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        }
        AnimaClock.advance(by: 1.0)
        let alpha = view.layer.presentation()?.opacity ?? -1
        #expect(abs(Double(alpha) - 0.5) < 1e-6, "\(alpha)")
    }
}

/// Views, view controllers and layers are NSObjects on iOS: `==` is identity, and they key dictionaries and sets.
@MainActor
@Suite struct ObjectIdentityTests {
    @Test func viewsAndLayersAreEqualOnlyToThemselves() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        #expect(a.layer == a.layer && a.layer != b.layer)
        let offsets: [UIView: CGFloat] = [a: 1, b: 2]
        #expect(offsets[a] == 1 && Set([a, a, b]).count == 2)
        let controller = UIViewController()
        #expect(controller == controller && controller != UIViewController())
    }
}
