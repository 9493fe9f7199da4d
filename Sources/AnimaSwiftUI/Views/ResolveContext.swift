#if !canImport(Darwin)
/// Where a view is being resolved: its identity path, the environment and the graph that keeps its state.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    var path: String
    var environment: ResolvedEnvironment

    /// The nodes of `view`, a child of this context at `component`.
    func resolve(_ view: any View, at component: String) -> [ViewNode] {
        var child = self
        child.path = path + "/" + component
        if let primitive = view as? PrimitiveView { return primitive.resolve(in: child) }
        // An Animatable view is evaluated along its interpolated data (shapes redraw their paths instead).
        if !(view is any Shape), let animatable = view as? any View & Animatable { return resolveAnimatable(animatable, in: child) }
        graph.bindDynamicProperties(of: view, at: child.path)
        let body = graph.trackedBody(of: view)
        return child.resolve(body, at: "b")
    }
}

/// What flows down the tree: foreground colour, font, the animation scopes.
struct ResolvedEnvironment {
    var foreground: Color?
    var font = Font.body
    var scopes: [AnimationScope] = []
}
#endif
