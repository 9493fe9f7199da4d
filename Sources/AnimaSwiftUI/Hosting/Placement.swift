#if !canImport(Darwin)
/// Places resolved nodes in rectangles and turns them into render items (SwiftUI's placement after sizing).
@MainActor
enum Placement {
    /// The items of `node` laid out in `rect` (in the parent's coordinates).
    static func items(_ node: ViewNode, in rect: CGRect) -> [RenderItem] {
        switch node.kind {
        case .shape(let shape, let styling):
            return [leaf(node, rect, .shape(shape, styling))]
        case .color(let color):
            return [leaf(node, rect, .color(color))]
        case .text(let s, let font, let color):
            return [leaf(node, rect, .text(s, font, color))]
        case .spacer:
            return []
        case .stack(let layout, let children):
            let frames = LayoutEngine.stackFrames(layout, children, Proposal(width: rect.width, height: rect.height)).frames
            let placed = zip(children, frames).flatMap { child, f in items(child, in: f.offsetBy(dx: rect.minX, dy: rect.minY)) }
            return grouped(placed, node, rect)
        case .modified(let modifier, let child):
            return modified(modifier, child, node, rect)
        case .keyframed(let k):
            return keyframed(k, node, rect)
        }
    }

    /// The content at rest, each item carrying the tracks of the properties the run moves.
    private static func keyframed(_ k: KeyframedContent, _ node: ViewNode, _ rect: CGRect) -> [RenderItem] {
        let depth = StackLayout(axis: .depth, spacing: 0, alignment: .center)
        func place(_ nodes: [ViewNode]) -> [RenderItem] {
            items(ViewNode(key: node.key, kind: .stack(depth, nodes), scopes: node.scopes), in: rect)
        }
        var rest = place(k.rest)
        let frames = k.frames.map { frame in flatten(place(frame)) }
        attach(&rest, frames, k)
        return rest
    }

    /// Every item by key, with frames relative to the same origin as at rest (nesting kept by key).
    private static func flatten(_ items: [RenderItem]) -> [String: RenderItem] {
        var all: [String: RenderItem] = [:]
        for item in items {
            all[item.key] = item
            all.merge(flatten(item.children)) { a, _ in a }
        }
        return all
    }

    private static func attach(_ items: inout [RenderItem], _ frames: [[String: RenderItem]], _ k: KeyframedContent) {
        for i in items.indices {
            for property in AnimatedProperty.allCases {
                let restValue = property.value(of: items[i])
                let series = frames.map { $0[items[i].key].map(property.value(of:)) ?? restValue }
                guard series.contains(where: { $0 != restValue }) || series.first != series.last else { continue }
                // Differences from the value at rest: frames are in the host's coordinates, models in the parent's.
                items[i].tracks[property] = SampledTrack(values: series.map { $0 - restValue }, step: k.step, start: k.start,
                                                         repeating: k.repeating, runID: k.runID)
            }
            attach(&items[i].children, frames, k)
        }
    }

    private static func leaf(_ node: ViewNode, _ rect: CGRect, _ content: RenderItem.Content) -> RenderItem {
        RenderItem(key: node.key, frame: rect, content: content, baseScopes: node.scopes)
    }

    /// A stack's items in one container with the stack's frame, so children keep their parent when others come
    /// and go (a stack of one stays a container too).
    private static func grouped(_ items: [RenderItem], _ node: ViewNode, _ rect: CGRect) -> [RenderItem] {
        guard !items.isEmpty else { return [] }
        return [container(items, key: node.key + "#c", rect, scopes: node.scopes)]
    }

    private static func container(_ items: [RenderItem], key: String, _ rect: CGRect, scopes: [AnimationScope]) -> RenderItem {
        RenderItem(key: key, frame: rect, content: .container, children: items, baseScopes: scopes)
    }

