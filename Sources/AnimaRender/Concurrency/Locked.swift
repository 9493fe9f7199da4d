#if canImport(os)
import os
#else
import Synchronization
#endif

/// A value shared between threads behind a lock: a renderer's spare frame scratch, the glyph masks, a snapshot's
/// finished frames.
///
/// - **Apple platforms:** `OSAllocatedUnfairLock`, which the package's oldest systems (macOS 13, iOS 16) have; the
///   standard library's `Mutex` needs macOS 15 and iOS 18.
/// - **Elsewhere:** `Mutex`, with one atomic counter whose acquiring load on entry and releasing add on exit make
///   the lock's ordering visible to ThreadSanitizer. On Linux a contended `Mutex` is handed over through a
///   priority-inheritance futex, inside the kernel, where ThreadSanitizer sees no synchronization (the CI's TSan run
///   flagged `GlyphMaskCache` when two frames met at its lock).
package struct Locked<Value: Sendable>: ~Copyable, Sendable {
    #if canImport(os)
    private let lock: OSAllocatedUnfairLock<Value>

    /// A lock around `value`.
    package init(_ value: Value) { lock = OSAllocatedUnfairLock(initialState: value) }

    /// Runs `body` with the value, holding the lock.
    package borrowing func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        lock.withLockUnchecked(body)
    }
    #else
    private let mutex: Mutex<Value>
    private let order = Atomic<Int>(0)

    /// A lock around `value`.
    package init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock.
    package borrowing func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { value in
            _ = order.load(ordering: .acquiring)
            defer { order.wrappingAdd(1, ordering: .releasing) }
            return body(&value)
        }
    }
    #endif
}
