/// A preset's validated arguments: every parameter present, given or defaulted.
public struct PresetArguments: Sendable, Hashable {
    /// Values by parameter name.
    public private(set) var values: [String: PresetValue]

    init(values: [String: PresetValue]) { self.values = values }

    /// The number of parameter `name` (0 when absent, which validation prevents).
    public func number(_ name: String) -> Double { values[name]?.number ?? 0 }

    /// The choice of parameter `name` ("" when absent, which validation prevents).
    public func choice(_ name: String) -> String { values[name]?.choice ?? "" }

    /// The common timing parameters: duration, delay and repeat.
    var timing: PresetTiming {
        PresetTiming(duration: number("duration"), delay: number("delay"), repeatCount: number("repeat"))
    }
}
