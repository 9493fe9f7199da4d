#if !canImport(Darwin)
/// A piece of user interface described by its `body` (SwiftUI's `View`).
@MainActor @preconcurrency
public protocol View {
    /// The type of the body.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { self }
}

/// A view that resolves itself into nodes instead of having a body (shapes, text, stacks, modifiers).
@MainActor
protocol PrimitiveView {
    /// The nodes this view stands for, in the environment and at the identity path.
    func resolve(in context: ResolveContext) -> [ViewNode]
}

/// A view that shows nothing.
///
/// Primitive views here have `EmptyView` bodies (Apple's have `Never` and trap when asked): the resolver never asks.
public struct EmptyView: View, PrimitiveView {
    /// Nothing.
    public init() {}
    /// Nothing.
    public var body: EmptyView { self }
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
#endif
