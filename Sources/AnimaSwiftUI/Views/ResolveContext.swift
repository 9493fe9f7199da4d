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
        if let representable = view as? any UIViewRepresentable { return child.placeholder(for: representable) }
        if let representable = view as? any UIViewControllerRepresentable { return child.placeholder(for: representable) }
        // An Animatable view is evaluated along its interpolated data (shapes redraw their paths instead).
        if !(view is any Shape), let animatable = view as? any View & Animatable { return resolveAnimatable(animatable, in: child) }
        graph.bindDynamicProperties(of: view, at: child.path)
        guard child.linkContextProperties(of: view) else { return [] }
        let body = graph.trackedBody(of: view)
        return child.resolve(body, at: "b")
    }

    /// Connects the properties of `view` that read the environment or observe objects; false, with a diagnostic,
    /// when one needs an object no ancestor provided. SwiftUI stops the program there; here the view draws nothing,
    /// so its body never reads the missing object.
    func linkContextProperties(of view: any View) -> Bool {
        for property in Mirror(reflecting: view).children {
            guard let linked = property.value as? ContextLinkedProperty else { continue }
            if let missing = linked.link(in: self, key: path + "." + (property.label ?? "?")) {
                // The mirror names a wrapper's storage (`_model`); the diagnostic names the property as written.
                let name = String((property.label ?? "").drop(while: { $0 == "_" }))
                AnimaDiagnostics.report(layer: path, keyPath: name, "no \(missing) in the environment: "
                    + "an ancestor's environmentObject(_:) or environment(_:) may be missing; the view is not drawn")
                return false
            }
        }
        return true
    }
}

/// A property wrapper connected to the environment or the graph each time its view is resolved
/// (`@Environment`, `@EnvironmentObject`, `@StateObject`, `@ObservedObject`).
@MainActor
protocol ContextLinkedProperty {
    /// Reads what the property needs from `context`; `key` is its identity. Returns the type it needed and did not
    /// find, or nil.
    func link(in context: ResolveContext, key: String) -> String?
}

/// What flows down the tree: foreground colour, font, the animation scopes, environment values and objects.
struct ResolvedEnvironment {
    var foreground: Color?
    var font = Font.body
    var scopes: [AnimationScope] = []
    var values = EnvironmentValues()
    /// `environmentObject(_:)` and `environment(_:)` objects by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The size of the nearest enclosing fixed frame: what a `GeometryReader` or `Canvas` inside is offered, since
    /// views are resolved before layout (nil: the host's size).
    var containerSize: CGSize?
}
#endif
