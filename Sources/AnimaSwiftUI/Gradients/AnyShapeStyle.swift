#if !canImport(Darwin)
/// A type-erased shape style (SwiftUI's `AnyShapeStyle`), drawn as its flat colour.
public struct AnyShapeStyle: ShapeStyle, FlatShapeStyle {
    let color: Color?
    nonisolated var flatColor: Color { color ?? .primary }
    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) { color = AnimaSwiftUI.flatColor(style) }
}
#endif
