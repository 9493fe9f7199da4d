#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as QuartzCore's (control points stored as Float, like it).
open class CAMediaTimingFunction: @unchecked Sendable, Hashable {
    /// The control points.
    let points: (Float, Float, Float, Float)

    /// One of the predefined curves; an unknown name gives `default` and a diagnostic would be noise, so it is silent.
    public convenience init(name: CAMediaTimingFunctionName) {
        let f = TimingFunction.named.first { $0.name == name.rawValue }?.function ?? .default
        let p = f.controlPoints ?? (0.25, 0.1, 0.25, 1)
        self.init(controlPoints: Float(p.0), Float(p.1), Float(p.2), Float(p.3))
    }

    /// A custom curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
    }

    /// Control point `index` (0…3) into `ptr`, as `getControlPoint(at:values:)`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
        guard all.indices.contains(index) else { return }
        ptr[0] = all[index].0
        ptr[1] = all[index].1
    }

    /// The curve as AnimaCore evaluates it.
    ///
    /// Named curves use their exact Double control points (0.42 is not a Float); custom ones their Float values.
    var timingFunction: TimingFunction {
        let f = TimingFunction.cubicBezier(Double(points.0), Double(points.1), Double(points.2), Double(points.3))
        for (_, named) in TimingFunction.named {
            if let p = named.controlPoints,
               Float(p.0) == points.0, Float(p.1) == points.1, Float(p.2) == points.2, Float(p.3) == points.3 {
                return named
            }
        }
        return f
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool {
        l.points == r.points
    }
    public func hash(into h: inout Hasher) {
        h.combine(points.0); h.combine(points.1); h.combine(points.2); h.combine(points.3)
    }
}
#endif
