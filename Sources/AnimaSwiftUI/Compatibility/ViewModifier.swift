#if !canImport(Darwin)
/// A reusable modifier of views (SwiftUI's `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The view this modifier makes of `content`.
    @ViewBuilder func body(content: Content) -> Body
    /// The content a modifier receives.
    typealias Content = _ViewModifier_Content<Self>
}

/// The content a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view, at: "content") }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        if let animatable = modifier as? any ViewModifier & Animatable {
            return resolveAnimatable(animatable, content: content, in: context)
        }
        return context.resolve(modifier.body(content: _ViewModifier_Content(view: content)), at: "vm")
    }
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
#endif
