#if !canImport(Darwin)
/// A type-erased layout: switching the layout inside keeps the views' identity, so their frames animate.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) { base = layout }

    /// The wrapped layout's size (its cache made for this call).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        Self.size(base, proposal, subviews)
    }

    /// The wrapped layout's placements (its cache made for this call).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        Self.place(base, bounds, proposal, subviews)
    }

    private static func size<L: Layout>(_ l: L, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        var cache = l.makeCache(subviews: subviews)
        return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(_ l: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
        var cache = l.makeCache(subviews: subviews)
        l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
#endif
