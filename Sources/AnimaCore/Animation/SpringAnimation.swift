/// The values of a CASpringAnimation: a basic animation's from/to/by driven by a spring instead of a timing function.
public struct SpringAnimation: Sendable, Hashable {
    /// The range, as a basic animation's.
    public var values: BasicAnimation
    /// The spring; it runs in absolute seconds and the animation's duration only truncates it.
    public var spring: Spring

    /// Creates spring animation values.
    public init(from: Value? = nil, to: Value? = nil, by: Value? = nil, spring: Spring = Spring()) {
        self.values = BasicAnimation(from: from, to: to, by: by)
        self.spring = spring
    }
}
