/// Why a preset could not be made: an unknown name or parameter, or a value the parameter does not accept.
public struct PresetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message, ready to print.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// No preset has this name.
    static func unknownPreset(_ name: String, suggestion: String?) -> PresetError {
        let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
        return PresetError("unknown preset \"\(name)\"\(hint) (`anima presets` lists them)")
    }

    /// The preset has no parameter with this name.
    static func unknownParameter(_ name: String, of preset: String, valid: [String]) -> PresetError {
        PresetError("preset \"\(preset)\" has no parameter \"\(name)\"; its parameters are " + valid.joined(separator: ", "))
    }

    /// A parameter was given a value it does not take.
    static func invalidValue(_ text: String, for parameter: PresetParameter, of preset: String) -> PresetError {
        PresetError("preset \"\(preset)\": \(parameter.name) must be \(parameter.expectation), not \"\(text)\"")
    }

    /// An argument was not written as `name=value`.
    static func malformed(_ argument: String) -> PresetError {
        PresetError("parameter \"\(argument)\" must be written name=value, e.g. duration=0.5")
    }

    /// The same parameter was given twice.
    static func duplicate(_ name: String, of preset: String) -> PresetError {
        PresetError("preset \"\(preset)\": parameter \"\(name)\" is given twice")
    }
}
