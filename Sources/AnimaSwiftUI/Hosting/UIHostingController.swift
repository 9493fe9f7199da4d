#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Hosts a SwiftUI view tree in an AnimaUIKit view (SwiftUI's `UIHostingController`).
///
/// The tree is first shown at the host's first layout (the next clock tick, or `view.layoutIfNeeded()`); state
/// changes apply the same way, and the animations they start begin at that moment, as on iOS. The view owns the
/// tree's state, so it keeps working when the controller itself is released.
@MainActor
open class UIHostingController<Content: View> {
    /// The root view; setting it re-renders (under the current transaction).
    public var rootView: Content {
        get { core.rootView }
        set { core.rootView = newValue }
    }

    /// The view that shows the tree: record it with `AnimaRecording(root: host.view)`.
    public var view: UIView! { hostView }

    let hostView: HostingView
    let core: HostCore<Content>

    /// Hosts `rootView` in a 390 × 844 pt view (an iPhone's screen; set `view.frame` for another size).
    public init(rootView: Content) {
        hostView = HostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        hostView.backgroundColor = .white
        core = HostCore(rootView: rootView, view: hostView)
        hostView.core = core
        hostView.host = { [weak core] in core?.graph.flush() }
    }

    /// The size the root view wants within `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize { core.sizeThatFits(size) }
}

/// The state of a hosted tree, owned by its view: the root view, the graph, the renderer.
@MainActor
final class HostCore<Content: View> {
    var rootView: Content { didSet { graph.invalidate() } }
    let graph = ViewGraph()
    let renderer = HostRenderer()
    private weak var view: HostingView?

    init(rootView: Content, view: HostingView) {
        self.rootView = rootView
        self.view = view
        graph.update = { [weak self] transaction in self?.render(transaction) }
        graph.invalidateLayout = { [weak view] in view?.setNeedsLayout() }
        graph.invalidate()
    }

    private var depthStack: StackLayout { StackLayout(axis: .depth, spacing: 0, alignment: .center) }

    func sizeThatFits(_ size: CGSize) -> CGSize {
        let root = ViewNode(key: "", kind: .stack(depthStack, resolveRoot()), scopes: [])
        return LayoutEngine.size(root, Proposal(width: size.width, height: size.height))
    }

    private func resolveRoot() -> [ViewNode] {
        ResolveContext(graph: graph, path: "", environment: ResolvedEnvironment()).resolve(rootView, at: "root")
    }

    /// Resolves, lays out (the root centred in the host's bounds) and renders under `transaction`.
    private func render(_ transaction: Transaction) {
        guard let hostView = view else { return }
        let bounds = hostView.bounds
        graph.proposedSize = bounds.size
        graph.rendering = transaction
        let nodes = resolveRoot()
        graph.rendering = nil
        let root = ViewNode(key: "", kind: .stack(depthStack, nodes), scopes: [])
        let size = LayoutEngine.size(root, Proposal(width: bounds.width, height: bounds.height))
        let rect = LayoutEngine.align(size, in: bounds.size, .center)
        let frames = LayoutEngine.stackFrames(depthStack, nodes, Proposal(width: rect.width, height: rect.height)).frames
        let items = zip(nodes, frames).flatMap { node, f in Placement.items(node, in: f.offsetBy(dx: rect.minX, dy: rect.minY)) }
        renderer.render(items, in: hostView, transaction: transaction)
        scheduleCompletions(transaction)
        graph.runAppearances()
    }

    /// Runs the transaction's completions when its animations meet their criteria.
    private func scheduleCompletions(_ transaction: Transaction) {
        for completion in transaction.completions {
            let time = completion.criteria == .removed ? renderer.latestEnd : renderer.latestLogicalEnd
            let body = completion.body
            AnimaClock.schedule(at: time) { body() }
        }
    }
}

/// The hosting view: `layoutIfNeeded()` applies pending state at once.
final class HostingView: UIView {
    var host: (() -> Void)?
    /// The hosted tree's state (strong: the view owns it).
    var core: AnyObject?
    override func layoutSubviews() {
        super.layoutSubviews()
        host?()
    }
}
#endif
