import Testing
@testable import AnimaCore

@Suite struct LockedTests {
    /// 8 tasks × 10,000 read-modify-write increments: with the lock none is lost, so the count is exactly 80,000
    /// (unlocked, two threads reading the same old value lose one; ThreadSanitizer, in CI, would report the race).
    @Test func incrementsFromManyTasksAreNeverLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    /// What `body` returns and throws comes back out of `withLock`, and a throwing body leaves the lock free.
    @Test func returnsAndRethrowsWhatTheBodyDoes() {
        struct Stop: Error {}
        let value = Locked([1, 2])
        #expect(value.withLock { v -> Int in v.append(3); return v.count } == 3)
        #expect(throws: Stop.self) { try value.withLock { _ in throw Stop() } }
        #expect(value.withLock { $0 } == [1, 2, 3])
    }
}
