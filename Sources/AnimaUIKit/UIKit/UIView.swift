#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A view, as UIKit's: every geometric and visual property lives on its backing `layer`, and changes inside
/// animation blocks become the Core Animation objects UIKit builds.
@MainActor @preconcurrency
open class UIView {
    /// The backing layer (its delegate is this view, so it has no implicit actions outside animation blocks).
    public let layer: CALayer
    /// The identifier a recording uses as the layer id when the layer has no name.
    open var accessibilityIdentifier: String? {
        didSet { layer.viewIdentifier = accessibilityIdentifier }
    }
    /// An integer tag.
    open var tag = 0
    /// Whether touches reach the view (no effect headless).
    open var isUserInteractionEnabled = true
    /// How the layer's contents are placed: sets the layer's `contentsGravity`.
    open var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = CALayerContentsGravity(contentMode.gravity) }
    }
    /// The superview.
    public private(set) weak var superview: UIView?
    /// The subviews, bottom to top.
    public private(set) var subviews: [UIView] = []
    /// The gesture recognizers attached to the view (none is ever recognised headless).
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Whether UIKit turns the view's autoresizing mask into constraints (kept only: nothing is solved headless).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed in this view.
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// The view's margins (UIKit's default, 8 points on each side).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The class of the backing layer; override to back a view with a shape or gradient layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        layer.view = self
        self.frame = frame
    }

    /// Creates a view from an archive; headless there are no nibs or storyboards, so nothing is decoded and the
    /// view starts with a zero frame (required, as UIKit's is, so subclasses' `required init?(coder:)` compile).
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        layer.view = self
    }

    /// A new layer of `layerClass`.
    private static func makeLayer() -> CALayer { ((layerClass as? CALayer.Type) ?? CALayer.self).init() }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    // MARK: Geometry and appearance

    /// The frame in the superview (position and bounds of the layer).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let resized = newValue.size != layer.bounds.size
            layer.frame = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let resized = newValue.size != layer.bounds.size
            layer.bounds = newValue
            if resized { setNeedsLayout() }
        }
    }

    /// The centre in the superview (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform (the layer's transform).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity (the layer's).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The background colour.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view promises to be fully opaque (a drawing hint: it draws the same either way).
    open var isOpaque = true

    /// Whether assistive technologies see the view (kept only: there are none headless).
    open var isAccessibilityElement = false
    /// The accessibility label (kept only).
    open var accessibilityLabel: String?
    /// The accessibility hint (kept only).
    open var accessibilityHint: String?
    /// The accessibility value (kept only).
    open var accessibilityValue: String?

    /// The tint colour (stored only).
    open var tintColor: UIColor! = .systemBlue

    /// A new view showing this one as it is on screen now: a copy of its layer tree's presented values, untransformed,
    /// centred where the view is (headless nothing is pending, so `afterScreenUpdates` changes nothing).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = snapshot(of: CGRect(origin: .zero, size: bounds.size))
        snapshot.center = center
        return snapshot
    }

    /// A new view the size of `rect` showing that part of this view as it is on screen now (at the origin). The
    /// cap insets are kept out of it: the copy does not stretch when the snapshot is resized.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        snapshot(of: rect)
    }

    /// A view the size of `rect` that clips a copy of this view's layer tree, placed so `rect`'s origin is its own.
    private func snapshot(of rect: CGRect) -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.clipsToBounds = true
        let copy = layer.snapshotCopy()
        copy.modelValues.transform = .identity
        let anchor = copy.modelValues.anchorPoint
        copy.modelValues.position = Point(anchor.x * Double(bounds.width) - Double(rect.minX),
                                          anchor.y * Double(bounds.height) - Double(rect.minY))
        snapshot.layer.addSublayer(copy)
        return snapshot
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            AnimaDiagnostics.report(layer: layer.displayName, "a view cannot be its own subview; ignored")
            return
        }
        view.removeFromSuperview()
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(i))
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.windowChanged() }
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: siblingIndex(siblingSubview, of: view) ?? subviews.count)
    }

    /// Inserts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: siblingIndex(siblingSubview, of: view).map { $0 + 1 } ?? subviews.count)
    }

    /// Where `sibling` will sit among the subviews once `moving` has left them.
    private func siblingIndex(_ sibling: UIView, of moving: UIView) -> Int? {
        subviews.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    /// Moves a subview to the bottom.
    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    /// Brings a subview to the top.
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        addSubview(view)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        if oldWindow != nil { windowChanged() }
        parent.setNeedsLayout()
    }

    /// The window the view is in (itself for a window), nil when it is in none.
    open var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Called before the view moves to `newSuperview` (nil when removed); does nothing unless overridden.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed); does nothing unless overridden.
    open func didMoveToSuperview() {}

    /// Called after the view entered or left a window (for it and every subview); does nothing unless overridden.
    open func didMoveToWindow() {}

    /// `point` in `view`'s coordinates (the root view's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }

    /// `point` in this view's coordinates, in `view`'s (the root view's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }

    /// `rect` in `view`'s coordinates (the root view's when nil), in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    /// `rect` in this view's coordinates, in `view`'s (the root view's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive subview containing `point` (this view's coordinates), topmost first, as
    /// UIKit searches: nil when the view is hidden, not interactive, nearly transparent or the point is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Attaches `gestureRecognizer` to the view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Called when fingers touch down in the view; none do headless, so only code calls it (does nothing here).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when fingers move in the view (headless only code calls it; does nothing here).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when fingers lift from the view (headless only code calls it; does nothing here).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called when the system cancels touches (headless only code calls it; does nothing here).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Called after loading from a nib or storyboard, which never happens headless; does nothing unless overridden.
    open func awakeFromNib() {}

    /// Tells the view and its subtree that their window changed.
    private func windowChanged() {
        didMoveToWindow()
        for v in subviews { v.windowChanged() }
    }

    /// Whether `layoutSubviews()` is due at the next layout pass.
    private var needsLayout = true

    /// Lays out now if a layout is due: `layoutSubviews()`, then the subviews' own.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    /// Marks the layout due: UIKit's next layout pass (here, a window's before the clock next advances, or
    /// `layoutIfNeeded()`) calls `layoutSubviews()`.
    open func setNeedsLayout() { needsLayout = true }

    /// UIKit's "no intrinsic size" value for a dimension (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the content wants; a plain view has none in either dimension, as UIKit's.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells Auto Layout the intrinsic size changed (kept only: nothing is solved headless).
    open func invalidateIntrinsicContentSize() {}

    /// The size that best fits `size`; UIKit's default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Override to lay out subviews; the default does nothing (there is no Auto Layout headless).
    open func layoutSubviews() {}

    /// The view's content modes.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to the bounds.
        case scaleToFill
        /// Scales the content to fit the bounds, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill the bounds, keeping its aspect ratio and cropping the rest.
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centres the content at its size.
        case center
        /// Centres the content along the top edge.
        case top
        /// Centres the content along the bottom edge.
        case bottom
        /// Centres the content along the left edge.
        case left
        /// Centres the content along the right edge.
        case right
        /// Puts the content in the top-left corner.
        case topLeft
        /// Puts the content in the top-right corner.
        case topRight
        /// Puts the content in the bottom-left corner.
        case bottomLeft
        /// Puts the content in the bottom-right corner.
        case bottomRight

        /// The layer gravity that shows what the mode's name says: vertical names swap, because gravity's
        /// vertical names follow an upward y axis while a view's content is laid out downwards.
        var gravity: ContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }
}
#endif
