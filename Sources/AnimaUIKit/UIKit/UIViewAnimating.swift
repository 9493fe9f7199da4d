#if !canImport(Darwin)
/// Where an animator finished (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}

/// An animator's life cycle (UIKit's raw values).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Which kind of timing a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of the named cubic curves.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both (not used by AnimaUIKit).
    case composed = 3
}

/// Timing for a property animator: a cubic curve or a spring.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}
#endif
