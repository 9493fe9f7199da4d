import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Disagreements between a recording and `presentation()` that `UIKitGrammar` found (issue 29, seeds 62, 103,
    /// 107 and 2138), kept as tests of their fixes.
    @MainActor @Suite struct RecordingDisagreementTests {
        /// The opacity shown and replayed at each of `times`, for a view whose layer gets `animation` at the first.
        func play(_ animation: CABasicAnimation, at times: [Double]) throws -> [(Double, Double, Double)] {
            try recordedRun(times: times) { view, t in
                if t == times[0] { view.layer.add(animation, forKey: "o") }
            }.map { ($0.time, $0.shown.opacity, $0.recorded.opacity) }
        }

        @Test func anAnimationKeptAfterItsEndShowsNothingAtItsEndWhenLaterReplaced() throws {
            // Grammar seed 2138. Added at 9.75 s, not removed on completion, no fill: 0 → 52 over CA's default
            // 0.25 s, so 26 at 9.875 s and nothing from its end at 10 s on (the end is exclusive); replaced under its
            // key at 12.5 s. The recording clipped it to 12.5 s in a group, and a group's child ends inclusively,
            // so the replay showed 52 at exactly 10 s.
            let rows = try recordedRun(times: [9.75, 9.875, 10, 10.125, 12.5]) { view, t in
                if t == 9.75 {
                    let a = CABasicAnimation(keyPath: "transform.translation.y")
                    a.fromValue = 0; a.toValue = 52; a.isRemovedOnCompletion = false
                    view.layer.add(a, forKey: "b")
                }
                if t == 12.5 { view.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "b") }
            }
            for ((t, shown, recorded), expected) in zip(rows, [0, 26, 0, 0, 0.0]) {
                #expect(shown.transform.m42 == expected, "t=\(t)")
                #expect(abs(recorded.transform.m42 - expected) <= 1e-6, "t=\(t): recorded \(recorded.transform.m42)")
            }
        }

        @Test func aDefaultDurationInsideTheRecordingsClippingGroupIsAQuarterSecond() throws {
            // Added at 1 s with beginTime 0.6 (already running), fill both: 0 → 1 over CA's default 0.25 s, so from
            // 0.85 s on it shows 1. The recording wraps it in a group that clips it to when it was attached; inside a
            // group a child's duration 0 means the group's (`Animation.resolvedChildren`), here about an hour, so
            // the replay faded over that hour (0.0001 at 1.25 s) until the duration was resolved before wrapping.
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.beginTime = 0.6; a.fillMode = .both; a.isRemovedOnCompletion = false
            for (t, shown, recorded) in try play(a, at: [1, 1.25, 2]) {
                #expect(shown == 1, "t=\(t)")
                #expect(abs(recorded - shown) <= 1e-6, "t=\(t): recorded \(recorded), presented \(shown)")
            }
        }

        @Test func aClipAfterTheBeginKeepsTheAnimationsIterationBoundary() throws {
            // Added at 0.5 s with beginTime 0.1 (already running): 0 → 1 over 0.25 s, linear, repeating. At 0.5 s its
            // time is 0.4: leg 1, 0.15 s into it, 0.6. At t = 1.3499999999999999 its time is t − 0.1 =
            // 1.2499999999999998 (5 · 0.25 − 2⁻⁵²): leg 4, 0.2499999999999998 s into it, 0.9999999999999991, the end
            // of the fifth leg. The recording clips it from 0.5 s, before which it showed nothing; a clip that moved
            // its begin by 0.5 summed (t − 0.5) − (0.1 − 0.5) = 0.8499999999999999 + 0.4 = 1.25 (0.1 − 0.5 rounds
            // to −0.4), the sixth leg's start: 0.
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 0.25; a.repeatCount = .infinity; a.beginTime = 0.1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            let rows = try play(a, at: [0.5, 1.3499999999999999])
            for ((t, shown, recorded), expected) in zip(rows, [0.6, 1]) {
                #expect(abs(shown - expected) <= 1e-9, "t=\(t): presented \(shown)")
                #expect(abs(recorded - expected) <= 1e-6, "t=\(t): recorded \(recorded)")
            }
        }

        @Test func anAnimationRemovedAtItsEndIsGoneFromTheReplayAtThatInstant() throws {
            // Added at 1/60 s for 1 s; the clock reaches 1/60 + 1 = 1.0166666666666666 exactly, the end of its active
            // interval [1/60, 1/60 + 1), where it is removed and the model value 1 shows. The replay's phase test
            // computes 1.0166666666666666 − 0.016666666666666666 = 0.9999999999999999, one ulp short of the duration:
            // both read the end through AnimaCore's one rule (`MediaTiming.hasReachedEnd`), which counts that as the
            // end, so the replay shows 1 too, not the animation's last value 0.5.
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 0.5; a.duration = 1
            let rows = try play(a, at: [1.0 / 60, 1.0 / 60 + 1])
            let (t, shown, recorded) = rows[1]
            #expect(shown == 1, "t=\(t)")
            #expect(recorded == 1, "t=\(t): recorded \(recorded)")
        }

        @Test func aCompletionRunsWhereTheClockStopsARoundingBeforeTheEnd() throws {
            // Grammar seed 14949. At t1 = 1/60 s v gets a corner-radius animation 4 → 8 over 2 s (linear, key "r")
            // and a 0.6 s fade whose completion removes "r". The clock stops at t1 + 0.25 + 0.25 + 0.1 =
            // 0.6166666666666666 in binary64, one ulp before the fade's end t1 + 0.6 = 0.6166666666666667: the fade's
            // active time there is 0.5999999999999999, its end by AnimaCore's rule (within 10⁻¹² of 0.6), so
            // `presentation()` no longer shows it, and its completion has run: "r" is gone and the model value 0
            // shows. Before, the completion ran a rounding later, so `presentation()` showed "r" (4 + 4 · 0.6 / 2 =
            // 5.2) while the replay's clip, ending at that removal, counted itself over by the same rule (0).
            let t1 = 1.0 / 60, t2 = t1 + 0.25, t3 = t2 + 0.25, t4 = t3 + 0.1
            let rows = try recordedRun(times: [0, t1, t2, t3, t4, t4 + 1.0 / 60]) { v, t in
                guard t == t1 else { return }
                let a = CABasicAnimation(keyPath: "cornerRadius")
                a.fromValue = 4; a.toValue = 8; a.duration = 2; a.timingFunction = CAMediaTimingFunction(name: .linear)
                v.layer.add(a, forKey: "r")
                UIView.animate(withDuration: 0.6, animations: { v.alpha = 0.5 }) { _ in v.layer.removeAnimation(forKey: "r") }
            }
            let expected = [0, 4, 4.5, 5, 0, 0]
            #expect(rows.count == expected.count)
            for (row, value) in zip(rows, expected) {
                #expect(abs(row.shown.cornerRadius - value) <= 1e-9, "t=\(row.time): presented \(row.shown.cornerRadius)")
                #expect(abs(row.recorded.cornerRadius - value) <= 1e-6, "t=\(row.time): recorded \(row.recorded.cornerRadius)")
            }
        }
    }
}
