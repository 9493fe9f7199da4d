/// What a layer draws: Core Animation's CALayer, CAShapeLayer, CAGradientLayer or CATextLayer.
public enum LayerKind: String, Sendable, Hashable, CaseIterable {
    /// A plain layer: background, border, corner radius, shadow.
    case layer
    /// A shape layer that also fills and strokes `path`.
    case shape
    /// A gradient layer that also paints `colors` between `startPoint` and `endPoint`.
    case gradient
    /// A text layer that also draws `string` in `fontName` at `fontSize`.
    case text
}
