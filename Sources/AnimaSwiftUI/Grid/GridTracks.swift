#if !canImport(Darwin)
/// A lazy grid's layout: cells in tracks of the grid's items, lines of cells stacked along the other axis.
///
/// Track sizes follow SwiftUI's rules for a known container length (fixed tracks first, adaptive tracks as many as
/// fit at their minimum, flexible tracks sharing the rest); the container length is the host's, as a scroll view
/// in a full-screen host offers. Each cell is framed to its track and aligned in it; lines are as thick as their
/// thickest cell.
@MainActor
enum GridTracks {
    /// Sizes of the tracks `items` make in `length` points.
    static func sizes(_ items: [GridItem], length: CGFloat) -> [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        var tracks: [(size: CGFloat?, item: GridItem)] = []
        for item in items {
            if case .adaptive(let minimum, _) = item.size {
                let spacing = item.spacing ?? LayoutEngine.defaultSpacing
                let count = max(1, Int(((length + spacing) / (minimum + spacing)).rounded(.down)))
                tracks += Array(repeating: (nil, GridItem(.flexible(minimum: minimum), spacing: spacing, alignment: item.alignment)), count: count)
            } else {
                tracks.append((nil, item))
            }
        }
        let spacings = tracks.dropLast().map { $0.item.spacing ?? LayoutEngine.defaultSpacing }.reduce(0, +)
        var remaining = length - spacings
        for i in tracks.indices { if case .fixed(let v) = tracks[i].item.size { tracks[i].size = v; remaining -= v } }
        var flexible = tracks.indices.filter { tracks[$0].size == nil }
        // Tracks whose bounds bind take them first; the others share what is left equally.
        while !flexible.isEmpty {
            let share = max(0, remaining) / CGFloat(flexible.count)
            let bound = flexible.first { i in
                guard case .flexible(let lo, let hi) = tracks[i].item.size else { return false }
                return share < lo || share > hi
            }
            guard let i = bound, case .flexible(let lo, let hi) = tracks[i].item.size else {
                for i in flexible { tracks[i].size = share }
                break
            }
            tracks[i].size = min(max(share, lo), hi)
            remaining -= tracks[i].size!
            flexible.removeAll { $0 == i }
        }
        return tracks.map { ($0.size ?? 0, $0.item.spacing ?? LayoutEngine.defaultSpacing, $0.item.alignment) }
    }

    /// The grid's node: lines of `cells` along `lineAxis`, each cell framed to its track.
    static func node(_ items: [GridItem], cells: [ViewNode], vertical: Bool, spacing: CGFloat?, alignment: Alignment,
                     context: ResolveContext) -> ViewNode {
        let length = vertical ? context.graph.proposedSize.width : context.graph.proposedSize.height
        let tracks = sizes(items, length: length)
        let scopes = context.environment.scopes
        var lines: [ViewNode] = []
        var index = 0
        while index < cells.count && !tracks.isEmpty {
            var line: [ViewNode] = []
            for (t, track) in tracks.enumerated() where index < cells.count {
                let a = track.alignment ?? alignment
                let framed = cells[index].modified(vertical ? .frame(width: track.size, height: nil, alignment: a)
                                                            : .frame(width: nil, height: track.size, alignment: a),
                                                   key: cells[index].key + "/cell", scopes: scopes)
                line.append(t == tracks.count - 1 || index == cells.count - 1 ? framed
                            : framed.modified(.padding(vertical ? EdgeInsets(trailing: track.spacing) : EdgeInsets(bottom: track.spacing)),
                                              key: cells[index].key + "/gap", scopes: scopes))
                index += 1
            }
            let lineLayout = StackLayout(axis: vertical ? .horizontal : .vertical, spacing: 0, alignment: alignment)
            lines.append(ViewNode(key: context.path + "/line\(lines.count)", kind: .stack(lineLayout, line), scopes: scopes))
        }
        let outer = StackLayout(axis: vertical ? .vertical : .horizontal, spacing: spacing, alignment: alignment)
        return ViewNode(key: context.path, kind: .stack(outer, lines), scopes: scopes)
    }
}
#endif
