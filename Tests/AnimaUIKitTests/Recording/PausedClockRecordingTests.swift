import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Layers paused with QA1673's recipe (speed 0, timeOffset = its time now) and resumed, recorded and replayed.
    ///
    /// Found by `UIKitGrammar` (issue 29), and left to the recording's owner: a model change made while the layer's
    /// clock is paused shows at once in `presentation()` (a model value is not on the layer's clock), but the
    /// recording holds it on the layer's clock, so the replay shows the new value from the start (7 at t = 0 where
    /// `presentation()` shows 0 until the change at 0.25 s). Its case runs as a known issue until that is fixed.
    @MainActor @Suite struct PausedClockRecordingTests {
        struct Case: Sendable, CustomStringConvertible {
            let description: String
            var isKnownIssue = false
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
            Case(description: "paused, then a model change without animation, then resumed", isKnownIssue: true) { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused and resumed, then a view animation") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { QA1673.resume(v.layer) }
                if t == 0.75 { UIView.animate(withDuration: 1) { v.alpha = 0 } }
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

        @Test(arguments: cases)
        func recordingMatchesPresentation(_ c: Case) throws {
            let rows = try recordedRun(times: (0...32).map { Double($0) / 16 }) { view, t in c.play(view, t) }
            let compare = {
                for (t, shown, recorded) in rows {
                    for key in PropertyKey.allCases where !key.isTransformComponent && !key.isSublayerTransformComponent {
                        #expect(recorded[key].distance(to: shown[key]) <= 1e-6,
                                "\(c) t=\(t) \(key.rawValue): recorded \(recorded[key]), presented \(shown[key])")
                    }
                }
            }
            if c.isKnownIssue {
                withKnownIssue("a model change under a paused layer clock is recorded on that clock") { compare() }
            } else {
                compare()
            }
        }
    }
}
