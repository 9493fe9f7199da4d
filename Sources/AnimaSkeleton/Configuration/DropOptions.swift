/// The drop's knobs (TABAnimated's "Douban" animation).
public struct DropOptions: Sendable, Hashable {
    /// Seconds between one bone's darkening and the next: 0.4 (TABAnimated's drop frame).
    public var step = 0.4
    /// Fraction of its step a bone holds fully dark; the rest is the ramp in and out: 0.2 (TABAnimated's stay ratio).
    public var stayRatio = 0.2
    /// Idle steps after the last bone before the wave restarts: 3 (TABAnimated's `N + 3`).
    public var restSteps = 3

    /// Creates drop options with the defaults above.
    public init() {}
}
