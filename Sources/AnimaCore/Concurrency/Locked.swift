#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
import Synchronization
#endif

/// A value shared between threads behind a lock, for the package's few pieces of shared state (a renderer's spare
/// frame scratch, the glyph masks, a snapshot's finished frames, AnimaUIKit's clock).
///
/// A POSIX mutex where there is one, not the standard library's `Mutex`: that needs macOS 15 and iOS 18 (the
/// package supports macOS 13 and iOS 16), and on Linux it hands a contended lock over through a
/// priority-inheritance futex, inside the kernel, where ThreadSanitizer sees no synchronization (the CI's TSan run
/// flagged `GlyphMaskCache` when two frames met at its lock); ThreadSanitizer intercepts `pthread_mutex_lock`.
/// A class because a mutex must not move.
package final class Locked<Value>: @unchecked Sendable {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
    #else
    private let mutex: Mutex<Value>

    /// A lock around `value`.
    package init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in try body(&value) }
    }
    #endif
}
