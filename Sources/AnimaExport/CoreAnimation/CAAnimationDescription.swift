/// A CAAnimation object field by field: class, key, key path, values, timing and (for groups) children.
///
/// Times are in the parent's time as in Core Animation, except that a top-level `beginTime` is seconds after the
/// scene starts (the adapter adds the layer's current time). `repeatCount` uses `Float.greatestFiniteMagnitude`
/// for "forever", as Core Animation documents.
public struct CAAnimationDescription: Sendable, Hashable, Codable {
    /// "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation" or "CAAnimationGroup".
    public var className: String
    /// The key passed to `add(_:forKey:)`.
    public var key: String?
    /// The animated key path; nil for groups.
    public var keyPath: String?
    public var fromValue: CAValueDescription?
    public var toValue: CAValueDescription?
    public var byValue: CAValueDescription?
    public var values: [CAValueDescription]?
    public var keyTimes: [Double]?
    public var timingFunction: CATimingFunctionDescription?
    public var timingFunctions: [CATimingFunctionDescription]?
    /// `CAAnimationCalculationMode` raw value ("linear", "discrete", "paced", "cubic", "cubicPaced").
    public var calculationMode: String?
    /// `CAAnimationRotationMode` raw value ("auto" or "autoReverse").
    public var rotationMode: String?
    /// SVG path data of the keyframe path.
    public var path: String?
    public var tensionValues: [Double]?
    public var continuityValues: [Double]?
    public var biasValues: [Double]?
    public var beginTime: Double = 0
    public var duration: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    public var repeatCount: Double = 0
    public var repeatDuration: Double = 0
    public var autoreverses = false
    /// `CAMediaTimingFillMode` raw value ("removed", "forwards", "backwards", "both").
    public var fillMode = "removed"
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var initialVelocity: Double?
    /// A group's children.
    public var animations: [CAAnimationDescription]?

    /// Creates a description of class `className`.
    public init(className: String) { self.className = className }
}
