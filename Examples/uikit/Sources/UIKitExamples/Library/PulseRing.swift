#if canImport(UIKit)
import UIKit
#endif

/// A pulse ring as pulse libraries write it: a disc that grows from nothing with `transform.scale.xy` while it fades
/// 0.45 → 0.45 → 0 (key times 0, 0.2, 1), 3 s a pulse, forever.
///
/// Expected on screen (hand computation, linear pacing): at t = 1.5 s the scale is 1.5 / 3 = 0.5 and the opacity
/// 0.45·(1 − (0.5 − 0.2) / 0.8) = 0.28125; at t = 4.5 s the same (second pulse). Needs `transform.scale.xy`, which
/// scales x and y together.
final class PulseRing {
    func start(in layer: CALayer, radius: CGFloat, color: UIColor) {
        let pulse = CALayer()
        pulse.bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
        pulse.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        pulse.cornerRadius = radius
        pulse.backgroundColor = color.cgColor
        pulse.opacity = 0
        pulse.name = "pulse"

        let scale = CABasicAnimation(keyPath: "transform.scale.xy")
        scale.fromValue = 0
        scale.toValue = 1
        scale.duration = 3
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.45, 0.45, 0]
        fade.keyTimes = [0, 0.2, 1]
        fade.duration = 3
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 3
        group.repeatCount = .infinity
        pulse.add(group, forKey: "pulse")
        layer.addSublayer(pulse)
    }
}
