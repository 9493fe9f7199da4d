import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// The programs that stopped a `FuzzUIKit` value campaign (`Fuzz/Seeds/UIKit/value-*`, issue 29), replayed: each
    /// recording must replay what `presentation()` showed after every step, as `UIKitGrammarTests` requires.
    @MainActor @Suite struct FuzzValueSeedTests {
        nonisolated static let seeds: [String] = {
            let folder = Repository.url("Fuzz/Seeds/UIKit")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasPrefix("value-") }.sorted()
        }()

        @Test func theSeedsAreThere() { #expect(Self.seeds.count >= 9) }

        @Test(arguments: seeds)
        func recordingMatchesPresentation(_ seed: String) throws {
            // value-51f6…: a view animation on a view whose layer is paused (RecordedClocks); value-569b…: two
            // observations of one instant (UIKitGrammar's zero clock step), the older from before a change;
            // value-1f51…, -4f73…, -b8ba…, -cef4…: a pause set again in one instant; value-2509…, -a2a8…: an
            // animation added while paused, shown after a resume that reads a little earlier (both in
            // PausedClockRecordingTests).
            try expectAgreement(seed)
        }

        /// Replays a seed's program and expects the recording to show what `presentation()` showed.
        func expectAgreement(_ seed: String) throws {
            let bytes = try [UInt8](Data(contentsOf: Repository.url("Fuzz/Seeds/UIKit/\(seed)")))
            TestClock.reset()
            var grammar = UIKitGrammar(bytes: bytes)
            var mismatches: [UIKitGrammar.Mismatch] = []
            _ = AnimaDiagnostics.collecting { mismatches = grammar.play() }
            #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5).map(\.description))\n\(grammar.log.joined(separator: "\n"))")
        }
    }
}
