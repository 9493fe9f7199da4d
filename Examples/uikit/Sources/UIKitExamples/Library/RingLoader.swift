#if canImport(UIKit)
import UIKit
#endif

/// A ring loader as activity-indicator libraries write it: a three-quarter ring whose group turns it once and
/// breathes its scale 1 → 0.6 → 1 per second, forever. The children set no duration: Core Animation plays each over
/// the group's 1 s (QuartzCore's rule for a group child whose duration is 0).
///
/// Expected on screen (hand computation, linear pacing): at t = 0.25 s the angle is 2π·0.25 = π/2 and the scale
/// 1 − 0.4·(0.25 / 0.5) = 0.8; at t = 0.75 s the angle is 3π/2 and the scale 0.6 + 0.4·(0.25 / 0.5) = 0.8; each
/// second repeats. (With a 0.25 s default for the children instead, the ring would stop after a quarter second.)
final class RingLoader {
    func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: (layer.bounds.width - size.width) / 2, y: (layer.bounds.height - size.height) / 2,
                            width: size.width, height: size.height)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2 - 3,
                                 startAngle: 0, endAngle: CGFloat(3 * Double.pi / 2), clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.name = "ring"

        let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
        rotate.fromValue = 0
        rotate.toValue = 2 * Double.pi
        let breathe = CAKeyframeAnimation(keyPath: "transform.scale")
        breathe.keyTimes = [0, 0.5, 1]
        breathe.values = [1, 0.6, 1]
        let group = CAAnimationGroup()
        group.animations = [rotate, breathe]
        group.duration = 1
        group.repeatCount = HUGE
        group.isRemovedOnCompletion = false
        ring.add(group, forKey: "ring")
        layer.addSublayer(ring)
    }
}
