#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A path built with UIKit's names; `cgPath` hands it to a shape layer or a keyframe animation.
open class UIBezierPath {
    private let path = CGMutablePath()

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// The path as a CGPath.
    public var cgPath: CGPath { path.copy() ?? path }

    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Closes the subpath.
    public func close() { path.closeSubpath() }
}
#endif