    /// One item for an effect to apply to: the single item, or a container of several.
    private static func single(_ items: [RenderItem], _ node: ViewNode, _ rect: CGRect) -> RenderItem? {
        if items.count == 1 { return items[0] }
        if items.isEmpty { return nil }
        return container(items, key: node.key + "#e", rect, scopes: node.scopes)
    }

    private static func modified(_ modifier: NodeModifier, _ child: ViewNode, _ node: ViewNode, _ rect: CGRect) -> [RenderItem] {
        switch modifier {
        case .frame(_, _, let alignment), .flexibleFrame(_, _, _, _, _, _, let alignment):
            let s = LayoutEngine.size(child, Proposal(width: frameProposal(modifier, rect).width,
                                                      height: frameProposal(modifier, rect).height))
            let f = LayoutEngine.align(s, in: rect.size, alignment).offsetBy(dx: rect.minX, dy: rect.minY)
            return items(child, in: f)
        case .padding(let insets):
            return items(child, in: CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                           width: max(0, rect.width - insets.leading - insets.trailing),
                                           height: max(0, rect.height - insets.top - insets.bottom)))
        case .position(let point):
            let s = LayoutEngine.size(child, Proposal(width: rect.width, height: rect.height))
            return items(child, in: CGRect(x: rect.minX + point.x - s.width / 2, y: rect.minY + point.y - s.height / 2,
                                           width: s.width, height: s.height))
        case .background(let bg, let alignment), .overlay(let bg, let alignment):
            let content = items(child, in: rect)
            let s = LayoutEngine.size(bg, Proposal(width: rect.width, height: rect.height))
            let extra = items(bg, in: LayoutEngine.align(s, in: rect.size, alignment).offsetBy(dx: rect.minX, dy: rect.minY))
            let isBackground = if case .background = modifier { true } else { false }
            return [container(isBackground ? extra + content : content + extra, key: node.key + "#b", rect, scopes: node.scopes)]
        default:
            guard var item = single(items(child, in: rect), node, rect) else { return [] }
            apply(modifier, to: &item, scopes: node.scopes)
            return [item]
        }
    }

    /// The proposal a frame passes to its child.
    private static func frameProposal(_ modifier: NodeModifier, _ rect: CGRect) -> Proposal {
        if case .frame(let w, let h, _) = modifier { return Proposal(width: w ?? rect.width, height: h ?? rect.height) }
        return Proposal(width: rect.width, height: rect.height)
    }

    /// An effect, identifier or style written on a single item.
    private static func apply(_ modifier: NodeModifier, to item: inout RenderItem, scopes: [AnimationScope]) {
        switch modifier {
        case .offset(let o):
            item.offset.width += o.width; item.offset.height += o.height
            item.scopes[.offsetX] = scopes; item.scopes[.offsetY] = scopes
        case .opacity(let o):
            item.opacity *= o; item.scopes[.opacity] = scopes
        case .scale(let s, let anchor):
            item.scale.width *= s.width; item.scale.height *= s.height
            if anchor != .center { item.anchor = anchor }
            item.scopes[.scaleX] = scopes; item.scopes[.scaleY] = scopes
        case .rotation(let a, let anchor):
            item.rotation += a.radians
            if anchor != .center { item.anchor = anchor }
            item.scopes[.rotation] = scopes
        case .projection(let transform):
            ProjectionPlacement.apply(transform(item.frame.size), to: &item, scopes: scopes)
        case .cornerRadius(let r):
            item.cornerRadius = r; item.scopes[.cornerRadius] = scopes
        case .clipShape(let shape):
            item.clip = shape
        case .shadow(let color, let radius, let x, let y):
            item.shadow = (color, radius, x, y)
        case .identifier(let id):
            if item.identifier == nil { item.identifier = id }
        case .transition(let t):
            item.transition = t
            for effect in t.rest { ModifierTransition.place(effect, on: &item) }
        default:
            break
        }
    }
}
#endif
