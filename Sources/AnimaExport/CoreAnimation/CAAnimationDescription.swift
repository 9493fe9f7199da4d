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
    /// CAAnimation's `fromValue`.
    public var fromValue: CAValueDescription?
    /// CAAnimation's `toValue`.
    public var toValue: CAValueDescription?
    /// CAAnimation's `byValue`.
    public var byValue: CAValueDescription?
    /// CAAnimation's `values`.
    public var values: [CAValueDescription]?
    /// CAAnimation's `keyTimes`.
    public var keyTimes: [Double]?
    /// CAAnimation's `timingFunction`.
    public var timingFunction: CATimingFunctionDescription?
    /// CAAnimation's `timingFunctions`.
    public var timingFunctions: [CATimingFunctionDescription]?
    /// `CAAnimationCalculationMode` raw value ("linear", "discrete", "paced", "cubic", "cubicPaced").
    public var calculationMode: String?
    /// `CAAnimationRotationMode` raw value ("auto" or "autoReverse").
    public var rotationMode: String?
    /// SVG path data of the keyframe path.
    public var path: String?
    /// CAAnimation's `tensionValues`.
    public var tensionValues: [Double]?
    /// CAAnimation's `continuityValues`.
    public var continuityValues: [Double]?
    /// CAAnimation's `biasValues`.
    public var biasValues: [Double]?
    /// CAAnimation's `beginTime`.
    public var beginTime: Double = 0
    /// CAAnimation's `duration`.
    public var duration: Double = 0
    /// CAAnimation's `speed`.
    public var speed: Double = 1
    /// CAAnimation's `timeOffset`.
    public var timeOffset: Double = 0
    /// CAAnimation's `repeatCount`.
    public var repeatCount: Double = 0
    /// CAAnimation's `repeatDuration`.
    public var repeatDuration: Double = 0
    /// CAAnimation's `autoreverses`.
    public var autoreverses = false
    /// `CAMediaTimingFillMode` raw value ("removed", "forwards", "backwards", "both").
    public var fillMode = "removed"
    /// CAAnimation's `isRemovedOnCompletion`.
    public var isRemovedOnCompletion = true
    /// CAAnimation's `isAdditive`.
    public var isAdditive = false
    /// CAAnimation's `isCumulative`.
    public var isCumulative = false
    /// CASpringAnimation's `mass`, for spring animations.
    public var mass: Double?
    /// CASpringAnimation's `stiffness`, for spring animations.
    public var stiffness: Double?
    /// CASpringAnimation's `damping`, for spring animations.
    public var damping: Double?
    /// CASpringAnimation's `initialVelocity`, for spring animations.
    public var initialVelocity: Double?
    /// A group's children.
    public var animations: [CAAnimationDescription]?

    /// Creates a description of class `className`.
    public init(className: String) { self.className = className }
}
