/// Something the target format cannot express exactly, with the layer and key path it concerns.
public struct ExportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The layer's id.
    public var layerID: String
    /// The key path concerned, or nil for the layer as a whole.
    public var keyPath: String?
    /// What was not expressed and what was written instead.
    public var message: String

    /// Creates a warning.
    public init(layerID: String, keyPath: String?, message: String) {
        self.layerID = layerID; self.keyPath = keyPath; self.message = message
    }

    /// `layer 'id' keyPath: message`.
    public var description: String {
        "layer '\(layerID)'" + (keyPath.map { " \($0)" } ?? "") + ": " + message
    }
}
