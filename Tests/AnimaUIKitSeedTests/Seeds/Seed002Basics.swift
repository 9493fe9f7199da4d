// Seed 002: four views animated with CABasicAnimation on view.layer, the passcode shake and the sine-path ride.
#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif

@MainActor
func animateBasics(orange: UIView, cyan: UIView, blue: UIView, green: UIView, canvas: CGSize) {
    let round = CABasicAnimation(keyPath: "cornerRadius")
    round.fromValue = 0
    round.toValue = orange.bounds.width / 2
    round.duration = 1
    round.timingFunction = CAMediaTimingFunction(name: .easeOut)
    round.fillMode = .forwards
    round.isRemovedOnCompletion = false
    orange.layer.add(round, forKey: "round")

    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    cyan.layer.add(fade, forKey: "fade")

    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = blue.center.x
    move.toValue = cyan.center.x
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = CGFloat.pi * 7 / 4
    for animation in [move, spin] {
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
    }
    blue.layer.add(move, forKey: "move")
    blue.layer.add(spin, forKey: "spin")

    let center = CABasicAnimation(keyPath: "position")
    center.toValue = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.toValue = 1.5
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.toValue = UIColor.magenta.cgColor
    for animation in [center, grow, tint] {
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    }
    let visit = CAAnimationGroup()
    visit.animations = [center, grow, tint]
    visit.duration = 1
    visit.autoreverses = true
    visit.repeatCount = 2
    green.layer.add(visit, forKey: "visit")
}

@MainActor
func shakePasscode(_ field: UIView) {
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.values = [0, 10, -10, 10, -5, 5, -5, 0]
    animation.keyTimes = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1]
    animation.duration = 0.4
    animation.isAdditive = true
    field.layer.add(animation, forKey: "shake")
}

@MainActor
func rideSinePath(_ rider: UIView, in bounds: CGRect) {
    let path = UIBezierPath()
    let start = CGPoint(x: 24, y: bounds.midY)
    let width = (bounds.width - 48) / 8
    let amplitude: CGFloat = 56
    path.move(to: start)
    for quarter in 0..<8 {
        let x0 = start.x + CGFloat(quarter) * width
        let sign: CGFloat = quarter % 4 < 2 ? -1 : 1
        let towardsPeak = quarter % 2 == 0
        let y0 = towardsPeak ? bounds.midY : bounds.midY + sign * amplitude
        let y1 = towardsPeak ? bounds.midY + sign * amplitude : bounds.midY
        path.addCurve(to: CGPoint(x: x0 + width, y: y1),
                      controlPoint1: CGPoint(x: x0 + width / 3, y: towardsPeak ? y0 + sign * amplitude * 0.5236 : y0),
                      controlPoint2: CGPoint(x: x0 + 2 * width / 3, y: towardsPeak ? y1 : y1 + sign * amplitude * 0.5236))
    }
    let ride = CAKeyframeAnimation(keyPath: "position")
    ride.path = path.cgPath
    ride.calculationMode = .paced
    ride.rotationMode = .rotateAuto
    ride.duration = 6
    ride.repeatCount = .infinity
    rider.layer.add(ride, forKey: "ride")
}
