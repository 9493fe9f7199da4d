/// How a view takes part in the skeleton (SkeletonView's `isSkeletonable` / `isHiddenWhenSkeletonIsActive`, opt-out
/// rather than opt-in so a forgotten flag never hides a whole subtree).
public enum SkeletonParticipation: String, Sendable, Hashable, CaseIterable {
    /// Leaves become bones, containers pass through to their children.
    case automatic = "auto"
    /// The view and everything inside it becomes one block bone.
    case block
    /// No bone: the view stays visible as it is while loading (a logo, a static badge).
    case ignore
    /// No bone and not shown while loading; it appears with the content.
    case hide
}
