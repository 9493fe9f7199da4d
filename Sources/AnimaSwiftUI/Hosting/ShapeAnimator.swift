#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Animates a shape layer's path as SwiftUI animates a `Shape`: its `animatableData` moves from the old shape's to the
/// new one's (runs overlapping by adding up), and the path is the shape drawn with the data of each moment.
///
/// Core Animation cannot interpolate a shape's own parameters, so the recorded form is the path drawn at every step
/// of the 300 Hz grid, as a keyframe animation of `path` from the instant of the change.
@MainActor
final class ShapeAnimator {
    private var motions: [String: any ShapeMotion] = [:]
    private var counter = 0

    /// Draws `shape` in `rect` on `layer` for the item `key`, animated by `animation` when given and the shape's
    /// animatable data changed; returns the end time of the animation it started, if any.
    @discardableResult
    func draw(_ shape: AnyShape, in rect: CGRect, on layer: CAShapeLayer, key: String, animation: Animation?) -> Double? {
        let path = shape.path(in: rect).cgPath
        if layer.path != path { layer.path = path }
        let now = AnimaClock.now
        counter += 1
        // The same animatable data (a re-render for another reason): the runs in flight go on.
        if var motion = motions[key], motion.absorb(shape.base) {
            motions[key] = motion
            return nil
        }
        guard let animation, var motion = motions[key],
              let end = motion.retarget(to: shape.base, animation: animation, now: now, key: "swiftui.shape.\(counter)") else {
            motions[key] = Self.motion(of: shape.base)
            layer.removeAnimation(forKey: Self.animationKey)
            return nil
        }
        motions[key] = motion
        let keyframes = CAKeyframeAnimation.sampled(keyPath: "path", from: now, to: end) { motion.path(at: $0, in: rect).cgPath }
        layer.add(keyframes, forKey: Self.animationKey)
        return end
    }

    /// Forgets the shape of item `key` (it left the hierarchy).
    func forget(_ key: String) { motions[key] = nil }

    private static let animationKey = "swiftui.path"

    private static func motion<S: Shape>(of shape: S) -> any ShapeMotion { ShapeRuns(target: shape) }
}

/// A shape's motion with its concrete type opened.
@MainActor
protocol ShapeMotion {
    /// Takes `shape` as the target when it is of the same type with the same animatable data; whether it was.
    mutating func absorb(_ shape: any Shape) -> Bool
    /// Moves the target to `shape` under `animation` from `now`; the end of the motion, or nil when `shape` is of
    /// another type.
    mutating func retarget(to shape: any Shape, animation: Animation, now: Double, key: String) -> Double?
    /// The outline shown at `t`.
    func path(at t: Double, in rect: CGRect) -> Path
}

/// A shape of type `S` and its runs.
struct ShapeRuns<S: Shape>: ShapeMotion {
    var runs: AnimatableRuns<S>

    init(target: S) { runs = AnimatableRuns(target: target) }

    mutating func absorb(_ shape: any Shape) -> Bool {
        guard let new = shape as? S else { return false }
        return runs.absorb(new)
    }

    mutating func retarget(to shape: any Shape, animation: Animation, now: Double, key: String) -> Double? {
        guard let new = shape as? S else { return nil }
        return runs.retarget(to: new, animation: animation, now: now, key: key)
    }

    func path(at t: Double, in rect: CGRect) -> Path { runs.value(at: t).path(in: rect) }
}
#endif
