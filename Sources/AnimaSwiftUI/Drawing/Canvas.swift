#if !canImport(Darwin)
/// Immediate-mode drawing (SwiftUI's `Canvas`): the renderer runs at each update with the size of the nearest
/// enclosing fixed frame (else the host's), and each fill and stroke becomes a shape layer. Text, images, filters and
/// blend modes drawn into the context are not shown.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let size = context.environment.containerSize ?? context.graph.proposedSize
        var graphics = GraphicsContext(recording: GraphicsContext.Recording())
        renderer(&graphics, size)
        let scopes = context.environment.scopes
        let shapes = graphics.recording.drawings.enumerated().map { i, drawing in
            ViewNode(key: context.path + "/d\(i)", kind: .shape(AnyShape(drawing.path), drawing.styling), scopes: scopes)
        }
        let stack = ViewNode(key: context.path, kind: .stack(StackLayout(axis: .depth, spacing: 0, alignment: .topLeading), shapes),
                             scopes: scopes)
        return [stack.modified(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                              maxHeight: .infinity, alignment: .topLeading), key: context.path + "/frame", scopes: scopes)]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// A colour rendering mode (accepted; drawing is non-linear sRGB).
public enum ColorRenderingMode: Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
#endif
