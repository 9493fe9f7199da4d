extension Animation {
    /// A basic animation of `keyPath` over `duration` seconds.
    public static func basic(_ keyPath: PropertyKey, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                             duration: Double, timingFunction: TimingFunction? = nil) -> Animation {
        Animation(keyPath: keyPath, content: .basic(BasicAnimation(from: from, to: to, by: by)),
                  timing: MediaTiming(duration: duration), timingFunction: timingFunction)
    }

    /// A keyframe animation of `keyPath` through `values`.
    public static func keyframes(_ keyPath: PropertyKey, values: [Value], keyTimes: [Double]? = nil,
                                 timingFunctions: [TimingFunction]? = nil,
                                 calculationMode: KeyframeAnimation.CalculationMode = .linear,
                                 duration: Double, timingFunction: TimingFunction? = nil) -> Animation {
        Animation(keyPath: keyPath,
                  content: .keyframe(KeyframeAnimation(values: values, keyTimes: keyTimes,
                                                       timingFunctions: timingFunctions, calculationMode: calculationMode)),
                  timing: MediaTiming(duration: duration), timingFunction: timingFunction)
    }

    /// A keyframe animation moving `position` along `path`, optionally turning with it.
    public static func follow(_ path: Path, rotationMode: KeyframeAnimation.RotationMode? = nil,
                              calculationMode: KeyframeAnimation.CalculationMode = .paced,
                              duration: Double) -> Animation {
        Animation(keyPath: .position,
                  content: .keyframe(KeyframeAnimation(calculationMode: calculationMode, path: path, rotationMode: rotationMode)),
                  timing: MediaTiming(duration: duration))
    }

    /// A spring animation of `keyPath`; without a duration it lasts the spring's settling duration.
    public static func spring(_ keyPath: PropertyKey, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                              spring: Spring = Spring(), duration: Double? = nil) -> Animation {
        Animation(keyPath: keyPath, content: .spring(SpringAnimation(from: from, to: to, by: by, spring: spring)),
                  timing: MediaTiming(duration: duration ?? spring.settlingDuration))
    }

    /// A group running `animations` on one clock of `duration` seconds.
    public static func group(_ animations: [Animation], duration: Double) -> Animation {
        Animation(keyPath: nil, content: .group(animations), timing: MediaTiming(duration: duration))
    }

    /// This animation under `key`.
    public func key(_ key: String) -> Animation { with { $0.key = key } }
    /// This animation starting at `beginTime` in its parent's time.
    public func beginTime(_ t: Double) -> Animation { with { $0.timing.beginTime = t } }
    /// This animation with another iteration duration.
    public func duration(_ d: Double) -> Animation { with { $0.timing.duration = d } }
    /// This animation at another speed.
    public func speed(_ s: Double) -> Animation { with { $0.timing.speed = s } }
    /// This animation with a time offset.
    public func timeOffset(_ t: Double) -> Animation { with { $0.timing.timeOffset = t } }
    /// This animation repeated `count` times (`.infinity` for ever).
    public func repeatCount(_ count: Double) -> Animation { with { $0.timing.repeatCount = count } }
    /// This animation repeated for `seconds`.
    public func repeatDuration(_ seconds: Double) -> Animation { with { $0.timing.repeatDuration = seconds } }
    /// This animation playing forward then backward in each repeat.
    public func autoreverses(_ on: Bool = true) -> Animation { with { $0.timing.autoreverses = on } }
    /// This animation with a fill mode.
    public func fillMode(_ mode: FillMode) -> Animation { with { $0.timing.fillMode = mode } }
    /// This animation kept (or not) after it ends.
    public func removedOnCompletion(_ removed: Bool) -> Animation { with { $0.timing.isRemovedOnCompletion = removed } }
    /// This animation holding its end state: forwards fill, not removed (the usual "keep the final state").
    public func keepsFinalState() -> Animation { fillMode(.forwards).removedOnCompletion(false) }
    /// This animation with a timing function.
    public func timingFunction(_ f: TimingFunction?) -> Animation { with { $0.timingFunction = f } }
    /// This animation adding to the underlying value.
    public func additive(_ on: Bool = true) -> Animation { with { $0.isAdditive = on } }
    /// This animation accumulating over repeats.
    public func cumulative(_ on: Bool = true) -> Animation { with { $0.isCumulative = on } }

    private func with(_ change: (inout Animation) -> Void) -> Animation {
        var copy = self
        change(&copy)
        return copy
    }
}
