#if !canImport(Darwin)
/// A stack's rules as a `Layout` (HStackLayout, VStackLayout, ZStackLayout share them with the stacks).
@MainActor
protocol StackRulesLayout: Layout where Cache == Void {
    /// The stack this layout lays out as.
    var stack: StackLayout { get }
}

extension StackRulesLayout {
    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        LayoutEngine.stackFrames(stack, subviews.nodes, proposal.proposal).size
    }

    /// Each subview where the stack puts it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let frames = LayoutEngine.stackFrames(stack, subviews.nodes, Proposal(width: bounds.width, height: bounds.height)).frames
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }
}

/// HStack's layout as a value (for `AnyLayout`).
public struct HStackLayout: StackRulesLayout {
    let stack: StackLayout
    /// A row with `alignment` and `spacing` (nil: 8 pt between views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        stack = StackLayout(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// VStack's layout as a value (for `AnyLayout`).
public struct VStackLayout: StackRulesLayout {
    let stack: StackLayout
    /// A column with `alignment` and `spacing` (nil: 8 pt between views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        stack = StackLayout(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// ZStack's layout as a value (for `AnyLayout`).
public struct ZStackLayout: StackRulesLayout {
    let stack: StackLayout
    /// Views on top of one another with `alignment`.
    public init(alignment: Alignment = .center) { stack = StackLayout(axis: .depth, spacing: 0, alignment: alignment) }
}
#endif
