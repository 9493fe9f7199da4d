import Testing
@testable import AnimaRender

@Suite struct LockedTests {
    /// 8 tasks × 10,000 read-modify-write increments: with the lock none is lost, so the count is exactly 80,000
    /// (unlocked, two threads reading the same old value lose one; ThreadSanitizer, in CI, would report the race).
    @Test func incrementsFromManyTasksAreNeverLost() async {
        /// Shared as the renderer shares its locks, from a class.
        final class Counter: Sendable { let count = Locked(0) }
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.count.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.count.withLock { $0 } == 80_000)
    }

    /// What `body` returns comes back out of `withLock`, and its changes stay.
    @Test func returnsWhatTheBodyReturns() {
        let value = Locked([1, 2])
        #expect(value.withLock { v -> Int in v.append(3); return v.count } == 3)
        #expect(value.withLock { $0 } == [1, 2, 3])
    }
}
