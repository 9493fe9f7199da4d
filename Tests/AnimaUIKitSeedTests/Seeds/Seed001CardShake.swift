// Seed 001: the card pops and shakes ±3°. Three ways of writing the shake; method 1 shows no shake on a device.
#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif

let shakeDegrees: [CGFloat] = [0, -3, 3, -3, 3, -3, 3, 0]

// Method 1: one property animator, the rotations concatenated in one block.
@MainActor
func shakeMethod1(_ view: UIView) {
    let animator = UIViewPropertyAnimator(duration: 1.2, curve: .easeInOut)
    animator.addAnimations {
        for degrees in shakeDegrees {
            view.transform = view.transform.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
        }
    }
    animator.addCompletion(animatorCompletion)
    animator.startAnimation()
}

// Method 2: one animation per step, each started from the previous one's completion.
@MainActor
func shakeMethod2(_ view: UIView, step: Int = 1) {
    guard step < shakeDegrees.count else { return }
    UIView.animate(withDuration: 1.2 / Double(shakeDegrees.count - 1), delay: 0, options: .curveEaseInOut, animations: {
        view.transform = CGAffineTransform(rotationAngle: shakeDegrees[step] * .pi / 180)
    }, completion: { _ in
        shakeMethod2(view, step: step + 1)
    })
}

// Method 3: a Core Animation keyframe animation, one easeInEaseOut per segment.
@MainActor
func shakeMethod3(_ view: UIView) {
    let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    animation.values = shakeDegrees.map { $0 * .pi / 180 }
    animation.keyTimes = [0, 0.14, 0.28, 0.42, 0.57, 0.71, 0.85, 1]
    animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: shakeDegrees.count)
    animation.duration = 1.2
    view.layer.add(animation, forKey: "shake")
}

// The pop around the shake.
@MainActor
func popCard(_ view: UIView) {
    let scale: CGFloat = baseIsCompact ? 1.1 : 1.05
    UIView.animate(withDuration: 0.3, animations: {
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
    })
}
