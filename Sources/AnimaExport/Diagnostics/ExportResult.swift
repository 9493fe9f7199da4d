/// An exporter's output: the document's text and everything it could not express.
public struct ExportResult: Sendable, Hashable {
    /// The exported document.
    public var text: String
    /// What the target format cannot express, in scene order; empty when the export is exact.
    public var warnings: [ExportWarning]

    /// Creates a result.
    public init(text: String, warnings: [ExportWarning]) {
        self.text = text; self.warnings = warnings
    }
}
