/// A layer whose contents cannot be prepared (or, as a warning, were prepared with a stand-in font): which layer,
/// which property, and why.
public struct ContentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id of the layer.
    public let layerID: String
    /// The property at fault (`contents`, `string`, `fontName`).
    public let property: String
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(layerID: String, property: String, message: String) {
        self.layerID = layerID; self.property = property; self.message = message
    }

    /// `layers[<id>].<property>: <message>`, the path form `TimelineError` uses, which the format maps to a JSON path.
    public var path: String { "layers[\(layerID)].\(property)" }

    /// One line for a person.
    public var description: String { "\(path): \(message)" }
}
