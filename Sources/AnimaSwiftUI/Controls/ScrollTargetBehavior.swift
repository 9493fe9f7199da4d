#if !canImport(Darwin)
/// Where a scroll view comes to rest after a swipe (SwiftUI's `ScrollTargetBehavior`); nothing is swiped headless.
public protocol ScrollTargetBehavior: Sendable {}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the target layout aligned to the scroll view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests aligned to a view, limiting how many views a swipe passes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests at multiples of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    /// Makes the scroll view rest as `behavior` says after a swipe; it has no swipes to settle headless.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self { self }
    /// Marks this layout's views as the targets of a view-aligned scroll view (only swipes read it).
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// Binds the identifier of the view at the scroll view's edge; it changes only when a scroll view scrolls,
    /// which none does headless.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
}
#endif
