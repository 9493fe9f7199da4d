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
    private var children: [CALayer] = []
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
    open var speed: Float = 1
    /// Added to the layer's local time.
    open var timeOffset: CFTimeInterval = 0
    /// The layer clock's start in its superlayer's time.
    open var beginTime: CFTimeInterval = 0

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
            for c in children { c.superlayer = nil }
            children = []
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
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
        layer.enterTree()
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
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Marks the layer as entering a tree now (for implicit actions, and so a recording hides it until then).
    func enterTree() {
        treeEntry = (CACurrentMediaTime(), ChangeSequence.next())
        entryModel = modelValues
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

    /// The model layer (itself, unless this is a presentation copy).
    open func model() -> CALayer { modelLayer ?? self }

    /// A name for diagnostics.
    var displayName: String { name ?? viewIdentifier ?? "<unnamed \(type(of: self))>" }
}
#endif
