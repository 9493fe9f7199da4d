#if !canImport(Darwin)
import Foundation

/// The timing members layers and animations share: each is a node of Core Animation's timing tree.
public protocol CAMediaTiming: AnyObject {
    /// Start in the parent's time.
    var beginTime: CFTimeInterval { get set }
    /// Length of one iteration.
    var duration: CFTimeInterval { get set }
    /// Rate relative to the parent's time.
    var speed: Float { get set }
    /// Added to the local time.
    var timeOffset: CFTimeInterval { get set }
    /// Iterations (fractional allowed).
    var repeatCount: Float { get set }
    /// Total active seconds instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward then back.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

// `@preconcurrency`: CALayer is main-actor isolated in this module for now, QuartzCore's protocol is not.
extension CALayer: @preconcurrency CAMediaTiming {}

extension CAAnimation: CAMediaTiming {}
#endif
