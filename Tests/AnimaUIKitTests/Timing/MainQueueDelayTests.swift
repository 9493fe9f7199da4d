import Dispatch
import Testing
@testable import AnimaUIKit

/// Work sent to the main queue after a delay runs at that delay on the virtual clock, in whole milliseconds, so a
/// deadline read a few microseconds before the call gives the same virtual time on every run.
@Suite struct MainQueueDelayTests {
    @Test func aDeadlineReadMicrosecondsEarlyIsItsWholeMilliseconds() {
        // `.now() + 0.5` read 3 µs before the call: 0.500003 s, recovered as 0.5.
        #expect(DispatchQueue.virtualDelay(until: 1_500_003_000, from: 1_000_000_000) == 0.5)
        #expect(DispatchQueue.virtualDelay(until: 1_000_000_000, from: 1_000_000_500) == 0)
    }
}
