import AnimaCore

/// A preset argument: a number (seconds, points, degrees, a factor, a repeat count) or one of a parameter's choices.
public enum PresetValue: Sendable, Hashable, CustomStringConvertible {
    /// A number; `.infinity` for a repeat count that never ends.
    case number(Double)
    /// One of the parameter's named choices.
    case choice(String)

    /// The number, or nil for a choice.
    public var number: Double? { if case .number(let n) = self { n } else { nil } }

    /// The choice, or nil for a number.
    public var choice: String? { if case .choice(let c) = self { c } else { nil } }

    /// The value as `anima preset --param` would take it.
    public var description: String {
        switch self {
        case .number(let n) where n == .infinity: "infinity"
        case .number(let n): NumberText.shortest(n)
        case .choice(let c): c
        }
    }
}
