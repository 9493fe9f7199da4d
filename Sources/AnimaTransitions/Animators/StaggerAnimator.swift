import AnimaCore

/// ViewAnimator's staggered entrances: inserted items come in from an edge, a zoom or a rotation, one after the
/// other `interval` seconds apart in list order; deleted items leave the same way in reverse.
public struct StaggerAnimator: Animator, Hashable {
    /// The entrance effects, combined.
    public var entrances: [Entrance]
    /// Seconds between the starts of consecutive items (ViewAnimator's `animationInterval`).
    public var interval: Double
    /// Seconds before the first item starts.
    public var delay: Double
    /// Timing of each item's animation.
    public var timing: AnimatorTiming
    /// The opacity an entering item starts at.
    public var initialAlpha: Double

    /// Creates a stagger animator; the defaults are ViewAnimatorConfig's (30 pt, 0.3 s, 0.075 s apart).
    public init(entrances: [Entrance] = [.from(.bottom, distance: 30)], interval: Double = 0.075, delay: Double = 0,
                timing: AnimatorTiming = .easeInOut(0.3), initialAlpha: Double = 0) {
        self.entrances = entrances; self.interval = interval; self.delay = delay; self.timing = timing
        self.initialAlpha = initialAlpha
    }

    /// When the item's animation starts: its rank among the animated inserts (or deletes) times the interval.
    public func startTime(of item: TransitionItem) -> Double { delay + Double(item.rank) * interval }

    /// Enters from the combined entrance transform and the initial opacity.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        [timing.animation(.transform, from: .transform(Entrance.combinedTransform(entrances))).key("insert.transform"),
         timing.animation(.opacity, from: .number(initialAlpha)).key("insert.opacity")]
            .map { $0.beginTime(startTime(of: item)).fillMode(.backwards) }
    }

    /// Leaves into the combined entrance transform, fading out (ViewAnimator's `reversed`).
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        let animations = [
            timing.animation(.transform, from: .transform(.identity), to: .transform(Entrance.combinedTransform(entrances)))
                .key("delete.transform"),
            timing.animation(.opacity, from: 1, to: 0).key("delete.opacity"),
        ]
        return DeleteAnimation(animations: animations.map { $0.beginTime(startTime(of: item)) })
    }

    /// Slides and resizes to the new frame with the same timing, without staggering.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        item.changeAnimations(timing: timing)
    }
}
