#if !canImport(Darwin)
/// The spacing a view prefers around it (here every view prefers iOS's default 8 pt).
public struct ViewSpacing: Sendable {
    /// No preference.
    public static let zero = ViewSpacing()
    /// The default preferences.
    public init() {}
    /// The distance to `next` along `axis`: 8 pt between any two views here.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { LayoutEngine.defaultSpacing }
    /// Merges `other`'s preferences on `edges` (nothing to merge here).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    /// This with `other`'s preferences on `edges` merged (nothing to merge here).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}
#endif
