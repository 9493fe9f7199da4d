#if !canImport(Darwin)
import Anima
import AnimaUIKit

/// A recording is snapshot and checked as what it recorded from its start to `AnimaClock.now`, on a canvas the size
/// of its root view; for another canvas pass `recording.scene(canvas:)` instead.
///
/// The conformance is main-actor isolated, as the recording is: use it from `@MainActor` tests, where UIKit code runs.
extension AnimaRecording: @MainActor AnimationSubject {
    /// The timeline of the Scene recorded up to now.
    public func animationTimeline() throws -> Timeline { try Timeline(scene(canvas: rootCanvas)) }
}
#endif
