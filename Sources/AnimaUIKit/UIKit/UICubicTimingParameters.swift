#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A cubic Bézier timing curve for a property animator.
@MainActor @preconcurrency
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom curves.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// UIKit's curve number (5, CA's `default` curve, for `init()`).
    let curveNumber: Int
    /// The curve as QuartzCore would get it.
    let function: CAMediaTimingFunction

    /// "The system's default timing curve": curve 5, Core Animation's `default` (0.25, 0.1, 0.25, 1).
    public convenience init() { self.init(curveNumber: 5, curve: .easeInOut) }

    /// One of the four named curves.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        self.init(curveNumber: curve.rawValue, curve: curve)
    }

    /// A custom curve (x clamped to 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1; controlPoint2 = point2
        curveNumber = -1
        function = CAMediaTimingFunction(controlPoints: Float(min(max(point1.x, 0), 1)), Float(point1.y),
                                         Float(min(max(point2.x, 0), 1)), Float(point2.y))
    }

    private init(curveNumber: Int, curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curveNumber = curveNumber
        function = UIKitCurve.timingFunction(curveNumber)
        let p = function.timingFunction.controlPoints ?? (0, 0, 1, 1)
        controlPoint1 = CGPoint(x: p.0, y: p.1); controlPoint2 = CGPoint(x: p.2, y: p.3)
    }

    /// `.builtin` for named curves, `.cubic` for custom ones.
    public var timingCurveType: UITimingCurveType { curveNumber < 0 ? .cubic : .builtin }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}
#endif
