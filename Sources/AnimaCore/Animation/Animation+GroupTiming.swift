extension Animation {
    /// A group's children as Core Animation plays them: a child whose `duration` is not set (0) lasts one iteration
    /// of its group (`CAAnimationGroup`'s children take the group's duration, unlike a top-level animation's 0.25 s).
    ///
    /// The timeline, the exporters and the Core Animation description all read children through this, so they agree.
    public var resolvedChildren: [Animation] {
        guard case .group(let children) = content else { return [] }
        let groupDuration = timing.effectiveDuration
        return children.map { child in
            var child = child
            if child.timing.duration == 0 { child.timing.duration = groupDuration }
            return child
        }
    }
}
