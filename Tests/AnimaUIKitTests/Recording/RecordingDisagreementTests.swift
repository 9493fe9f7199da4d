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
    }
}
