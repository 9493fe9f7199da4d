#if !canImport(Darwin)
import Synchronization

/// Where AnimaUIKit reports bad input (wrong value types, NaN or negative durations, unmodelled properties, …).
///
/// Nothing traps: the call carries on the way UIKit would. By default each distinct message is printed once; tests
/// replace `handler` to collect them. Layers report from whatever thread uses them (they are not main-actor
/// isolated, as QuartzCore's are not), so the handler and the printed set sit behind a `Mutex`; the handler runs on
/// the main actor (a report made elsewhere is printed once instead, so it is never lost).
public enum AnimaDiagnostics {
    /// The handler and the messages the default one has printed.
    private struct State {
        var handler: @MainActor (AnimaDiagnostic) -> Void = AnimaDiagnostics.printOnce
        var printed: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Receives every diagnostic; the default prints each distinct one once.
    public static var handler: @MainActor (AnimaDiagnostic) -> Void {
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
    package static func report(layer: String, keyPath: String = "", _ problem: String) {
        let diagnostic = AnimaDiagnostic(layer: layer, keyPath: keyPath, problem: problem)
        let current = handler
        guard MainThread.run(with: diagnostic, { current($0) }) else {
            printOnce(diagnostic)
            return
        }
    }

    /// Runs `body` collecting the diagnostics it produces instead of passing them on (for tests and tools).
    @MainActor
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
