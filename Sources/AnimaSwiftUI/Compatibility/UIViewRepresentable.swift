#if !canImport(Darwin)
/// A UIKit view inside SwiftUI (SwiftUI's `UIViewRepresentable`), shown as an empty frame: the UIKit view is made,
/// so its setup code runs, but it is not placed in the hosted tree.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates it for new state.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// The context of the calls.
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Never asked for.
    public var body: Never { fatalError("UIViewRepresentable has no body") }
}

/// The context of a representable's calls.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues() }
    /// The transaction of the update.
    public var transaction: Transaction { Transaction() }
}

/// A UIKit view controller inside SwiftUI (SwiftUI's `UIViewControllerRepresentable`), shown as an empty frame.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The coordinator's type.
    associatedtype Coordinator = Void
    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates it for new state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
    /// The context of the calls.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Never asked for.
    public var body: Never { fatalError("UIViewControllerRepresentable has no body") }
}

/// The context of a controller representable's calls.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues { EnvironmentValues() }
}
extension ResolveContext {
    /// A representable's node: an empty frame taking what it is offered. Its UIKit view is made once per identity
    /// and updated at each resolve, so the code that sets it up runs.
    func placeholder<R: UIViewRepresentable>(for representable: R) -> [ViewNode] {
        let made = graph.driver(at: path + "#uiview") { MadeView(representable.makeUIView(context: .init(coordinator: representable.makeCoordinator()))) }
        if let view = made.view as? R.UIViewType {
            representable.updateUIView(view, context: .init(coordinator: representable.makeCoordinator()))
        }
        return [emptyFrame()]
    }

    /// A controller representable's node: an empty frame taking what it is offered.
    func placeholder<R: UIViewControllerRepresentable>(for representable: R) -> [ViewNode] {
        _ = graph.driver(at: path + "#uiviewcontroller") {
            MadeView(representable.makeUIViewController(context: .init(coordinator: representable.makeCoordinator())))
        }
        return [emptyFrame()]
    }

    private func emptyFrame() -> ViewNode {
        emptyNode(self).modified(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                                maxHeight: .infinity, alignment: .center), key: path, scopes: environment.scopes)
    }
}

/// A representable's UIKit object, kept per identity.
final class MadeView {
    let view: AnyObject
    init(_ view: AnyObject) { self.view = view }
}
#endif
