#if !canImport(Darwin)
extension View {
    /// A frame as wide and/or tall as the nearest container (SwiftUI's `containerRelativeFrame(_:alignment:)`).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame spanning `span` of `count` equal columns (or rows) of the nearest container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            Self.gridLength(container: length, count: count, span: span, spacing: spacing)
        }
    }

    /// A frame whose length on each of `axes` is `length` of the nearest container's length on that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedView<Self> {
        node { context in
            // The container: the nearest fixed frame, else the host (the rule GeometryReader follows here).
            let container = context.environment.containerSize ?? context.graph.proposedSize
            return .frame(width: axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
                          height: axes.contains(.vertical) ? length(container.height, .vertical) : nil,
                          alignment: alignment)
        }
    }

    /// Apple's rule: the container less the gaps between `count` columns, divided among them, times `span`, plus
    /// the gaps the span covers. A count below one is read as one and a span is kept within 1...count.
    static func gridLength(container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let columns = max(count, 1), covered = min(max(span, 1), columns)
        let column = (container - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        return max(0, column * CGFloat(covered) + spacing * CGFloat(covered - 1))
    }
}
#endif
