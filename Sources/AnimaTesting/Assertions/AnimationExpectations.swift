import Anima
import Testing

// Swift Testing front of `AnimationChecks`: each records an issue at the caller's line and returns whether it passed.

/// Expects a layer's property to show a number close to `expected` at time `t`.
@discardableResult
public func expectValue(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, at t: Double,
                        isCloseTo expected: Double, within tolerance: Double,
                        sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    record(AnimationChecks.value(subject, layer, keyPath, at: t, isCloseTo: expected, within: tolerance), sourceLocation)
}

/// Expects a layer's property only to rise, or only to fall, between two times.
@discardableResult
public func expectMonotonic(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String,
                            from start: Double, to end: Double, step: Double = 1.0 / 240,
                            sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    record(AnimationChecks.monotonic(subject, layer, keyPath, from: start, to: end, step: step), sourceLocation)
}

/// Expects a layer's property to stay within `tolerance` of its final value (or `target`) from `time` on.
@discardableResult
public func expectSettles(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, by time: Double,
                          within tolerance: Double, to target: Double? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    record(AnimationChecks.settles(subject, layer, keyPath, by: time, within: tolerance, to: target),
           sourceLocation)
}

/// Expects no listed property of any layer to change by more than `maxDeltaPerFrame` between two frames.
@discardableResult
public func expectNoJumps(_ subject: some AnimationSubject, maxDeltaPerFrame: Double, keyPaths: [String] = ["opacity"],
                          layers: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    record(AnimationChecks.noJumps(subject, maxDeltaPerFrame: maxDeltaPerFrame, keyPaths: keyPaths, layers: layers),
           sourceLocation)
}

/// Expects the animations to end `seconds` into the scene.
@discardableResult
public func expectDuration(_ subject: some AnimationSubject, _ seconds: Double, within tolerance: Double = 1e-6,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    record(AnimationChecks.duration(subject, is: seconds, within: tolerance), sourceLocation)
}

private func record(_ failure: AnimationCheckFailure?, _ sourceLocation: SourceLocation) -> Bool {
    guard let failure else { return true }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    return false
}
