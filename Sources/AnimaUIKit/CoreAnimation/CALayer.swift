#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A layer of the tree, as QuartzCore's: model properties, sublayers, keyed animations, a clock and actions.
///
/// Not main-actor isolated, as QuartzCore's is not: library code touches layers from plain classes. Shared state
/// (the clock, the change counter, diagnostics, transactions) is guarded; the view a layer backs is reached through
/// `MainThread`, on the main thread only, as UIKit requires.
open class CALayer {
    /// The name; a recording uses it as the layer's id.
    open var name: String?
    /// The model values.
    var modelValues = LayerProperties()
    /// The view this layer backs (its delegate in UIKit), which decides its actions.
    weak var view: UIView?
    /// The backing view's accessibility identifier, kept here so diagnostics on any thread can name the layer.
    var viewIdentifier: String?
    /// The superlayer.
    public private(set) weak var superlayer: CALayer?
    /// The superlayer it last left, whose clock a recording still reads for the time it was there.
    weak var formerSuperlayer: CALayer?
    private var children: [CALayer] = []
    /// The sublayers taken out, with where and when (a reorder within the same instant is not one).
    var departures: [Departure] = []
    /// Every change of a model value, in order.
    var changes: [ModelChange] = []
    /// Every change of a property that does not animate, in order.
    var unanimatedChanges: [UnanimatedChange] = []
    /// Every animation ever added, in order; attached ones have no removal time.
    var attachments: [AttachedAnimation] = []
    /// When the layer entered a tree (global time, sequence), for implicit actions and recordings.
    var treeEntry: (time: Double, sequence: Int)?
    /// The model values when the layer last entered a tree (the start of a layer added during a recording).
    var entryModel: LayerProperties?
    /// For a presentation copy, the model layer.
    private(set) weak var modelLayer: CALayer?
    /// The mask layer (see `mask`).
    var maskLayer: CALayer?
    /// For a mask, the layer it masks.
    weak var maskOwner: CALayer?
    /// Arbitrary key-value storage, as CALayer accepts any key.
    var extraValues: [String: Any] = [:]

    /// The layer clock's rate relative to its superlayer's.
    open var speed: Float = 1 { didSet { clockDidChange() } }
    /// Added to the layer's local time.
    open var timeOffset: CFTimeInterval = 0 { didSet { clockDidChange() } }
    /// The layer clock's start in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 { didSet { clockDidChange() } }
    /// The rest of CAMediaTiming and the clock's history (CALayer+Time.swift).
    var clock = LayerClock()

    /// How rounded corners are drawn; stored only (continuous corners are drawn as circular ones).
    open var cornerCurve: CALayerCornerCurve = .circular

    /// What the layer draws.
    class var layerKind: LayerKind { .layer }

    /// Creates a layer with QuartzCore's defaults.
    public required init() {}

