import AnimaCore

/// One typed, validated parameter of a preset: its name, what it does, what it accepts and its default.
public struct PresetParameter: Sendable, Hashable {
    /// What values the parameter accepts.
    public enum Kind: Sendable, Hashable {
        /// A finite number within the range, in `unit`.
        case number(ClosedRange<Double>, unit: String)
        /// A repeat count: a number ≥ 0 (0 and 1 both play once, fractions stop part-way) or `infinity`.
        case repeatCount
        /// One of the listed words.
        case choice([String])
    }

    /// The name used in `--param name=value` and in the arguments dictionary.
    public var name: String
    /// One line saying what it changes.
    public var summary: String
    /// What it accepts.
    public var kind: Kind
    /// The value used when the parameter is not given.
    public var defaultValue: PresetValue

    /// Creates a parameter.
    public init(_ name: String, _ summary: String, kind: Kind, default defaultValue: PresetValue) {
        self.name = name; self.summary = summary; self.kind = kind; self.defaultValue = defaultValue
    }

    /// A number parameter with a range and unit.
    public static func number(_ name: String, _ summary: String, default value: Double, in range: ClosedRange<Double>,
                              unit: String = "") -> PresetParameter {
        PresetParameter(name, summary, kind: .number(range, unit: unit), default: .number(value))
    }

    /// A choice parameter; the first choice is the default unless given.
    public static func choice(_ name: String, _ summary: String, _ choices: [String], default value: String? = nil)
        -> PresetParameter {
        PresetParameter(name, summary, kind: .choice(choices), default: .choice(value ?? choices.first ?? ""))
    }

    /// What the parameter accepts, in words, for help and error messages.
    public var expectation: String {
        switch kind {
        case let .number(range, unit):
            let u = unit.isEmpty ? "" : " " + unit
            return "a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))\(u)"
        case .repeatCount: return "a repeat count ≥ 0 or \"infinity\""
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        }
    }

    /// `value` if this parameter accepts it, else nil.
    public func validated(_ value: PresetValue) -> PresetValue? {
        switch (kind, value) {
        case let (.number(range, _), .number(n)): return n.isFinite && range.contains(n) ? value : nil
        case let (.repeatCount, .number(n)): return n >= 0 && !n.isNaN ? value : nil
        case let (.choice(words), .choice(w)): return words.contains(w) ? value : nil
        default: return nil
        }
    }

    /// Reads `text` as this parameter's kind of value (a choice is kept as text; validation comes after).
    public func parse(_ text: String) -> PresetValue? {
        switch kind {
        case .choice: return .choice(text)
        case .repeatCount where ["infinity", "inf", "forever"].contains(text.lowercased()): return .number(.infinity)
        case .number, .repeatCount: return Double(text).map(PresetValue.number)
        }
    }
}
