#if !canImport(Darwin)
/// A title beside an icon (SwiftUI's `Label`): the icon, 8 points, then the title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    /// A label of a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        stackNode(StackLayout(axis: .horizontal, spacing: nil, alignment: .center), TupleView((icon, title)), context)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a symbol.
    public init(_ title: String, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// A label with an image.
    public init(_ title: String, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
}

/// A horizontal line between views (SwiftUI's `Divider`): 1 point thick, as wide as offered.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(Color(white: 0.78).frame(height: 1), at: "d")
    }
}
#endif
