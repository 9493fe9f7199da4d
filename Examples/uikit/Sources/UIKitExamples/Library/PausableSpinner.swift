#if canImport(UIKit)
import UIKit
#endif

/// A spinner paused and resumed with Apple's QA1673 recipe: `speed = 0` and `timeOffset` = the layer's time to
/// pause; `beginTime` moved on by the time spent paused to resume. Pauses at 0.25 s and resumes at 1.25 s, driven by
/// animation delegates on the virtual clock (not by a timer, which does not see it).
///
/// Expected on screen (hand computation): one turn per second, linear. At 0.25 s the angle is π/2 and it holds there
/// until 1.25 s; after the resume, beginTime = 1.25 − 0.25 = 1.0, so at 1.5 s the layer time is 0.5 and the angle π.
final class PausableSpinner: CAAnimationDelegate {
    private let spinner = CAShapeLayer()

    func start(in layer: CALayer, size: CGSize, color: UIColor) {
        spinner.frame = CGRect(x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
                               width: size.width, height: size.height)
        spinner.path = UIBezierPath(roundedRect: CGRect(x: size.width / 2 - 4, y: 0, width: 8, height: size.height / 2),
                                    byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)).cgPath
        spinner.fillColor = color.cgColor
        spinner.name = "spinner"
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = HUGE
        spinner.add(spin, forKey: "spin")
        layer.addSublayer(spinner)
        // Two silent timers on the virtual clock: their ends pause and resume the spinner.
        after(0.25, on: layer, key: "pause")
        after(1.25, on: layer, key: "resume")
    }

    private func after(_ seconds: CFTimeInterval, on layer: CALayer, key: String) {
        let timer = CABasicAnimation(keyPath: "zPosition")
        timer.fromValue = 0
        timer.toValue = 0
        timer.duration = seconds
        timer.delegate = self
        timer.setValue(key, forKey: "step")
        layer.add(timer, forKey: key)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        switch anim.value(forKey: "step") as? String {
        case "pause":
            let pausedTime = spinner.convertTime(CACurrentMediaTime(), from: nil)
            spinner.speed = 0
            spinner.timeOffset = pausedTime
        case "resume":
            let pausedTime = spinner.timeOffset
            spinner.speed = 1
            spinner.timeOffset = 0
            spinner.beginTime = 0
            spinner.beginTime = spinner.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        default: break
        }
    }
}
