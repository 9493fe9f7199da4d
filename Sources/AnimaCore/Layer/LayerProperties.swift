/// Every property of a layer that Anima models, with Core Animation's defaults; both the model and the presentation.
///
/// The properties most layers animate or change (geometry, opacity, background, corners) are stored inline; the
/// rest (border, shadow, shape, gradient, replicator, contents, text, sublayer transform) sit in one shared,
/// copy-on-write `RareLayerProperties`, which layers that leave them at their defaults all share. So a
/// presentation's per-layer record is ~270 bytes instead of ~1.2 KB, and sampling a frame streams that much less.
public struct LayerProperties: Sendable, Hashable {
    /// The anchor point's location in the superlayer's coordinates.
    public var position = Point.zero
    /// Multiplies the whole layer and its sublayers as a group.
    public var opacity = 1.0
    /// Sibling drawing order: higher draws later.
    public var zPosition = 0.0
    /// Applied about the anchor point.
    public var transform = Transform3D.identity
    /// The layer's own coordinate space; its size is the layer's size.
    public var bounds = Rect.zero
    /// The pivot in unit coordinates of the bounds ((0.5, 0.5) is the centre).
    public var anchorPoint = Point(0.5, 0.5)
    /// The anchor point's z: the transform turns about it, and the layer sits this far behind `zPosition`.
    public var anchorPointZ = 0.0
    /// Fills the bounds (with rounded corners); clear draws nothing.
    public var backgroundColor = Color.clear
    /// The radius of the rounded corners of background, border and clip.
    public var cornerRadius = 0.0
    /// Hides the layer and its sublayers.
    public var isHidden = false
    /// Whether the back of the layer is drawn when a 3D transform turns it away from the viewer.
    public var isDoubleSided = true
    /// Clips sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners = CornerMask.all
    /// Everything else, shared until written (see the type's documentation).
    var rare = RareLayerProperties.Storage.defaults

