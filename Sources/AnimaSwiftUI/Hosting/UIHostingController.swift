#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Hosts a SwiftUI view tree in an AnimaUIKit view (SwiftUI's `UIHostingController`).
///
/// The tree is first shown at the host's first layout (the next clock tick, or `view.layoutIfNeeded()`); state
/// changes apply the same way, and the animations they start begin at that moment, as on iOS.
@MainActor
open class UIHostingController<Content: View> {
    /// The root view; setting it re-renders without animation.
    public var rootView: Content {
        didSet { graph.invalidate() }
    }

    /// The view that shows the tree: record it with `AnimaRecording(root: host.view)`.
    public var view: UIView! { hostView }

    let hostView: HostingView
    let graph = ViewGraph()
    let renderer = HostRenderer()

    /// Hosts `rootView` in a 390 × 844 pt view (an iPhone's screen; set `view.frame` for another size).
    public init(rootView: Content) {
        self.rootView = rootView
        hostView = HostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        hostView.backgroundColor = .white
        hostView.host = { [weak self] in self?.graph.flush() }
        graph.update = { [weak self] transaction in self?.render(transaction) }
        graph.invalidate()
    }

    /// The size the root view wants within `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        let nodes = resolveRoot()
        let root = ViewNode(key: "", kind: .stack(StackLayout(axis: .depth, spacing: 0, alignment: .center), nodes), scopes: [])
        return LayoutEngine.size(root, Proposal(width: size.width, height: size.height))
    }

    private func resolveRoot() -> [ViewNode] {
        ResolveContext(graph: graph, path: "", environment: ResolvedEnvironment()).resolve(rootView, at: "root")
    }

    /// Resolves, lays out (the root centred in the host's bounds) and renders under `transaction`.
    private func render(_ transaction: Transaction) {
        let bounds = hostView.bounds
        graph.proposedSize = bounds.size
        let nodes = resolveRoot()
        let root = ViewNode(key: "", kind: .stack(StackLayout(axis: .depth, spacing: 0, alignment: .center), nodes), scopes: [])
        let size = LayoutEngine.size(root, Proposal(width: bounds.width, height: bounds.height))
        let rect = LayoutEngine.align(size, in: bounds.size, .center)
        let items = nodes.isEmpty ? [] : LayoutEngine.stackFrames(StackLayout(axis: .depth, spacing: 0, alignment: .center),
                                                                  nodes, Proposal(width: rect.width, height: rect.height))
            .frames.enumerated().flatMap { i, f in Placement.items(nodes[i], in: f.offsetBy(dx: rect.minX, dy: rect.minY)) }
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
    override func layoutSubviews() {
        super.layoutSubviews()
        host?()
    }
}
#endif
