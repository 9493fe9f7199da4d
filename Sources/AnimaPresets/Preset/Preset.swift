import AnimaCore

/// A named preset: what it is, the parameters it takes, and how it makes its animation for a layer.
public struct Preset: Sendable {
    /// The name used by `anima preset NAME` and `PresetCatalog.preset(named:)`.
    public let name: String
    /// Where it comes from (also its group in lists and the gallery).
    public let category: PresetCategory
    /// One line saying what it does.
    public let summary: String
    /// Its typed parameters, in the order help lists them.
    public let parameters: [PresetParameter]
    /// The pivot it is designed around (top centre for a bell or a swing), set with `Layer.setAnchorPoint(_:)`
    /// when applied; nil keeps the layer's.
    public let anchorPoint: Point?
    /// The sample layer the gallery and `anima preset` show it on.
    let stage: PresetStage
    private let make: @Sendable (PresetArguments, Layer) -> Animation

    init(_ name: String, _ category: PresetCategory, _ summary: String, parameters: [PresetParameter],
         anchorPoint: Point? = nil, stage: PresetStage = .square,
         make: @escaping @Sendable (PresetArguments, Layer) -> Animation) {
        self.name = name; self.category = category; self.summary = summary; self.parameters = parameters
        self.anchorPoint = anchorPoint; self.stage = stage; self.make = make
    }

    /// Every parameter at its default.
    public var defaultArguments: PresetArguments {
        PresetArguments(values: Dictionary(parameters.map { ($0.name, $0.defaultValue) }) { first, _ in first })
    }

    /// Validates `given` values over the defaults; an unknown name or a value out of range is an error naming it.
    public func arguments(_ given: [String: PresetValue] = [:]) throws(PresetError) -> PresetArguments {
        var values = defaultArguments.values
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                throw .unknownParameter(name, of: self.name, valid: parameters.map(\.name))
            }
            guard let valid = parameter.validated(value) else {
                throw .invalidValue(value.description, for: parameter, of: self.name)
            }
            values[name] = valid
        }
        return PresetArguments(values: values)
    }

    /// Parses `name=value` arguments (as `anima preset --param` takes them) and validates them.
    public func arguments(parsing texts: [String]) throws(PresetError) -> PresetArguments {
        var given: [String: PresetValue] = [:]
        for text in texts {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { throw .malformed(text) }
            let name = String(text[..<equals]), raw = String(text[text.index(after: equals)...])
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                throw .unknownParameter(name, of: self.name, valid: parameters.map(\.name))
            }
            guard given[name] == nil else { throw .duplicate(name, of: self.name) }
            guard let value = parameter.parse(raw), parameter.validated(value) != nil else {
                throw .invalidValue(raw, for: parameter, of: self.name)
            }
            given[name] = value
        }
        return try arguments(given)
    }

    /// The preset's animation for `layer` (whose size some presets use, e.g. wobble's 25 % of the width).
    public func animation(for layer: Layer, _ arguments: PresetArguments) -> Animation {
        make(arguments, layer)
    }

    /// Adds the preset to `layer`, first moving its anchor to the preset's pivot (keeping the frame).
    public func apply(to layer: inout Layer, _ arguments: PresetArguments) {
        if let anchorPoint { layer.setAnchorPoint(anchorPoint) }
        layer.add(animation(for: layer, arguments))
    }
}
