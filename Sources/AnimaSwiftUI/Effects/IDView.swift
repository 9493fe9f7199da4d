#if !canImport(Darwin)
/// A view given an explicit identity (SwiftUI's `id(_:)`): a new id is a new view, so the old one is removed and
/// the new one inserted (with their transitions) instead of the one view changing.
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "id=\(id)") }
}

extension View {
    /// Gives the view the identity `id`.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> { IDView(content: self, id: id) }
}
#endif
