#if !canImport(Darwin)
import Synchronization

/// A global counter that orders model changes and animation additions made at the same virtual time.
///
/// Layers are not main-actor isolated (QuartzCore's are not), so any thread may take a number: a `Mutex` guards it.
enum ChangeSequence {
    private static let last = Mutex(0)

    /// The next number.
    static func next() -> Int {
        last.withLock { n in
            n += 1
            return n
        }
    }

    /// The last number handed out.
    static var current: Int { last.withLock { $0 } }
}
#endif
