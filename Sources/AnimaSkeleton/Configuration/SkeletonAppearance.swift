/// Light or dark appearance, choosing which palette the bones use.
public enum SkeletonAppearance: String, Sendable, Hashable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
