#if !canImport(Darwin)
/// A vertical position anchor (top, bottom, centre y, baselines).
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
#endif
