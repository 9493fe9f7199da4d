#if !canImport(Darwin)
import AnimaCore
import Foundation

/// The abstract animation, with CAMediaTiming's properties and QuartzCore's defaults. Copied when added to a layer.
open class CAAnimation {
    /// Seconds per iteration; 0 means 0.25 s when added.
    open var duration: CFTimeInterval = 0
    /// 0 means the commit time; otherwise an absolute time in the layer's time (`CACurrentMediaTime() + 0.5`).
    open var beginTime: CFTimeInterval = 0
    /// Rate relative to the layer's time.
    open var speed: Float = 1
    /// Added to the local time.
    open var timeOffset: CFTimeInterval = 0
    /// Iterations; `.greatestFiniteMagnitude` or `.infinity` repeat forever.
    open var repeatCount: Float = 0
    /// Total active seconds instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forward then back.
    open var autoreverses = false
    /// What shows outside the active interval.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation when it ends.
    open var isRemovedOnCompletion = true
    /// The pacing of each iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as QuartzCore does.
    open var delegate: CAAnimationDelegate?

    /// UIKit's "relative" begin time mode: `beginTime` is a delay after the commit time.
    var beginTimeIsRelative = false
    /// UIKit's own bookkeeping (its animation state), told when this animation stops.
    var stopHandler: (@MainActor @Sendable (Bool) -> Void)?
    /// The UIKit block that built this animation, if any.
    weak var owner: AnyObject?
    /// Arbitrary key-value storage, as CAAnimation accepts any key (libraries tag animations this way).
    private var extraValues: [String: Any] = [:]

    /// Creates an animation with QuartzCore's defaults.
    public required init() {}

    /// A new animation, as `CAAnimation()`.
    public class func animation() -> Self { Self() }

    /// A copy: what `CALayer.add(_:forKey:)` stores.
    open func copy() -> Any {
        let c = Self.init()
        copyAttributes(to: c)
        return c
    }

    /// Stores `value` under `key` (copied with the animation).
    open func setValue(_ value: Any?, forKey key: String) { extraValues[key] = value }

    /// The value stored under `key`.
    open func value(forKey key: String) -> Any? { extraValues[key] }

    /// Copies every attribute into `other` (subclasses add theirs).
    func copyAttributes(to other: CAAnimation) {
        other.extraValues = extraValues
        other.duration = duration; other.beginTime = beginTime; other.speed = speed; other.timeOffset = timeOffset
        other.repeatCount = repeatCount; other.repeatDuration = repeatDuration; other.autoreverses = autoreverses
        other.fillMode = fillMode; other.isRemovedOnCompletion = isRemovedOnCompletion
        other.timingFunction = timingFunction; other.delegate = delegate
        other.beginTimeIsRelative = beginTimeIsRelative; other.stopHandler = stopHandler
        other.owner = owner
    }

    /// The clock as AnimaCore models it, reporting NaN or negative numbers.
    func mediaTiming(_ issues: inout [ConversionIssue]) -> MediaTiming {
        var d = duration
        if !d.isFinite || d < 0 {
            issues.append(ConversionIssue(keyPath: "", problem: "duration \(d) is not a finite, non-negative number; using 0 (0.25 s)"))
            d = 0
        }
        let fill = FillMode(rawValue: fillMode.rawValue) ?? .removed
        return MediaTiming(beginTime: beginTime.isFinite ? beginTime : 0, duration: d,
                           speed: speed.isFinite ? Double(speed) : 1,
                           timeOffset: timeOffset.isFinite ? timeOffset : 0,
                           repeatCount: repeatCount.isNaN ? 0 : Double(repeatCount),
                           repeatDuration: repeatDuration.isFinite ? repeatDuration : 0,
                           autoreverses: autoreverses, fillMode: fill, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// The AnimaCore animation, or nil (with issues) when this one cannot be modelled.
    func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        issues.append(ConversionIssue(keyPath: "", problem: "a plain CAAnimation animates nothing"))
        return nil
    }

    /// The key paths this animation writes (for UIKit's additivity rule).
    var animatedKeyPaths: [String] { [] }
}

/// A problem met while converting a QuartzCore animation to AnimaCore.
struct ConversionIssue {
    var keyPath: String
    var problem: String
}
#endif