    /// Applied to the sublayers about this layer's anchor point (perspective for the sublayers, usually m34 = −1/d).
    public var sublayerTransform: Transform3D {
        get { rare.box.header.sublayerTransform }
        set { rare.writable().header.sublayerTransform = newValue }
    }
    /// Width of the border drawn inside the bounds.
    public var borderWidth: Double {
        get { rare.box.header.borderWidth }
        set { rare.writable().header.borderWidth = newValue }
    }
    /// Colour of the border.
    public var borderColor: Color {
        get { rare.box.header.borderColor }
        set { rare.writable().header.borderColor = newValue }
    }
    /// Colour of the shadow.
    public var shadowColor: Color {
        get { rare.box.header.shadowColor }
        set { rare.writable().header.shadowColor = newValue }
    }
    /// Opacity of the shadow; 0 means no shadow.
    public var shadowOpacity: Double {
        get { rare.box.header.shadowOpacity }
        set { rare.writable().header.shadowOpacity = newValue }
    }
    /// Offset of the shadow; Core Animation's default is (0, −3).
    public var shadowOffset: Size {
        get { rare.box.header.shadowOffset }
        set { rare.writable().header.shadowOffset = newValue }
    }
    /// Blur radius of the shadow.
    public var shadowRadius: Double {
        get { rare.box.header.shadowRadius }
        set { rare.writable().header.shadowRadius = newValue }
    }
    /// The shape, in the layer's coordinates.
    public var path: Path? {
        get { rare.box.header.path }
        set { rare.writable().header.path = newValue }
    }
    /// Fill colour; clear draws no fill.
    public var fillColor: Color {
        get { rare.box.header.fillColor }
        set { rare.writable().header.fillColor = newValue }
    }
    /// Stroke colour; clear draws no stroke.
    public var strokeColor: Color {
        get { rare.box.header.strokeColor }
        set { rare.writable().header.strokeColor = newValue }
    }
    /// Stroke width.
    public var lineWidth: Double {
        get { rare.box.header.lineWidth }
        set { rare.writable().header.lineWidth = newValue }
    }
    /// Stroke caps.
    public var lineCap: LineCap {
        get { rare.box.header.lineCap }
        set { rare.writable().header.lineCap = newValue }
    }
    /// Stroke joins.
    public var lineJoin: LineJoin {
        get { rare.box.header.lineJoin }
        set { rare.writable().header.lineJoin = newValue }
    }
    /// Limit of the miter length relative to the line width.
    public var miterLimit: Double {
        get { rare.box.header.miterLimit }
        set { rare.writable().header.miterLimit = newValue }
    }
    /// Dash lengths, alternating on and off; empty means solid.
    public var lineDashPattern: [Double] {
        get { rare.box.header.lineDashPattern }
        set { rare.writable().header.lineDashPattern = newValue }
    }
    /// Offset into the dash pattern.
    public var lineDashPhase: Double {
        get { rare.box.header.lineDashPhase }
        set { rare.writable().header.lineDashPhase = newValue }
    }
    /// Start of the stroked part as a fraction of the path's length.
    public var strokeStart: Double {
        get { rare.box.header.strokeStart }
        set { rare.writable().header.strokeStart = newValue }
    }
    /// End of the stroked part as a fraction of the path's length.
    public var strokeEnd: Double {
        get { rare.box.header.strokeEnd }
        set { rare.writable().header.strokeEnd = newValue }
    }
    /// The fill rule.
    public var fillRule: FillRule {
        get { rare.box.header.fillRule }
        set { rare.writable().header.fillRule = newValue }
    }
    /// The gradient's colours.
    public var colors: [Color] {
        get { rare.box.header.colors }
        set { rare.writable().header.colors = newValue }
    }
    /// Stop locations in 0…1, one per colour; empty means evenly spaced.
    public var locations: [Double] {
        get { rare.box.header.locations }
        set { rare.writable().header.locations = newValue }
    }
    /// Start of the gradient axis in unit coordinates of the bounds.
    public var startPoint: Point {
        get { rare.box.header.startPoint }
        set { rare.writable().header.startPoint = newValue }
    }
    /// End of the gradient axis in unit coordinates of the bounds.
    public var endPoint: Point {
        get { rare.box.header.endPoint }
        set { rare.writable().header.endPoint = newValue }
    }
    /// Axial or radial.
    public var gradientType: GradientType {
        get { rare.box.header.gradientType }
        set { rare.writable().header.gradientType = newValue }
    }
    /// How many times the sublayers are drawn (instance 0 is the sublayers themselves).
    public var instanceCount: Int {
        get { rare.box.header.instanceCount }
        set { rare.writable().header.instanceCount = newValue }
    }
    /// Seconds by which instance i's sublayers run later than instance i − 1's.
    public var instanceDelay: Double {
        get { rare.box.header.instanceDelay }
        set { rare.writable().header.instanceDelay = newValue }
    }
    /// Applied (about the replicator's centre) once more for each instance.
    public var instanceTransform: Transform3D {
        get { rare.box.header.instanceTransform }
        set { rare.writable().header.instanceTransform = newValue }
    }
    /// Multiplies the colours of instance 0.
    public var instanceColor: Color {
        get { rare.box.header.instanceColor }
        set { rare.writable().header.instanceColor = newValue }
    }
    /// Added to the instance colour's red once per instance (results clamped to 0…1).
    public var instanceRedOffset: Double {
        get { rare.box.header.instanceRedOffset }
        set { rare.writable().header.instanceRedOffset = newValue }
    }
    /// Added to the instance colour's green once per instance.
    public var instanceGreenOffset: Double {
        get { rare.box.header.instanceGreenOffset }
        set { rare.writable().header.instanceGreenOffset = newValue }
    }
    /// Added to the instance colour's blue once per instance.
    public var instanceBlueOffset: Double {
        get { rare.box.header.instanceBlueOffset }
        set { rare.writable().header.instanceBlueOffset = newValue }
    }
    /// Added to the instance colour's alpha once per instance.
    public var instanceAlphaOffset: Double {
        get { rare.box.header.instanceAlphaOffset }
        set { rare.writable().header.instanceAlphaOffset = newValue }
    }
    /// The image drawn in the bounds, as encoded data; nil draws nothing.
    public var contents: ImageContents? {
        get { rare.box.header.contents }
        set { rare.writable().header.contents = newValue }
    }
    /// How the image is placed in the bounds.
    public var contentsGravity: ContentsGravity {
        get { rare.box.header.contentsGravity }
        set { rare.writable().header.contentsGravity = newValue }
    }
    /// The part of the image shown, in unit coordinates of the image.
    public var contentsRect: Rect {
        get { rare.box.header.contentsRect }
        set { rare.writable().header.contentsRect = newValue }
    }
    /// The stretchable centre of a nine-slice image, in unit coordinates of the image; the edges keep their size.
    public var contentsCenter: Rect {
        get { rare.box.header.contentsCenter }
        set { rare.writable().header.contentsCenter = newValue }
    }
    /// Image pixels per point: a 2× image of 80 px is 40 points at natural size.
    public var contentsScale: Double {
        get { rare.box.header.contentsScale }
        set { rare.writable().header.contentsScale = newValue }
    }
    /// Sampling when the image is drawn smaller than its pixels.
    public var minificationFilter: ContentsFilter {
        get { rare.box.header.minificationFilter }
        set { rare.writable().header.minificationFilter = newValue }
    }
    /// Sampling when the image is drawn larger than its pixels.
    public var magnificationFilter: ContentsFilter {
        get { rare.box.header.magnificationFilter }
        set { rare.writable().header.magnificationFilter = newValue }
    }
    /// A text layer's text.
    public var string: String {
        get { rare.box.header.string }
        set { rare.writable().header.string = newValue }
    }
    /// A text layer's font (family, full or PostScript name); nil is the default font.
    public var fontName: String? {
        get { rare.box.header.fontName }
        set { rare.writable().header.fontName = newValue }
    }
    /// A text layer's font size in points (CATextLayer's default is 36).
    public var fontSize: Double {
        get { rare.box.header.fontSize }
        set { rare.writable().header.fontSize = newValue }
    }
    /// A text layer's text colour (CATextLayer's default is white).
    public var foregroundColor: Color {
        get { rare.box.header.foregroundColor }
        set { rare.writable().header.foregroundColor = newValue }
    }
    /// How a text layer's lines are aligned.
    public var alignmentMode: TextAlignmentMode {
        get { rare.box.header.alignmentMode }
        set { rare.writable().header.alignmentMode = newValue }
    }
    /// Whether a text layer wraps lines at its width.
    public var isWrapped: Bool {
        get { rare.box.header.isWrapped }
        set { rare.writable().header.isWrapped = newValue }
    }
    /// Where a text layer cuts a line that does not fit.
    public var truncationMode: TruncationMode {
        get { rare.box.header.truncationMode }
        set { rare.writable().header.truncationMode = newValue }
    }

    /// Creates properties with Core Animation's defaults.
    public init() {}

    /// The frame in the superlayer's coordinates, ignoring the transform (CALayer.frame with an identity transform).
    public var frame: Rect {
        get {
            Rect(position.x - anchorPoint.x * bounds.width, position.y - anchorPoint.y * bounds.height,
                 bounds.width, bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = Point(newValue.minX + anchorPoint.x * newValue.width, newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Maps the layer's bounds coordinates into its superlayer's: translate the anchor to `position`, apply `transform`
    /// about it (its 2D part; perspective is ignored).
    public var transformToSuperlayer: AffineTransform {
        let anchor = Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
        return AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(transform.affine)
            .concatenating(.translation(position.x, position.y))
    }
}
