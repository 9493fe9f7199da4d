#if !canImport(Darwin)
/// A view's size and alignment guides.
public struct ViewDimensions: Equatable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat

    init(size: CGSize) { width = size.width; height = size.height }

    /// Where `guide` falls across the width (the guide's fraction of it).
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// Where `guide` falls down the height (the guide's fraction of it).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
    /// Where `guide` falls across the width, if set explicitly (never here).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// Where `guide` falls down the height, if set explicitly (never here).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
#endif
