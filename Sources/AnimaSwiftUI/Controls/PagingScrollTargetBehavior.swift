#if !canImport(Darwin)
/// Rests a scroll view at multiples of its size (SwiftUI's `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}
}
#endif
