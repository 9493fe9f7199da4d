#if !canImport(Darwin)
/// A custom layout: sizes and places its subviews by proposal and response, as SwiftUI's `Layout`.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// How the layout behaves as a stack.
    static var layoutProperties: LayoutProperties { get }
    /// Data computed once per layout pass and shared by its calls.
    associatedtype Cache = Void
    /// The subviews a layout receives.
    typealias Subviews = LayoutSubviews
    /// A fresh cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date with `subviews`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout prefers around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds` (the size `sizeThatFits` chose).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// A horizontal guide the layout sets itself (nil: the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// A vertical guide the layout sets itself (nil: the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes the cache afresh.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// The default guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// The default guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The views `content` builds, laid out by this layout (`MyLayout { … }`).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutContainer<Self, V> {
        LayoutContainer(layout: self, content: content())
    }

    /// One pass of the engine: this layout's size for `p` and each child's frame in it (unplaced children centred).
    func frames(_ children: [ViewNode], _ p: Proposal) -> (size: CGSize, frames: [CGRect]) {
        let placements = SubviewPlacements(count: children.count)
        let subviews = LayoutSubviews(elements: ArraySlice(children.indices.map {
            LayoutSubview(node: children[$0], index: $0, placements: placements)
        }))
        let proposal = ProposedViewSize(width: p.width, height: p.height)
        var cache = makeCache(subviews: subviews)
        let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        let frames = children.indices.map { i in
            placements.frames[i] ?? LayoutEngine.align(LayoutEngine.size(children[i], Proposal(width: nil, height: nil)),
                                                       in: size, .center)
        }
        return (size, frames)
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void {}
}
#endif
