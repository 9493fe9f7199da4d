// Seed 000: the notification bell swings about its top edge (setAnchorPoint + six keyframes in 1 s).
#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif

extension UIView {
    func setAnchorPoint(_ point: CGPoint) {
        var newPoint = CGPoint(x: bounds.size.width * point.x, y: bounds.size.height * point.y)
        var oldPoint = CGPoint(x: bounds.size.width * layer.anchorPoint.x, y: bounds.size.height * layer.anchorPoint.y)

        newPoint = newPoint.applying(transform)
        oldPoint = oldPoint.applying(transform)

        var position = layer.position
        position.x -= oldPoint.x
        position.x += newPoint.x
        position.y -= oldPoint.y
        position.y += newPoint.y

        layer.position = position
        layer.anchorPoint = point
    }
}

@MainActor
func ringBell(_ bellView: UIView) {
    bellView.setAnchorPoint(CGPoint(x: 0.5, y: 0))
    let angle = CGFloat.pi / 8
    UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform(rotationAngle: angle)
        }
        UIView.addKeyframe(withRelativeStartTime: 1 / 6, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform(rotationAngle: -angle)
        }
        UIView.addKeyframe(withRelativeStartTime: 2 / 6, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform(rotationAngle: angle)
        }
        UIView.addKeyframe(withRelativeStartTime: 3 / 6, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform(rotationAngle: -angle)
        }
        UIView.addKeyframe(withRelativeStartTime: 4 / 6, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform(rotationAngle: angle)
        }
        UIView.addKeyframe(withRelativeStartTime: 5 / 6, relativeDuration: 1 / 6) {
            bellView.transform = CGAffineTransform.identity
        }
    })
}
