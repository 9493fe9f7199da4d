import Anima

/// The checks behind the `expect…` (Swift Testing) and `XCTAssert…` (XCTest) helpers: each returns nil when the
/// animation behaves, or a failure naming the layer, key path, time and the expected versus actual values.
public enum AnimationChecks {
    /// The number a layer's property shows at `t` is within `tolerance` of `expected`.
    public static func value(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, at t: Double,
                             isCloseTo expected: Double, within tolerance: Double) -> AnimationCheckFailure? {
        failure {
            var probe = try AnimationProbe(subject)
            let i = try probe.layerIndex(layer), key = try AnimationProbe.key(keyPath)
            let actual = try probe.number(layer: i, key, at: t)
            guard !(abs(actual - expected) <= tolerance) else { return nil }
            return AnimationCheckFailure("\(layer) \(keyPath) at \(seconds(t)): expected \(n(expected)) ± \(tol(tolerance)), "
                + "got \(n(actual)) (off by \(n(actual - expected)))")
        }
    }

    /// A layer's property only rises, or only falls, from `start` to `end` (the direction its endpoints give),
    /// sampled every `step` seconds; equal neighbours are allowed.
    public static func monotonic(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String,
                                 from start: Double, to end: Double, step: Double = 1.0 / 240) -> AnimationCheckFailure? {
        failure {
            var probe = try AnimationProbe(subject)
            let i = try probe.layerIndex(layer), key = try AnimationProbe.key(keyPath)
            let times = AnimationProbe.frameTimes(from: start, to: end, fps: 1 / step)
            var values: [Double] = []
            for t in times { values.append(try probe.number(layer: i, key, at: t)) }
            guard let first = values.first, let last = values.last else { return nil }
            let rising = last >= first
            let slack = 1e-9 * Swift.max(1, abs(first), abs(last))
            for k in 1..<Swift.max(values.count, 1) {
                let delta = values[k] - values[k - 1]
                guard rising ? delta < -slack : delta > slack else { continue }
                return AnimationCheckFailure("\(layer) \(keyPath) is not monotonic from \(seconds(start)) to \(seconds(end)): "
                    + "it goes from \(n(first)) to \(n(last)) but \(rising ? "falls" : "rises") from \(n(values[k - 1])) at "
                    + "\(seconds(times[k - 1])) to \(n(values[k])) at \(seconds(times[k]))")
            }
            return nil
        }
    }

    /// From `time` on, a layer's property stays within `tolerance` of `target` (by default its value at the end
    /// of the scene's timeline or of its last animation, whichever is later), sampled at the scene's frame rate.
    public static func settles(_ subject: some AnimationSubject, _ layer: String, _ keyPath: String, by time: Double,
                               within tolerance: Double, to target: Double? = nil) -> AnimationCheckFailure? {
        failure {
            var probe = try AnimationProbe(subject)
            let i = try probe.layerIndex(layer), key = try AnimationProbe.key(keyPath)
            let extent = AnimationExtent(probe.timeline.scene).end.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let horizon = Swift.max(probe.sceneDuration, extent, time)
            let settled = try target ?? probe.number(layer: i, key, at: horizon)
            for t in AnimationProbe.frameTimes(from: time, to: horizon, fps: probe.fps) {
                let v = try probe.number(layer: i, key, at: t)
                guard !(abs(v - settled) <= tolerance) else { continue }
                return AnimationCheckFailure("\(layer) \(keyPath) has not settled by \(seconds(time)): at \(seconds(t)) it is "
                    + "\(n(v)), \(n(abs(v - settled))) from \(target == nil ? "its final value" : "the target") \(n(settled)) "
                    + "(allowed \(tol(tolerance)))")
            }
            return nil
        }
    }

    /// Between consecutive frames (the scene's frame rate over its timeline) no listed property of any layer (or
    /// of `layers`) changes by more than `maxDelta` in any component: catches one-frame flashes and pops.
    public static func noJumps(_ subject: some AnimationSubject, maxDeltaPerFrame maxDelta: Double,
                               keyPaths: [String] = ["opacity"], layers: [String]? = nil) -> AnimationCheckFailure? {
        failure {
            var probe = try AnimationProbe(subject)
            var keys: [PropertyKey] = []
            for k in keyPaths { keys.append(try AnimationProbe.key(k)) }
            var indices: [Int] = []
            for id in layers ?? probe.layerIDs { indices.append(try probe.layerIndex(id)) }
            let times = AnimationProbe.frameTimes(from: 0, to: probe.sceneDuration, fps: probe.fps)
            var previous = [[Double]](repeating: [], count: indices.count * keys.count)
            for (f, t) in times.enumerated() {
                for (li, i) in indices.enumerated() {
                    for (ki, key) in keys.enumerated() {
                        let slot = li * keys.count + ki
                        let now = probe.value(layer: i, key, at: t).components
                        defer { previous[slot] = now }
                        guard f > 0, now.count == previous[slot].count else { continue }
                        let delta = zip(now, previous[slot]).map { abs($0 - $1) }.max() ?? 0
                        guard delta > maxDelta else { continue }
                        let id = probe.layerIDs[i]
                        return AnimationCheckFailure("\(id) \(key.keyPath) jumps by \(n(delta)) in one frame: "
                            + "\(text(previous[slot])) at \(seconds(times[f - 1])), \(text(now)) at \(seconds(t)) "
                            + "(at most \(tol(maxDelta)) per frame allowed)")
                    }
                }
            }
            return nil
        }
    }

    /// The animations end `expected` seconds into the scene (the latest end of any animation, through the layer
    /// clocks), within `tolerance`.
    public static func duration(_ subject: some AnimationSubject, is expected: Double,
                                within tolerance: Double = 1e-6) -> AnimationCheckFailure? {
        failure {
            let probe = try AnimationProbe(subject)
            let extent = AnimationExtent(probe.timeline.scene)
            guard let end = extent.end else {
                return AnimationCheckFailure("expected the animations to last \(seconds(expected)), but the scene has none")
            }
            guard !(abs(end - expected) <= tolerance) else { return nil }
            let culprit = "\(extent.lastLayer ?? "?") \(extent.lastAnimation ?? "?")"
            guard end.isFinite else {
                return AnimationCheckFailure("expected the animations to last \(seconds(expected)), but \(culprit) never ends")
            }
            return AnimationCheckFailure("expected the animations to last \(seconds(expected)) ± \(tol(tolerance)), "
                + "but they last \(seconds(end)) (the last to end is \(culprit))")
        }
    }

    // MARK: Helpers

    private static func failure(_ body: () throws -> AnimationCheckFailure?) -> AnimationCheckFailure? {
        do { return try body() } catch let failure as AnimationCheckFailure { return failure } catch {
            return AnimationCheckFailure("\(error)")
        }
    }

    private static func n(_ x: Double) -> String { ValueText.number(x) }

    /// A tolerance, in exponent form when four decimals would show it as 0 ("1e-09").
    private static func tol(_ x: Double) -> String { x > 0 && x < 5e-5 ? ValueText.scientific(x) : n(x) }

    private static func seconds(_ t: Double) -> String { "\(ValueText.number(t, decimals: 4)) s" }

    private static func text(_ xs: [Double]) -> String { xs.count == 1 ? n(xs[0]) : "(" + xs.map(n).joined(separator: ", ") + ")" }
}
