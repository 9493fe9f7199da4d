#if !canImport(Darwin)
/// What a `Canvas` draws into (SwiftUI's `GraphicsContext`): fills and strokes of paths under the context's
/// transform and opacity are recorded; text, images and filters are accepted and not drawn.
public struct GraphicsContext {
    /// The drawings of a canvas, shared by the context and its copies.
    final class Recording {
        var drawings: [(path: Path, styling: ShapeStyling)] = []
    }

    let recording: Recording
    /// The transform applied to what is drawn.
    public var transform: CGAffineTransform = .identity
    /// The opacity applied to what is drawn.
    public var opacity: Double = 1
    /// The blend mode (accepted, drawn source-over).
    public var blendMode: BlendMode = .normal

    init(recording: Recording) { self.recording = recording }

    /// A colour or gradient to paint with.
    public struct Shading {
        let color: Color
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        /// A style (its flat colour).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: flatColor(style) ?? .primary) }
        /// A linear gradient (its first colour).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading(color: gradient.flat) }
        /// A radial gradient (its first colour).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading(color: gradient.flat) }
        /// A conic gradient (its first colour).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading { Shading(color: gradient.flat) }
        /// The foreground style.
        public static var foreground: Shading { Shading(color: .primary) }
    }

    /// Gradient options (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Options from bits.
        public init(rawValue: UInt32 = 0) { self.rawValue = rawValue }
    }

    /// A filter (accepted, not drawn).
    public struct Filter: Sendable {
        /// A blur.
        public static func blur(radius: CGFloat) -> Filter { Filter() }
        /// An alpha threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter() }
        /// A shadow.
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter { Filter() }
    }

    private func painted(_ color: Color) -> Color { color.opacity(opacity) }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.drawings.append((path.applying(transform), ShapeStyling(fill: painted(shading.color))))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide (scaled by the transform's x scale).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        recording.drawings.append((path.applying(transform), ShapeStyling(fill: nil, stroke: painted(shading.color), lineWidth: lineWidth * scale)))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) { stroke(path, with: shading, lineWidth: style.lineWidth) }

    /// Moves later drawing by `dx`, `dy`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales later drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Rotates later drawing.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    /// Concatenates `matrix` to the transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Accepted, not drawn.
    public mutating func addFilter(_ filter: Filter) {}
    /// Accepted, not drawn (drawing is not clipped).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    /// Runs `content` on a copy of the context (a layer of its own in SwiftUI).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }
    /// Accepted, not drawn (text in a canvas is not shown).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Accepted, not drawn (text in a canvas is not shown).
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Accepted, not drawn (images in a canvas are not shown).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Accepted, not drawn (images in a canvas are not shown).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// The text, to draw (not drawn here).
    public func resolve(_ text: Text) -> Text { text }
    /// The image, to draw (not drawn here).
    public func resolve(_ image: Image) -> Image { image }
}
#endif
