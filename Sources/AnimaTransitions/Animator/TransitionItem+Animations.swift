import AnimaCore

extension TransitionItem {
    /// Animations from the old frame and appearance to the new ones, one per property that changed (position and
    /// size separately, as UIComponent animates `center` and `bounds.size`).
    public func changeAnimations(timing: AnimatorTiming, delay: Double = 0) -> [Animation] {
        guard let old = before, let new = after else { return [] }
        var animations: [Animation] = []
        func add(_ key: PropertyKey, _ from: Value, _ to: Value) {
            guard from != to else { return }
            animations.append(timing.animation(key, from: from).key("update.\(key.keyPath)").beginTime(delay)
                .fillMode(delay > 0 ? .backwards : .removed))
        }
        add(.position, .point(old.frame.center), .point(new.frame.center))
        add(.boundsSize, .size(old.frame.size), .size(new.frame.size))
        add(.backgroundColor, .color(old.appearance.color), .color(new.appearance.color))
        add(.cornerRadius, .number(old.appearance.cornerRadius), .number(new.appearance.cornerRadius))
        return animations
    }

    /// UIComponent's cascade delay: the distance of the item's top-left corner from the screen's, over 3000 pt/s.
    public func cascadeDelay(in context: TransitionContext) -> Double {
        guard let frame = final?.frame else { return 0 }
        return frame.origin.distance(to: context.visibleBounds.origin) / 3000
    }
}
