#if !canImport(Darwin)
/// A view that runs an action for every value a publisher sends, from when it first appears
/// (SwiftUI's `onReceive(_:perform:)`).
public struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let receiver = context.graph.driver(at: context.path + "#receive") { Receiver<P.Output>() }
        receiver.action = action
        if receiver.cancellable == nil {
            receiver.cancellable = publisher.sink { [weak receiver] value in receiver?.action?(value) }
        }
        return context.resolve(content, at: "r")
    }
}

/// An `onReceive`'s subscription, kept for the view's lifetime; its action is the latest view value's.
final class Receiver<Output> {
    var action: ((Output) -> Void)?
    var cancellable: AnyCancellable?
}

extension View {
    /// Runs `action` with each value `publisher` sends (a `Timer.publish` publisher ticks on the virtual clock).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> OnReceiveView<Self, P>
    where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}
#endif
