#if !canImport(Darwin)
/// Scrolls the scroll views of a `ScrollViewReader` (SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view identified by `id`: scroll views show their content whole here, so nothing moves.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
#endif
