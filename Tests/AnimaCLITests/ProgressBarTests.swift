@testable import AnimaCLI
import Testing

/// Progress on a non-terminal: one plain line per `lineInterval` at most, none for the last item.
@Suite struct ProgressBarTests {
    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        var now = ContinuousClock.now
    }

    @Test func linesComeAtMostOncePerInterval() {
        let clock = ManualClock()
        var progress = ProgressBar(total: 10, mode: .lines, now: { clock.now })
        clock.now += .seconds(1)
        #expect(progress.line("a") == nil)                     // 1 s after the start: not yet due
        clock.now += .seconds(4)
        #expect(progress.line("b") == "0/10 done (b)\n")        // 5 s: due
        clock.now += .seconds(4.9)
        #expect(progress.line("c") == nil)                     // 4.9 s after the last line
        clock.now += .seconds(0.1)
        #expect(progress.line("d") != nil)
    }

    @Test func theLastItemPrintsNoLine() {
        let clock = ManualClock()
        var progress = ProgressBar(total: 1, mode: .lines, now: { clock.now })
        clock.now += .seconds(60)
        progress.advance("only")                               // done == total: the command's summary follows
        #expect(progress.line("only") == nil)
    }
}
