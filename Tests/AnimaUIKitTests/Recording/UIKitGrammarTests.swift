import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Random UIKit programs (`UIKitGrammar`): no call traps, and the recording replays what `presentation()` showed
    /// after every clock step, within 1e-6, for every property of every layer in the final tree (issue 29).
    @MainActor @Suite struct UIKitGrammarTests {
        /// CI-sized: 150 programs of 24 actions each (about 3 s in a debug build).
        static let seeds = 0..<150

        @Test func recordingsOfRandomProgramsMatchThePresentation() {
            var failing: [String] = [], underPausedClocks: [String] = []
            for seed in Self.seeds {
                TestClock.reset()
                var grammar = UIKitGrammar(seed: UInt64(seed))
                var mismatches: [UIKitGrammar.Mismatch] = []
                _ = AnimaDiagnostics.collecting { mismatches = grammar.play() }
                let (paused, others) = (mismatches.filter(\.underPausedClock), mismatches.filter { !$0.underPausedClock })
                if let first = others.first {
                    failing.append("seed \(seed): \(others.count), first \(first)")
                }
                if let first = paused.first { underPausedClocks.append("seed \(seed): \(paused.count), first \(first)") }
            }
            #expect(failing.isEmpty, "\(failing.count) of \(Self.seeds.count) programs disagree:\n\(failing.joined(separator: "\n"))")
            // Known (PausedClockRecordingTests): values of layers under a clock paused with QA1673's recipe.
            withKnownIssue("recordings of paused layer clocks", isIntermittent: true) {
                #expect(underPausedClocks.isEmpty, "\(underPausedClocks.joined(separator: "\n"))")
            }
        }

        @Test func theSameSeedPlaysTheSameProgram() {
            TestClock.reset()
            var first = UIKitGrammar(seed: 7), second = UIKitGrammar(seed: 7)
            _ = AnimaDiagnostics.collecting { _ = first.play(); _ = second.play() }
            #expect(first.log == second.log && first.log.count > 24)
        }
    }
}
