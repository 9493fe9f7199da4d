import AnimaCore

/// A skeleton layout: the canvas, the view to skeletonise, optionally repeated as a list, the
/// layout's configuration (the container level of the cascade), adjustments (the element level) and a reveal.
public struct SkeletonLayout: Sendable, Hashable {
    /// The drawing surface.
    public var canvas: Scene.Canvas
    /// The view, or the cell of a list.
    public var root: ViewNode
    /// Repeats `root` as a list.
    public var list: SkeletonList?
    /// The layout's level of the cascade, over the global configuration.
    public var settings: [SkeletonSetting]
    /// Per-element changes, applied in order.
    public var adjustments: [Adjustment]
    /// When data arrives; nil animates the loading state for ever.
    public var reveal: SkeletonReveal?
    /// Scene time at which every style's cycle has phase 0.
    public var clockOrigin: Double
    /// The file's top-level `comment`: what the layout shows, for people reading it.
    public var comment: String?

    /// Creates a layout.
    public init(canvas: Scene.Canvas, root: ViewNode, list: SkeletonList? = nil, settings: [SkeletonSetting] = [],
                adjustments: [Adjustment] = [], reveal: SkeletonReveal? = nil, clockOrigin: Double = 0) {
        self.canvas = canvas; self.root = root; self.list = list; self.settings = settings
        self.adjustments = adjustments; self.reveal = reveal; self.clockOrigin = clockOrigin
    }

    /// The layout's configuration: `global` with the layout's settings applied.
    public func configuration(global: SkeletonConfiguration = .standard) -> SkeletonConfiguration {
        global.applying(settings)
    }

    /// The same layout seen in a mirror and read right to left: every frame flipped within its parent, labels'
    /// explicit left/right swapped, and the layout direction set to right-to-left. Layout files are snapshots of an
    /// LTR layout; this is what Auto Layout's leading/trailing constraints would give under RTL. The adjustments are
    /// applied before the flip (a narrowed label keeps its leading edge, which is the right one under RTL); when they
    /// have problems they are left in place for `scene()` to report.
    public func mirroredForRightToLeft() -> SkeletonLayout {
        let applier = AdjustmentApplier(layout: self)
        var copy = applier.issues().isEmpty ? applier.applied() : self
        copy.root = Mirroring.mirror(copy.root, in: canvas.width)
        if var list = copy.list {
            list.sections = list.sections.map { section in
                var s = section
                s.header = s.header.map { Mirroring.mirror($0, in: canvas.width) }
                s.footer = s.footer.map { Mirroring.mirror($0, in: canvas.width) }
                s.cell = s.cell.map { Mirroring.mirror($0, in: canvas.width) }
                return s
            }
            copy.list = list
        }
        copy.settings.append(.layoutDirection(.rightToLeft))
        return copy
    }
}
