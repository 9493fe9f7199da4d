#if !canImport(Darwin)
/// One subview of a custom layout: asked for its size, then placed.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let index: Int
    let placements: SubviewPlacements

    /// The size the subview chooses for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { LayoutEngine.size(node, proposal.proposal) }

    /// The subview's size and alignment guides for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        placements.frames[index] = CGRect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                                          width: size.width, height: size.height)
    }

    /// The value the subview passes under `key` (the innermost `.layoutValue` for it), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var current = node
        while case .modified(let modifier, let child) = current.kind {
            if case .layoutValue(let id, let value) = modifier, id == ObjectIdentifier(key), let value = value as? K.Value {
                return value
            }
            current = child
        }
        return K.defaultValue
    }

    /// The layout priority (always 0 here: `layoutPriority` has no effect).
    public var priority: Double { 0 }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Whether two subviews are the same subview of the same layout pass.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.index == b.index && a.placements === b.placements
    }
}

/// Where a layout pass placed each subview (nil: not placed).
@MainActor
final class SubviewPlacements {
    var frames: [CGRect?]
    init(count: Int) { frames = Array(repeating: nil, count: count) }
}
#endif
