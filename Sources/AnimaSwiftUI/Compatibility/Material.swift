#if !canImport(Darwin)
/// A translucent background material (SwiftUI's `Material`), drawn flat as white at the material's opacity (no blur).
public struct Material: ShapeStyle, FlatShapeStyle, Sendable {
    let opacity: Double
    nonisolated var flatColor: Color { Color(white: 1, opacity: opacity) }
    /// The thinnest.
    public static let ultraThinMaterial = Material(opacity: 0.35)
    /// Thin.
    public static let thinMaterial = Material(opacity: 0.5)
    /// Regular.
    public static let regularMaterial = Material(opacity: 0.65)
    /// Thick.
    public static let thickMaterial = Material(opacity: 0.8)
    /// The thickest.
    public static let ultraThickMaterial = Material(opacity: 0.9)
    /// A bar's.
    public static let bar = Material(opacity: 0.8)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// The thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// The thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// A bar's material.
    public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
    /// The tertiary label colour (light mode: grey at 30 %).
    public static var tertiary: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3) }
    /// The background style (light mode: white).
    public static var background: Color { Color.white }
    /// The quaternary label colour (light mode: grey at 18 %).
    public static var quaternary: Color { Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
#endif
