#if !canImport(Darwin)
/// How stroked segments meet (UIBezierPath's `lineJoinStyle`).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corner.
    case miter
    /// Round corner.
    case round
    /// Cut corner.
    case bevel
}
#endif
