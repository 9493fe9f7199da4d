/// The values of a CAKeyframeAnimation: keyframe values or a path, their times, and how to move between them.
public struct KeyframeAnimation: Sendable, Hashable {
    /// How values between keyframes are computed (CAAnimationCalculationMode).
    public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
        /// Straight interpolation at the given key times.
        case linear
        /// Each value holds until the next key time; needs one more key time than values.
        case discrete
        /// Linear at a constant speed; key times and timing functions are ignored.
        case paced
        /// A Catmull-Rom spline shaped by tension, continuity and bias (Kochanek–Bartels).
        case cubic
        /// The cubic spline at a constant speed.
        case cubicPaced
    }

    /// Whether a layer moving along a path turns with it (CAAnimationRotationMode).
    public enum RotationMode: String, Sendable, Hashable, CaseIterable {
        /// Turn to the path's tangent.
        case auto
        /// Turn to the tangent plus 180°.
        case autoReverse
    }

    /// The keyframe values (ignored when `path` is set).
    public var values: [Value]
    /// Fractions of the duration at which each value is reached; nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One timing function per segment, applied after the animation's own timing function.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed.
    public var calculationMode: CalculationMode
    /// A path for point properties; replaces `values`.
    public var path: Path?
    /// Whether the layer turns with the path.
    public var rotationMode: RotationMode?
    /// Kochanek–Bartels tension per keyframe (cubic modes); positive is tighter.
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per keyframe (cubic modes); positive gives sharper corners.
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias per keyframe (cubic modes); positive moves the curve before the keyframe.
    public var biasValues: [Double]?

    /// Creates keyframe animation values.
    public init(values: [Value] = [], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
                calculationMode: CalculationMode = .linear, path: Path? = nil, rotationMode: RotationMode? = nil,
                tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil) {
        self.values = values; self.keyTimes = keyTimes; self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode; self.path = path; self.rotationMode = rotationMode
        self.tensionValues = tensionValues; self.continuityValues = continuityValues; self.biasValues = biasValues
    }
}
