import AnimaCore
import AnimaTransitions
import Foundation

/// Reads a list-state file (version 1) for `anima transition`, reporting every problem with its JSON
/// path: malformed values here, duplicate ids and negative sizes through `ListState.problems()`.
public struct ListStateDecoder: Sendable {
    /// The format version this decoder reads.
    public static let version = JSONDocument.version

    /// Creates a decoder.
    public init() {}

    /// The list state in `data`, or every problem found in it.
    public func decode(_ data: Data) throws(InputError) -> ListState {
        try decode(JSONDocument.parse(data, what: "the list state"))
    }

    /// The list state in `text`, or every problem found in it.
    public func decode(_ text: String) throws(InputError) -> ListState {
        try decode(Data(text.utf8))
    }

    private func decode(_ json: JSONValue) throws(InputError) -> ListState {
        var d = Diagnostics()
        guard var root = ObjectReader(json, at: "", what: "a list state", &d) else { throw InputError(issues: d.issues) }
        JSONDocument.decodeVersion(&root, &d)
        let canvas = root.take("canvas").flatMap { SceneDecoder().decodeCanvas($0, at: "canvas", &d) }
        if !root.has("canvas") { d.report("canvas", "is required: {\"width\", \"height\"}") }
        let viewport = root.take("viewport").flatMap { rect($0, at: "viewport", &d) }.map(Viewport.init(visibleBounds:))
        let firstLoad = root.take("firstLoad").flatMap { ValueDecoder.bool($0, at: "firstLoad", &d) } ?? false
        let items = root.take("items").flatMap { decodeItems($0, at: "items", &d) }
        if !root.has("items") { d.report("items", "is required: an array of {\"id\", \"frame\", …}") }
        root.reportUnknown(valid: ["version", "canvas", "viewport", "firstLoad", "items"], what: "a list state", &d)
        guard d.isEmpty, let canvas, let items else { throw InputError(issues: d.finalIssues) }
        var state = ListState(canvas: canvas, viewport: viewport, isFirstLoad: firstLoad, items: items)
        state.comment = root.comment
        let problems = state.problems()
        guard problems.isEmpty else {
            throw InputError(issues: problems.map { InputIssue(path: $0.path, message: $0.message) })
        }
        return state
    }


    private func decodeItems(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [ListItem]? {
        guard let elements = ValueDecoder.array(json, at: path, what: "an array of items", &d) else { return nil }
        var items: [ListItem] = []
        for (i, element) in elements.enumerated() {
            if let item = decodeItem(element, at: JSONPath.element(path, i), &d) { items.append(item) }
        }
        return items.count == elements.count ? items : nil
    }

    private func decodeItem(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> ListItem? {
        guard var object = ObjectReader(json, at: path, what: "an item", &d) else { return nil }
        let id = required(&object, "id", "a string naming the item", &d).flatMap { ValueDecoder.string($0, at: object.path("id"), &d) }
        let frame = required(&object, "frame", "[x, y, width, height]", &d).flatMap { rect($0, at: object.path("frame"), &d) }
        var appearance = ItemAppearance()
        var ok = true
        if let json = object.take("color") {
            if let c = ValueDecoder.color(json, at: object.path("color"), &d) { appearance.color = c } else { ok = false }
        }
        if let json = object.take("cornerRadius") {
            if let r = ValueDecoder.number(json, at: object.path("cornerRadius"), &d) { appearance.cornerRadius = r } else { ok = false }
        }
        if let json = object.take("content") {
            if let k = ValueDecoder.name(json, as: ContentKind.self, at: object.path("content"), &d) { appearance.content = k } else { ok = false }
        }
        object.reportUnknown(valid: ["id", "frame", "color", "cornerRadius", "content"], what: "an item", &d)
        guard ok, let id, let frame else { return nil }
        return ListItem(id: id, frame: frame, appearance: appearance)
    }

    private func required(_ object: inout ObjectReader, _ key: String, _ expected: String,
                          _ d: inout Diagnostics) -> JSONValue? {
        guard let json = object.take(key) else { d.report(object.path(key), "is required: \(expected)"); return nil }
        return json
    }

    private func rect(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Rect? {
        guard case .rect(let r)? = ValueDecoder.value(json, kind: .rect, at: path, &d) else { return nil }
        return r
    }
}
