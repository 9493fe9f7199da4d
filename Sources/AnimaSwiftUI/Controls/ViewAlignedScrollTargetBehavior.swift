#if !canImport(Darwin)
/// Rests a scroll view with a view aligned to its edge (SwiftUI's `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        /// The system's choice (one on compact sizes).
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always one view.
        public static let always = LimitBehavior(name: "always")
        /// As many as the swipe's speed carries.
        public static let never = LimitBehavior(name: "never")
    }
    /// The limit.
    public let limitBehavior: LimitBehavior
    /// A view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}
#endif
