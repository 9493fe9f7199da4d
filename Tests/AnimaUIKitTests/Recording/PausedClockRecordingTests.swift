import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Layers paused with QA1673's recipe (speed 0, timeOffset = its time now) and resumed, recorded and replayed.
    ///
    /// Found by `UIKitGrammar` (issue 29): a model change made while the layer's clock is paused shows at once in
    /// `presentation()` (a model value is not on the layer's clock), but the recording held it on the layer's clock,
    /// whose time stands still, so the replay showed the new value from the start of the pause (7 at t = 0 where
    /// `presentation()` shows 0 until the change at 0.25 s). The recording now tells the pause's instants apart
    /// (`PausedClockEvents`).
    @MainActor @Suite struct PausedClockRecordingTests {
        struct Case: Sendable, CustomStringConvertible {
            let description: String
            let play: @MainActor @Sendable (UIView, Double) -> Void
        }

        nonisolated static let cases: [Case] = [
            Case(description: "basic animation, then paused and resumed") { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 100; a.duration = 1
                    v.layer.add(a, forKey: "x")
                }
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then a view animation while paused, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { UIView.animate(withDuration: 1) { v.center = CGPoint(x: 150, y: 20) } }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then a model change without animation, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused and resumed, then a view animation") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { QA1673.resume(v.layer) }
                if t == 0.75 { UIView.animate(withDuration: 1) { v.alpha = 0 } }
            },
            Case(description: "paused, then two model changes and a view animation at three instants, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.125 { v.layer.cornerRadius = 3 }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.5 { UIView.animate(withDuration: 1) { v.alpha = 0.5 } }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then resumed and changed at one instant") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.5 { QA1673.resume(v.layer); v.layer.cornerRadius = 5 }
            },
            Case(description: "paused twice") { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 2
                    v.layer.add(a, forKey: "o")
                    QA1673.pause(v.layer)
                }
                if t == 0.25 { QA1673.resume(v.layer) }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
        ]

        @Test func changesWhilePausedReplayAtTheirOwnInstants() throws {
            // Paused at 0; corner radius 3 at 0.125 s and 7 at 0.25 s show at once (model values are not on the
            // layer's clock); the fade to 0.5 added at 0.5 s stands at its start (opacity 1) while paused.
            let rows = try recordedRun(times: [0, 0.0625, 0.125, 0.1875, 0.25, 0.3125, 0.5, 0.625]) { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.125 { v.layer.cornerRadius = 3 }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.5 { UIView.animate(withDuration: 1) { v.alpha = 0.5 } }
            }
            let expected: [(Double, Double)] = [(0, 1), (0, 1), (3, 1), (3, 1), (7, 1), (7, 1), (7, 1), (7, 1)]
            for ((t, _, recorded), (radius, opacity)) in zip(rows, expected) {
                #expect(recorded.cornerRadius == radius, "t=\(t)")
                #expect(abs(recorded.opacity - opacity) <= 1e-9, "t=\(t): \(recorded.opacity)")
            }
        }

        @Test(arguments: cases)
        func recordingMatchesPresentation(_ c: Case) throws {
            let rows = try recordedRun(times: (0...32).map { Double($0) / 16 }) { view, t in c.play(view, t) }
            for (t, shown, recorded) in rows {
                for key in PropertyKey.allCases where !key.isTransformComponent && !key.isSublayerTransformComponent {
                    #expect(recorded[key].distance(to: shown[key]) <= 1e-6,
                            "\(c) t=\(t) \(key.rawValue): recorded \(recorded[key]), presented \(shown[key])")
                }
            }
        }
    }
}
