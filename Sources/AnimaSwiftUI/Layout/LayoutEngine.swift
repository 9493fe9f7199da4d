#if !canImport(Darwin)
/// SwiftUI's proposal/response layout: a parent proposes a size, the child answers with its own, the parent places it.
@MainActor
enum LayoutEngine {
    /// iOS's default spacing between views in a stack, and a Spacer's default minimum.
    nonisolated static let defaultSpacing: CGFloat = 8
    /// What a shape or colour answers on an axis with no proposal.
    static let defaultShapeSize: CGFloat = 10

    /// The size `node` chooses for `proposal`.
    static func size(_ node: ViewNode, _ p: Proposal) -> CGSize {
        switch node.kind {
        case .shape, .color:
            return CGSize(width: p.width ?? defaultShapeSize, height: p.height ?? defaultShapeSize)
        case .text(let string, let font, _):
            return Text.measure(string, font: font, width: p.width)
        case .spacer(let min):
            let m = min ?? defaultSpacing
            return CGSize(width: max(m, finite(p.width) ?? m), height: max(m, finite(p.height) ?? m))
        case .stack(let layout, let children):
            return stackFrames(layout, children, p).size
        case .modified(let modifier, let child):
            return modifiedSize(modifier, child, p)
        case .keyframed(let k):
            return stackFrames(StackLayout(axis: .depth, spacing: 0, alignment: .center), k.rest, p).size
        }
    }

    private static func finite(_ x: CGFloat?) -> CGFloat? { x.flatMap { $0.isFinite ? $0 : nil } }

    private static func modifiedSize(_ modifier: NodeModifier, _ child: ViewNode, _ p: Proposal) -> CGSize {
        switch modifier {
        case .frame(let w, let h, _):
            let inner = size(child, Proposal(width: w ?? p.width, height: h ?? p.height))
            return CGSize(width: w ?? inner.width, height: h ?? inner.height)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            let pw = flexible(p.width, minW, idealW, maxW), ph = flexible(p.height, minH, idealH, maxH)
            let inner = size(child, Proposal(width: pw, height: ph))
            return CGSize(width: flexibleResult(pw, inner.width, minW, maxW), height: flexibleResult(ph, inner.height, minH, maxH))
        case .padding(let insets):
            let inner = size(child, p.inset(by: insets))
            return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .position:
            let inner = size(child, p)
            return CGSize(width: finite(p.width) ?? inner.width, height: finite(p.height) ?? inner.height)
        default:
            return size(child, p)
        }
    }

    /// The proposal a flexible frame passes on: the parent's, clamped to the bounds; its ideal when unproposed.
    private static func flexible(_ proposed: CGFloat?, _ minV: CGFloat?, _ ideal: CGFloat?, _ maxV: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        var v = proposed
        if let maxV { v = min(v, maxV) }
        if let minV { v = max(v, minV) }
        return v
    }

    /// A flexible frame's own size: the child's, clamped, or the proposal when a bound is infinite.
    private static func flexibleResult(_ proposed: CGFloat?, _ child: CGFloat, _ minV: CGFloat?, _ maxV: CGFloat?) -> CGFloat {
        var v = child
        if let maxV, maxV == .infinity, let proposed, proposed.isFinite { v = max(v, proposed) }
        if let minV { v = max(v, minV) }
        if let maxV, maxV.isFinite { v = min(max(v, min(proposed ?? v, maxV)), maxV) }
        return v
    }

    /// A stack's size and its children's frames (relative to the stack's origin).
    static func stackFrames(_ layout: StackLayout, _ children: [ViewNode], _ p: Proposal) -> (size: CGSize, frames: [CGRect]) {
        if let custom = layout.custom { return custom(children, p) }
        switch layout.axis {
        case .depth:
            let sizes = children.map { size($0, p) }
            let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
            let frames = sizes.map { align($0, in: CGSize(width: w, height: h), layout.alignment) }
            return (CGSize(width: w, height: h), frames)
        case .horizontal, .vertical:
            return linearFrames(layout, children, p)
        }
    }

    /// HStack/VStack: the least flexible children are proposed their share first (SwiftUI's order), the rest split
    /// what is left; spacing between non-spacer neighbours.
    private static func linearFrames(_ layout: StackLayout, _ children: [ViewNode], _ p: Proposal) -> (size: CGSize, frames: [CGRect]) {
        let horizontal = layout.axis == .horizontal
        let spacing = layout.spacing ?? defaultSpacing
        let gaps = CGFloat(max(children.count - 1, 0)) * spacing
        let main: (CGSize) -> CGFloat = { horizontal ? $0.width : $0.height }
        let cross: (CGSize) -> CGFloat = { horizontal ? $0.height : $0.width }
        let crossProposal = horizontal ? p.height : p.width
        func propose(_ m: CGFloat?) -> Proposal { horizontal ? Proposal(width: m, height: crossProposal) : Proposal(width: crossProposal, height: m) }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        if let total = finite(horizontal ? p.width : p.height) {
            let flexibility = children.map { main(size($0, propose(.infinity))) - main(size($0, propose(0))) }
            var remaining = max(0, total - gaps)
            var left = children.count
            for i in children.indices.sorted(by: { flexibility[$0] < flexibility[$1] }) {
                let share = remaining / CGFloat(max(left, 1))
                sizes[i] = size(children[i], propose(share))
                remaining = max(0, remaining - main(sizes[i]))
                left -= 1
            }
        } else {
            sizes = children.map { size($0, propose(nil)) }
        }
        let length = sizes.map(main).reduce(0, +) + gaps
        let thickness = sizes.map(cross).max() ?? 0
        var frames: [CGRect] = []
        var cursor: CGFloat = 0
        for s in sizes {
            let fraction = horizontal ? layout.alignment.vertical.fraction : layout.alignment.horizontal.fraction
            let offset = (thickness - cross(s)) * fraction
            frames.append(horizontal ? CGRect(x: cursor, y: offset, width: s.width, height: s.height)
                                     : CGRect(x: offset, y: cursor, width: s.width, height: s.height))
            cursor += main(s) + spacing
        }
        return (horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length), frames)
    }

    /// A child of `child` size placed in `container` by `alignment`.
    static func align(_ child: CGSize, in container: CGSize, _ alignment: Alignment) -> CGRect {
        CGRect(x: (container.width - child.width) * alignment.horizontal.fraction,
               y: (container.height - child.height) * alignment.vertical.fraction,
               width: child.width, height: child.height)
    }
}
#endif
