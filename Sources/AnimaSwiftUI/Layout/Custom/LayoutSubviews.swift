#if !canImport(Darwin)
/// The subviews of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: ArraySlice<LayoutSubview>

    /// The first index.
    public var startIndex: Int { elements.startIndex }
    /// One past the last index.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: elements[bounds]) }
    /// The layout direction (always left to right here).
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// The engine's nodes, in order (for the built-in stack layouts).
    var nodes: [ViewNode] { elements.map(\.node) }
}
#endif
