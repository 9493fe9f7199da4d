import Testing

/// AnimaUIKit's clock (`AnimaClock`) is one per process, and every test target runs in one process, so a test that
/// drives it must not run beside another that does. A suite that drives the clock carries `.drivesTheClock`: its
/// tests run one at a time under one process-wide lock, whatever target they are in; and `TestClock.reset()`, with
/// which such a test starts, records an issue when it runs outside that lock, so a suite that forgot the trait fails
/// instead of racing.
public struct DrivesTheClock: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite that carries it, and of its nested suites.
    public var isRecursive: Bool { true }

    /// The trait (spelled `.drivesTheClock` on a suite).
    public init() {}

    /// Runs `function` holding the clock lock (at once when this task already holds it: a suite's scope, then its
    /// test's).
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if ClockLock.isHeld { return try await function() }
        await ClockLock.shared.acquire()
        do {
            try await ClockLock.$isHeld.withValue(true) { try await function() }
        } catch {
            await ClockLock.shared.release()
            throw error
        }
        await ClockLock.shared.release()
    }
}

extension Trait where Self == DrivesTheClock {
    /// The suite drives AnimaUIKit's process-wide clock: its tests run under the clock lock (`DrivesTheClock`).
    public static var drivesTheClock: Self { DrivesTheClock() }
}

/// The process-wide lock of the clock: waiters are resumed in the order they came, without blocking a thread.
public actor ClockLock {
    /// The one lock every clock-driving suite takes.
    public static let shared = ClockLock()
    /// Whether the current task runs under the lock (set by `DrivesTheClock`).
    @TaskLocal public static var isHeld = false

    private var isLocked = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until the lock is free, then takes it.
    public func acquire() async {
        guard isLocked else { isLocked = true; return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the lock to the next waiter, or frees it.
    public func release() {
        if waiters.isEmpty { isLocked = false } else { waiters.removeFirst().resume() }
    }
}
