#if !canImport(QuartzCore)
/// Where AnimaUIKit reports bad input (wrong value types, NaN or negative durations, unmodelled properties, …).
///
/// Nothing traps: the call carries on the way UIKit would. By default each distinct message is printed once; tests
/// replace `handler` to collect them.
@MainActor
public enum AnimaDiagnostics {
    /// Receives every diagnostic; the default prints each distinct one once.
    public static var handler: @MainActor (AnimaDiagnostic) -> Void = printOnce

    /// Messages already printed by the default handler.
    private static var printed: Set<String> = []

    /// The default handler: prints a diagnostic the first time it is seen.
    public static func printOnce(_ diagnostic: AnimaDiagnostic) {
        guard printed.insert(diagnostic.description).inserted else { return }
        print(diagnostic.description)
    }

    /// Reports a problem to `handler`.
    static func report(layer: String, keyPath: String = "", _ problem: String) {
        handler(AnimaDiagnostic(layer: layer, keyPath: keyPath, problem: problem))
    }

    /// Runs `body` collecting the diagnostics it produces instead of passing them on (for tests and tools).
    public static func collecting(_ body: () throws -> Void) rethrows -> [AnimaDiagnostic] {
        let saved = handler
        let box = DiagnosticBox()
        handler = { box.items.append($0) }
        defer { handler = saved }
        try body()
        return box.items
    }
}
/// Collects diagnostics for `AnimaDiagnostics.collecting`.
@MainActor
private final class DiagnosticBox {
    var items: [AnimaDiagnostic] = []
}
#endif
