#if !canImport(Darwin)
/// How a stroked line ends (UIBezierPath's `lineCapStyle`).
public enum CGLineCap: Int32, Sendable {
    /// Square end at the point.
    case butt
    /// Round end.
    case round
    /// Square end past the point.
    case square
}
#endif