    /// Creates a layer with another layer's model values (what presentation layers are made with).
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        name = other.name
        modelValues = other.modelValues
    }

    // MARK: Tree

    /// The sublayers, bottom to top; nil when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for c in children { c.removeFromSuperlayer() }
            for c in newValue ?? [] { addSublayer(c) }
        }
    }

    /// Adds `layer` on top of the sublayers (removing it from its current superlayer).
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` at `idx` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else {
            AnimaDiagnostics.report(layer: displayName, "a layer cannot be its own sublayer; ignored")
            return
        }
        layer.removeFromSuperlayer()
        // Taken out and put back in the same instant (UIKit's insertSubview does that to reorder): neither a
        // departure nor a new entry.
        let now = CACurrentMediaTime()
        let reorder = departures.lastIndex { $0.layer === layer && $0.time == now }
        if let reorder { departures.remove(at: reorder) }
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
        if reorder == nil { layer.enterTree() }
    }

    /// Inserts `layer` just below `sibling`.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just above `sibling`.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Replaces `oldLayer` with `newLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer, let i = parent.children.firstIndex(where: { $0 === self }) else { return }
        parent.children.remove(at: i)
        superlayer = nil
        formerSuperlayer = parent
        parent.departures.append(Departure(layer: self, index: i, time: CACurrentMediaTime(), sequence: ChangeSequence.next(),
                                           entry: treeEntry, entryModel: entryModel))
    }

    /// Marks the layer as entering a tree now (for implicit actions, and so a recording hides it until then).
    func enterTree() {
        treeEntry = (CACurrentMediaTime(), ChangeSequence.next())
        entryModel = modelValues
    }

    // MARK: Properties (in the class body so that subclasses can override them, as on iOS)

    /// The anchor point's position in the superlayer.
    open var position: CGPoint {
        get { modelValues.position.cg }
        set { setModel(.position, .point(Point(cg: newValue))) }
    }

    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { modelValues.bounds.cg }
        set { setModel(.bounds, .rect(Rect(cg: newValue))) }
    }

    /// The frame in the superlayer (from position, bounds and anchor point; the transform is ignored).
    open var frame: CGRect {
        get { modelValues.frame.cg }
        set {
            let f = Rect(cg: newValue)
            setModel(.bounds, .rect(Rect(origin: modelValues.bounds.origin, size: f.size)))
            setModel(.position, .point(Point(f.minX + modelValues.anchorPoint.x * f.width, f.minY + modelValues.anchorPoint.y * f.height)))
        }
    }

    /// The pivot in unit coordinates.
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint.cg }
        set { setModel(.anchorPoint, .point(Point(cg: newValue))) }
    }

    /// Sibling order.
    open var zPosition: CGFloat {
        get { CGFloat(modelValues.zPosition) }
        set { setModel(.zPosition, .number(Double(newValue))) }
    }

    /// The transform about the anchor point.
    open var transform: CATransform3D {
        get { modelValues.transform.ca }
        set { setModel(.transform, .transform(Transform3D(ca: newValue))) }
    }

    /// The opacity.
    open var opacity: Float {
        get { Float(modelValues.opacity) }
        set { setModel(.opacity, .number(Double(newValue))) }
    }

    /// Whether the layer is hidden.
    open var isHidden: Bool {
        get { modelValues.isHidden }
        set { setModel(.isHidden, .bool(newValue)) }
    }

    /// The background colour; nil is clear.
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor == .clear ? nil : CGColor(modelValues.backgroundColor) }
        set { setModel(.backgroundColor, .color(newValue?.color ?? .clear)) }
    }

    /// The corner radius.
    open var cornerRadius: CGFloat {
        get { CGFloat(modelValues.cornerRadius) }
        set { setModel(.cornerRadius, .number(Double(newValue))) }
    }

    /// The border width.
    open var borderWidth: CGFloat {
        get { CGFloat(modelValues.borderWidth) }
        set { setModel(.borderWidth, .number(Double(newValue))) }
    }

    /// The border colour (black by default).
    open var borderColor: CGColor? {
        get { CGColor(modelValues.borderColor) }
        set { setModel(.borderColor, .color(newValue?.color ?? .clear)) }
    }

    /// The shadow colour (black by default).
    open var shadowColor: CGColor? {
        get { CGColor(modelValues.shadowColor) }
        set { setModel(.shadowColor, .color(newValue?.color ?? .clear)) }
    }

    /// The shadow opacity (0 by default: no shadow).
    open var shadowOpacity: Float {
        get { Float(modelValues.shadowOpacity) }
        set { setModel(.shadowOpacity, .number(Double(newValue))) }
    }

    /// The shadow offset ((0, −3) by default).
    open var shadowOffset: CGSize {
        get { modelValues.shadowOffset.cg }
        set { setModel(.shadowOffset, .size(Size(cg: newValue))) }
    }

    /// The shadow blur radius.
    open var shadowRadius: CGFloat {
        get { CGFloat(modelValues.shadowRadius) }
        set { setModel(.shadowRadius, .number(Double(newValue))) }
    }

    /// The shadow's shape, kept only: the shadow is drawn from the layer's own shape, so setting one is reported.
    open var shadowPath: CGPath? {
        didSet {
            guard shadowPath != nil else { return }
            AnimaDiagnostics.report(layer: displayName, keyPath: "shadowPath",
                                    "shadowPath is kept, but the shadow follows the layer's own shape")
        }
    }

    /// Whether Core Animation caches the layer as a bitmap (a performance hint: it draws the same either way).
    open var shouldRasterize = false

    /// The scale a rasterized layer is cached at (kept only, as `shouldRasterize`).
    open var rasterizationScale: CGFloat = 1

    /// Whether sublayers are clipped to the bounds (not animatable; a recording switches at the instant it changed).
    open var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { setUnanimated { $0.masksToBounds = newValue } }
    }

    /// The corners `cornerRadius` rounds (all four by default; not animatable).
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(modelValues.maskedCorners.rawValue)) }
        set { setUnanimated { $0.maskedCorners = CornerMask(rawValue: Int(newValue.rawValue & 15)) } }
    }

    /// How the contents are sampled when drawn smaller than their pixels (not animatable).
    open var minificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.minificationFilter.rawValue) }
        set { setUnanimated { $0.minificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear } }
    }

    /// How the contents are sampled when drawn larger than their pixels (not animatable).
    open var magnificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.magnificationFilter.rawValue) }
        set { setUnanimated { $0.magnificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear } }
    }

    /// The transform applied to the sublayers about the anchor point (`m34` gives them perspective).
    open var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform.ca }
        set { setModel(.sublayerTransform, .transform(Transform3D(ca: newValue))) }
    }

    /// Whether the back of the layer is drawn when it turns away from the viewer.
    open var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set { setModel(.isDoubleSided, .bool(newValue)) }
    }

    /// A layer whose alpha masks this layer and its sublayers, in this layer's coordinates; it has no superlayer.
    ///
    /// A layer that is this layer or one of its ancestors cannot be its mask (Core Animation would loop): reported
    /// and ignored.
    open var mask: CALayer? {
        get { maskLayer }
        set {
            if let newValue, sequence(first: self, next: { $0.timeParent }).contains(where: { $0 === newValue }) {
                AnimaDiagnostics.report(layer: displayName, keyPath: "mask", "a layer cannot be masked by itself or an ancestor; ignored")
                return
            }
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner?.maskLayer = nil
            maskLayer?.maskOwner = nil
            maskLayer = newValue
            newValue?.maskOwner = self
            newValue?.enterTree()
        }
    }

    /// The image the layer shows: a `CGImage` (other types are reported and ignored). Not animated: a recording
    /// switches images at the instant they changed.
    open var contents: Any? {
        get { extraValues["contents"] }
        set {
            switch newValue {
            case nil: setUnanimated { $0.contents = nil }
            case let image as CGImage: setUnanimated { $0.contents = image.contents }
            default:
                AnimaDiagnostics.report(layer: displayName, keyPath: "contents",
                                        "contents must be a CGImage, not a \(AnyValue.typeName(newValue)); ignored")
                return
            }
            extraValues["contents"] = newValue
        }
    }

    /// How the contents are placed in the bounds (not animatable).
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(modelValues.contentsGravity) }
        set {
            guard let gravity = ContentsGravity(rawValue: newValue.rawValue) else {
                AnimaDiagnostics.report(layer: displayName, keyPath: "contentsGravity", "unknown gravity '\(newValue.rawValue)'; ignored")
                return
            }
            setUnanimated { $0.contentsGravity = gravity }
        }
    }

    /// The part of the contents image shown, in unit coordinates of the image.
    open var contentsRect: CGRect {
        get { modelValues.contentsRect.cg }
        set { setModel(.contentsRect, .rect(Rect(cg: newValue))) }
    }

    /// The stretchable middle of the contents image (nine-slice), in unit coordinates of the image.
    open var contentsCenter: CGRect {
        get { modelValues.contentsCenter.cg }
        set { setModel(.contentsCenter, .rect(Rect(cg: newValue))) }
    }

    /// Image pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { CGFloat(modelValues.contentsScale) }
        set { setModel(.contentsScale, .number(Double(newValue))) }
    }

    // MARK: Presentation

    /// A copy showing what is on screen now: the model values with the attached animations applied.
    ///
    /// Returns `CALayer?` rather than `Self?` so that subclasses need no required initialiser.
    open func presentation() -> CALayer? {
        let copy = type(of: self).init()
        copy.name = name
        copy.modelValues = presentedProperties()
        copy.maskLayer = maskLayer?.presentation()
        copy.extraValues = extraValues
        copy.modelLayer = self
        return copy
    }

    /// An independent copy of the layer tree as it is on screen now (what a view snapshot shows).
    func snapshotCopy() -> CALayer {
        let copy = presentation() ?? CALayer()
        copy.modelLayer = nil
        copy.maskLayer = maskLayer?.snapshotCopy()
        for sublayer in sublayers ?? [] { copy.addSublayer(sublayer.snapshotCopy()) }
        return copy
    }

    /// The model layer (itself, unless this is a presentation copy).
    open func model() -> CALayer { modelLayer ?? self }

    /// A name for diagnostics.
    var displayName: String { name ?? viewIdentifier ?? "<unnamed \(type(of: self))>" }
}
#endif
