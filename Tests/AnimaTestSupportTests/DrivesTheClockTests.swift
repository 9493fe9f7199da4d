import AnimaTestSupport
import Testing

/// The clock lock keeps suites that drive AnimaUIKit's process-wide clock apart, whatever target they are in.
@Suite struct DrivesTheClockTests {
    /// How many bodies run at once, and the most that ever did.
    actor Overlap {
        private(set) var now = 0, most = 0
        func enter() { now += 1; most = Swift.max(most, now) }
        func leave() { now -= 1 }
    }

    @Test func scopesUnderTheLockNeverOverlap() async throws {
        let test = try #require(Test.current)
        let overlap = Overlap()
        // Four bodies that each stay 20 ms: without the lock all four are inside at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await DrivesTheClock().provideScope(for: test, testCase: nil) {
                        #expect(ClockLock.isHeld)
                        await overlap.enter()
                        try await Task.sleep(for: .milliseconds(20))
                        await overlap.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await overlap.most == 1)
        #expect(!ClockLock.isHeld)
    }

    @Test func aNestedScopeDoesNotWaitForItself() async throws {
        let test = try #require(Test.current)
        let inner = Overlap()
        // A suite's scope, then its test's, in one task: the inner one runs at once instead of waiting for the lock.
        try await DrivesTheClock().provideScope(for: test, testCase: nil) {
            try await DrivesTheClock().provideScope(for: test, testCase: nil) { await inner.enter() }
        }
        #expect(await inner.most == 1)
    }

    #if !canImport(Darwin)
    @Test @MainActor func resettingTheClockOutsideTheLockIsAnIssue() async {
        // The lock is taken without the scope's mark, so no other suite moves the clock while this one resets it.
        await ClockLock.shared.acquire()
        withKnownIssue { TestClock.reset() }
        await ClockLock.shared.release()
    }
    #endif
}
