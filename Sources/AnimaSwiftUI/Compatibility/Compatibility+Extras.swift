#if !canImport(Darwin)
extension Color {
    /// A colour from the asset catalogue: there is none headless, so system grey (reported as a placeholder).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { self = .gray }
    /// A UIKit colour.
    nonisolated public init(_ color: UIColor) { self.init(uiColor: color) }
}

extension Font {
    /// A named font at `size` (the system font's metrics are used).
    public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }
    /// A named font at `size` relative to a text style (the system font's metrics are used).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font) -> Font { .system(size: size) }
}

extension View {
    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in if isActive { env.font = env.font.bold() } }
    }
    /// Text inside at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.font = env.font.weight(weight ?? .regular) }
    }
    /// No effect: the host has no safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Self { self }
    /// No effect: blending is source-over.
    public func blendMode(_ mode: BlendMode) -> Self { self }
    /// No effect (no compositing group is made).
    public func compositingGroup() -> Self { self }
    /// No effect (no drawing group is made).
    public func drawingGroup(opaque: Bool = false) -> Self { self }
}

/// A blend mode (accepted, not drawn).
public enum BlendMode: Sendable, Hashable {
    /// Source over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}
#endif
