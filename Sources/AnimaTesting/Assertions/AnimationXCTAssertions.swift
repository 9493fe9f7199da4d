import Anima
import XCTest

// XCTest front of `AnimationChecks`: each fails with XCTFail at the caller's line and returns whether it passed.

/// Asserts that a layer's property shows a number close to `expected` at time `t`.
@discardableResult
public func XCTAssertAnimationValue(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, at t: Double,
                                    isCloseTo expected: Double, within tolerance: Double,
                                    file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(AnimationChecks.value(subject, layer, keyPath, at: t, isCloseTo: expected, within: tolerance), file, line)
}

/// Asserts that a layer's property only rises, or only falls, between two times.
@discardableResult
public func XCTAssertMonotonic(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String,
                               from start: Double, to end: Double, step: Double = 1.0 / 240,
                               file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(AnimationChecks.monotonic(subject, layer, keyPath, from: start, to: end, step: step), file, line)
}

/// Asserts that a layer's property stays within `tolerance` of its final value (or `target`) from `time` on.
@discardableResult
public func XCTAssertSettles(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, by time: Double,
                             within tolerance: Double, to target: Double? = nil,
                             file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(AnimationChecks.settles(subject, layer, keyPath, by: time, within: tolerance, to: target),
         file, line)
}

/// Asserts that no listed property of any layer changes by more than `maxDeltaPerFrame` between two frames.
@discardableResult
public func XCTAssertNoJumps(_ subject: some AnimationSubject, maxDeltaPerFrame: Double, keyPaths: [String] = ["opacity"],
                             layers: [String]? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(AnimationChecks.noJumps(subject, maxDeltaPerFrame: maxDeltaPerFrame, keyPaths: keyPaths, layers: layers),
         file, line)
}

/// Asserts that the animations end `seconds` into the scene.
@discardableResult
public func XCTAssertAnimationDuration(_ subject: some AnimationSubject, _ seconds: Double, within tolerance: Double = 1e-6,
                                       file: StaticString = #filePath, line: UInt = #line) -> Bool {
    fail(AnimationChecks.duration(subject, is: seconds, within: tolerance), file, line)
}

private func fail(_ failure: AnimationCheckFailure?, _ file: StaticString, _ line: UInt) -> Bool {
    guard let failure else { return true }
    XCTFail(failure.message, file: file, line: line)
    return false
}
