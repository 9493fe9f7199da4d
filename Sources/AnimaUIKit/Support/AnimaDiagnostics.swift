#if !canImport(Darwin)
import Synchronization

/// Where AnimaUIKit reports bad input (wrong value types, NaN or negative durations, unmodelled properties, …).
///
/// Nothing traps: the call carries on the way UIKit would. By default each distinct message is printed once; tests
/// replace `handler` to collect them. Layers report from whatever thread uses them (they are not main-actor
/// isolated, as QuartzCore's are not), so the handler and the printed set sit behind a `Mutex`.
public enum AnimaDiagnostics {
    /// The handler and the messages the default one has printed.
    private struct State {
        var handler: @Sendable (AnimaDiagnostic) -> Void = AnimaDiagnostics.printOnce
        var printed: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Receives every diagnostic; the default prints each distinct one once.
    public static var handler: @Sendable (AnimaDiagnostic) -> Void {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// The default handler: prints a diagnostic the first time it is seen.
    public static func printOnce(_ diagnostic: AnimaDiagnostic) {
        let text = diagnostic.description
        guard state.withLock({ $0.printed.insert(text).inserted }) else { return }
        print(text)
    }

    /// Reports a problem to `handler` (called outside the lock, so a handler may report again).
    static func report(layer: String, keyPath: String = "", _ problem: String) {
        handler(AnimaDiagnostic(layer: layer, keyPath: keyPath, problem: problem))
    }

    /// Runs `body` collecting the diagnostics it produces instead of passing them on (for tests and tools).
    public static func collecting(_ body: () throws -> Void) rethrows -> [AnimaDiagnostic] {
        let saved = handler
        let box = DiagnosticBox()
        handler = { d in box.items.withLock { $0.append(d) } }
        defer { handler = saved }
        try body()
        return box.items.withLock { $0 }
    }
}

/// Collects diagnostics for `AnimaDiagnostics.collecting`.
private final class DiagnosticBox: Sendable {
    let items = Mutex<[AnimaDiagnostic]>([])
}
#endif
