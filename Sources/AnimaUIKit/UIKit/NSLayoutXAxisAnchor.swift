#if !canImport(Darwin)
/// A horizontal position anchor (left, right, leading, trailing, centre x).
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
#endif
