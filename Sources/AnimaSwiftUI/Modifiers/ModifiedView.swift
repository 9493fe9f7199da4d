#if !canImport(Darwin)
/// A view with one node-level modifier applied to each of its nodes.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: @MainActor (ResolveContext) -> NodeModifier
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let made = modifier(context)
        var inner = context
        if case .frame(let width?, let height?, _) = made { inner.environment.containerSize = CGSize(width: width, height: height) }
        let nodes = inner.resolve(content, at: "m")
        return nodes.enumerated().map { i, node in
            node.modified(made, key: context.path + (nodes.count > 1 ? "@\(i)" : ""), scopes: context.environment.scopes)
        }
    }
}

/// A view whose environment is changed for its content.
public struct EnvironmentView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: @MainActor (inout ResolvedEnvironment, String) -> Void
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        var inner = context
        change(&inner.environment, context.path)
        return inner.resolve(content, at: "e")
    }
}

/// A view with an action run when it first appears.
public struct AppearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: (@MainActor () -> Void)?
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        if let action { context.graph.noteAppearance(at: context.path, action) }
        return context.resolve(content, at: "a")
    }
}
#endif
