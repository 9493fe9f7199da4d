import Synchronization

/// A `Mutex` whose ordering ThreadSanitizer can see. On Linux the standard library's `Mutex` hands a contended lock
/// over through a priority-inheritance futex, inside the kernel, where ThreadSanitizer sees no synchronization and
/// reports the state it guards as raced (the CI's TSan run flagged `GlyphMaskCache` when two frames met at its
/// lock). An acquiring load on entry and a releasing add on exit of one atomic counter make the order visible, for
/// two uncontended atomic operations per use.
struct Locked<Value>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>
    private let order = Atomic<Int>(0)

    init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock.
    borrowing func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        mutex.withLock { value in
            _ = order.load(ordering: .acquiring)
            defer { order.wrappingAdd(1, ordering: .releasing) }
            return body(&value)
        }
    }
}
