/// Every property of a layer that Anima models, with Core Animation's defaults; both the model and the presentation.
public struct LayerProperties: Sendable, Hashable {
    // MARK: Geometry
    /// The anchor point's location in the superlayer's coordinates.
    public var position = Point.zero
    /// The layer's own coordinate space; its size is the layer's size.
    public var bounds = Rect.zero
    /// The pivot in unit coordinates of the bounds ((0.5, 0.5) is the centre).
    public var anchorPoint = Point(0.5, 0.5)
    /// Sibling drawing order: higher draws later.
    public var zPosition = 0.0
    /// Applied about the anchor point.
    public var transform = Transform3D.identity

    // MARK: Appearance
    /// Multiplies the whole layer and its sublayers as a group.
    public var opacity = 1.0
    /// Hides the layer and its sublayers.
    public var isHidden = false
    /// Fills the bounds (with rounded corners); clear draws nothing.
    public var backgroundColor = Color.clear
    /// The radius of the rounded corners of background, border and clip.
    public var cornerRadius = 0.0
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners = CornerMask.all
    /// Clips sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// Width of the border drawn inside the bounds.
    public var borderWidth = 0.0
    /// Colour of the border.
    public var borderColor = Color.black
    /// Colour of the shadow.
    public var shadowColor = Color.black
    /// Opacity of the shadow; 0 means no shadow.
    public var shadowOpacity = 0.0
    /// Offset of the shadow; Core Animation's default is (0, −3).
    public var shadowOffset = Size(0, -3)
    /// Blur radius of the shadow.
    public var shadowRadius = 3.0

    // MARK: Shape layers
    /// The shape, in the layer's coordinates.
    public var path: Path? = nil
    /// Fill colour; clear draws no fill.
    public var fillColor = Color.black
    /// Stroke colour; clear draws no stroke.
    public var strokeColor = Color.clear
    /// Stroke width.
    public var lineWidth = 1.0
    /// Stroke caps.
    public var lineCap = LineCap.butt
    /// Stroke joins.
    public var lineJoin = LineJoin.miter
    /// Limit of the miter length relative to the line width.
    public var miterLimit = 10.0
    /// Dash lengths, alternating on and off; empty means solid.
    public var lineDashPattern: [Double] = []
    /// Offset into the dash pattern.
    public var lineDashPhase = 0.0
    /// Start of the stroked part as a fraction of the path's length.
    public var strokeStart = 0.0
    /// End of the stroked part as a fraction of the path's length.
    public var strokeEnd = 1.0
    /// The fill rule.
    public var fillRule = FillRule.nonZero

    // MARK: Gradient layers
    /// The gradient's colours.
    public var colors: [Color] = []
    /// Stop locations in 0…1, one per colour; empty means evenly spaced.
    public var locations: [Double] = []
    /// Start of the gradient axis in unit coordinates of the bounds.
    public var startPoint = Point(0.5, 0)
    /// End of the gradient axis in unit coordinates of the bounds.
    public var endPoint = Point(0.5, 1)
    /// Axial or radial.
    public var gradientType = GradientType.axial

    // MARK: Contents (image) and text layers
    /// The image drawn in the bounds, as encoded data; nil draws nothing.
    public var contents: ImageContents? = nil
    /// How the image is placed in the bounds.
    public var contentsGravity = ContentsGravity.resize
    /// The part of the image shown, in unit coordinates of the image.
    public var contentsRect = Rect(0, 0, 1, 1)
    /// The stretchable centre of a nine-slice image, in unit coordinates of the image; the edges keep their size.
    public var contentsCenter = Rect(0, 0, 1, 1)
    /// Image pixels per point: a 2× image of 80 px is 40 points at natural size.
    public var contentsScale = 1.0
    /// Sampling when the image is drawn smaller than its pixels.
    public var minificationFilter = ContentsFilter.linear
    /// Sampling when the image is drawn larger than its pixels.
    public var magnificationFilter = ContentsFilter.linear
    /// A text layer's text.
    public var string = ""
    /// A text layer's font (family, full or PostScript name); nil is the default font.
    public var fontName: String? = nil
    /// A text layer's font size in points (CATextLayer's default is 36).
    public var fontSize = 36.0
    /// A text layer's text colour (CATextLayer's default is white).
    public var foregroundColor = Color.white
    /// How a text layer's lines are aligned.
    public var alignmentMode = TextAlignmentMode.natural
    /// Whether a text layer wraps lines at its width.
    public var isWrapped = false
    /// Where a text layer cuts a line that does not fit.
    public var truncationMode = TruncationMode.none

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
