#if !canImport(Darwin)
/// An image; SF Symbols are drawn as a placeholder square in the foreground colour (no symbol artwork on Linux).
public struct Image: View, PrimitiveView {
    let name: String
    var isResizable = false

    /// An SF Symbol (a placeholder here).
    public init(systemName: String) { name = systemName }
    /// An image from the bundle (a placeholder here).
    public init(_ name: String) { self.name = name }
    /// An image from the bundle (a placeholder here).
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    /// A UIKit image (a placeholder here).
    public init(uiImage: UIImage) { name = "uiImage" }

    /// The image stretches to its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }
    /// How an image fills space.
    public enum ResizingMode: Sendable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }
    /// Rendering mode (ignored).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Template or original rendering.
    public enum TemplateRenderingMode: Sendable {
        /// Drawn in the foreground colour.
        case template
        /// Drawn in its own colours.
        case original
    }
    /// Symbol scale (ignored).
    public func imageScale(_ scale: Scale) -> Image { self }
    /// A symbol's scale.
    public enum Scale: Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
    /// Interpolation (ignored).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Interpolation quality.
    public enum Interpolation: Sendable {
        /// None.
        case none
        /// Low.
        case low
        /// Medium.
        case medium
        /// High.
        case high
    }

    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let square = ViewNode(key: context.path, kind: .shape(AnyShape(RoundedRectangle(cornerRadius: 4)),
                                                              ShapeStyling(fill: context.environment.foreground ?? .primary)),
                              scopes: context.environment.scopes)
        if isResizable { return [square] }
        let side = context.environment.font.size
        return [square.modified(.frame(width: side, height: side, alignment: .center), key: context.path + "/size",
                                scopes: context.environment.scopes)]
    }
}
#endif
