import AnimaCore
import AnimaSkeleton
import Foundation

/// Reads a skeleton layout file (version 1) for `anima skeleton`, reporting every problem with its JSON
/// path: malformed values here, negative sizes, bad lines and adjustments naming missing views through
/// `SkeletonLayout.issues()`.
public struct SkeletonLayoutDecoder: Sendable {
    /// The format version this decoder reads.
    public static let version = JSONDocument.version
    private static let keys = ["version", "canvas", "root", "list", "skeleton", "adjustments", "reveal", "clockOrigin"]

    /// Where image paths in views' `contents` start (the layout file's folder); nil is the current directory.
    public var baseDirectory: URL?

    /// Creates a decoder whose relative image paths start in the current directory.
    public init() { baseDirectory = nil }

    /// Creates a decoder; `baseDirectory` is the folder relative image paths start from.
    public init(baseDirectory: URL?) { self.baseDirectory = baseDirectory }

    /// The layout in `data`, or every problem found in it.
    public func decode(_ data: Data) throws(InputError) -> SkeletonLayout {
        try decode(JSONDocument.parse(data, what: "the layout"))
    }

    /// The layout in `text`, or every problem found in it.
    public func decode(_ text: String) throws(InputError) -> SkeletonLayout { try decode(Data(text.utf8)) }

    private func decode(_ json: JSONValue) throws(InputError) -> SkeletonLayout {
        var d = Diagnostics()
        guard var o = ObjectReader(json, at: "", what: "a skeleton layout", &d) else { throw InputError(issues: d.issues) }
        JSONDocument.decodeVersion(&o, &d)
        let canvas = ViewNodeDecoder.required(&o, "canvas", "{\"width\", \"height\"}", &d)
            .flatMap { SceneDecoder().decodeCanvas($0, at: "canvas", &d) }
        let root = ViewNodeDecoder.required(&o, "root", "a view", &d).flatMap {
            ViewNodeDecoder.node($0, at: "root", images: ContentsDecoder(baseDirectory: baseDirectory), &d)
        }
        let list = o.take("list").flatMap { SkeletonListDecoder.list($0, at: "list", &d) }
        let settings = o.take("skeleton").map { SkeletonSettingsDecoder.object($0, at: "skeleton", &d) } ?? []
        let adjustments = o.take("adjustments").map { AdjustmentDecoder.adjustments($0, at: "adjustments", &d) } ?? []
        let reveal = o.take("reveal").flatMap { SkeletonListDecoder.reveal($0, at: "reveal", &d) }
        let origin = o.take("clockOrigin").flatMap { ValueDecoder.number($0, at: "clockOrigin", &d) } ?? 0
        o.reportUnknown(valid: Self.keys, what: "a skeleton layout", &d)
        guard let canvas, let root else { throw InputError(issues: d.finalIssues) }
        var layout = SkeletonLayout(canvas: canvas, root: root, list: list, settings: settings, adjustments: adjustments,
                                    reveal: reveal, clockOrigin: origin)
        layout.comment = o.comment
        // The views all decoded, so the model's own checks are meaningful even when a setting did not: report both.
        let issues = d.finalIssues + layout.issues().map { InputIssue(path: $0.path, message: $0.message) }
        guard issues.isEmpty else { throw InputError(issues: issues) }
        return layout
    }

}
