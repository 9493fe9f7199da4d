import AnimaCore
import AnimaSkeleton

/// Reads the views of a skeleton layout (`root`, list cells, headers, footers).
struct ViewNodeDecoder {
    /// Keys a view takes.
    static let keys = ["id", "kind", "frame", "cornerRadius", "skeleton", "lines", "lineHeight", "alignment",
                       "direction", "backgroundColor", "contentColor", "contents", "configuration", "children", "list"]
    /// Views nest at most this deep.
    static let maxDepth = 64

    static func node(_ json: JSONValue, at path: String, depth: Int = 0, images: ContentsDecoder = ContentsDecoder(baseDirectory: nil),
                     _ d: inout Diagnostics) -> ViewNode? {
        guard depth <= maxDepth else { d.report(path, "views nest deeper than \(maxDepth) levels"); return nil }
        guard var o = ObjectReader(json, at: path, what: "a view", &d) else { return nil }
        let id = required(&o, "id", "a string", &d).flatMap { ValueDecoder.string($0, at: o.path("id"), &d) }
        let frame = required(&o, "frame", "[x, y, width, height]", &d).flatMap { rect($0, at: o.path("frame"), &d) }
        var node = ViewNode(id: id ?? "", frame: frame ?? .zero)
        var ok = id != nil && frame != nil
        func read<T>(_ key: String, _ decode: (JSONValue, String, inout Diagnostics) -> T?, _ apply: (T) -> Void) {
            guard let json = o.take(key) else { return }
            if let v = decode(json, o.path(key), &d) { apply(v) } else { ok = false }
        }
        read("kind", { ValueDecoder.name($0, as: ViewKind.self, at: $1, &$2) }) { node.kind = $0 }
        read("cornerRadius", { ValueDecoder.number($0, at: $1, &$2) }) { node.cornerRadius = $0 }
        read("skeleton", { ValueDecoder.name($0, as: SkeletonParticipation.self, at: $1, &$2) }) { node.skeleton = $0 }
        read("lines", { SkeletonSettingsDecoder.integer($0, at: $1, &$2) }) { node.lines = $0 }
        read("lineHeight", { ValueDecoder.number($0, at: $1, &$2) }) { node.lineHeight = $0 }
        read("alignment", { ValueDecoder.name($0, as: TextAlignment.self, at: $1, &$2) }) { node.alignment = $0 }
        read("direction", { ValueDecoder.name($0, as: LayoutDirection.self, at: $1, &$2) }) { node.direction = $0 }
        read("backgroundColor", { ValueDecoder.color($0, at: $1, &$2) }) { node.backgroundColor = $0 }
        read("contentColor", { ValueDecoder.color($0, at: $1, &$2) }) { node.contentColor = $0 }
        read("contents", { images.image($0, at: $1, &$2) }) { node.contents = $0 }
        if let json = o.take("configuration") {
            node.settings = SkeletonSettingsDecoder.object(json, at: o.path("configuration"), &d)
        }
        if let json = o.take("children"), let items = ValueDecoder.array(json, at: o.path("children"), what: "an array of views", &d) {
            for (i, item) in items.enumerated() {
                if let child = Self.node(item, at: JSONPath.element(o.path("children"), i), depth: depth + 1, images: images, &d) {
                    node.children.append(child)
                } else { ok = false }
            }
        }
        if let json = o.take("list") {
            if let list = template(json, at: o.path("list"), depth: depth + 1, images: images, &d) { node.list = list } else { ok = false }
        }
        o.reportUnknown(valid: keys, what: "a view", &d)
        return ok ? node : nil
    }

    private static func template(_ json: JSONValue, at path: String, depth: Int, images: ContentsDecoder,
                                 _ d: inout Diagnostics) -> ListTemplate? {
        guard var o = ObjectReader(json, at: path, what: "a nested list", &d) else { return nil }
        guard let cellJSON = required(&o, "cell", "a view", &d),
              let cell = node(cellJSON, at: o.path("cell"), depth: depth, images: images, &d) else { return nil }
        var list = ListTemplate(cell: cell)
        var ok = true
        if let json = o.take("count") { if let c = count(json, at: o.path("count"), &d) { list.count = c } else { ok = false } }
        if let json = o.take("spacing") { if let s = ValueDecoder.number(json, at: o.path("spacing"), &d) { list.spacing = s } else { ok = false } }
        if let json = o.take("cellSize") { if let s = size(json, at: o.path("cellSize"), &d) { list.cellSize = s } else { ok = false } }
        if let json = o.take("axis") {
            if let a = ValueDecoder.name(json, as: ListAxis.self, at: o.path("axis"), &d) { list.axis = a } else { ok = false }
        }
        o.reportUnknown(valid: ["cell", "count", "spacing", "cellSize", "axis"], what: "a nested list", &d)
        return ok ? list : nil
    }

    /// A count: a whole number or `"fill"`.
    static func count(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> ListCount? {
        if case .string(let s) = json {
            guard s == "fill" else { d.report(path, "expected a whole number or \"fill\", got \"\(s)\""); return nil }
            return .fill
        }
        return SkeletonSettingsDecoder.integer(json, at: path, &d).map { .fixed($0) }
    }

    static func required(_ o: inout ObjectReader, _ key: String, _ expected: String, _ d: inout Diagnostics) -> JSONValue? {
        guard let json = o.take(key) else { d.report(o.path(key), "is required: \(expected)"); return nil }
        return json
    }

    static func rect(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Rect? {
        ValueDecoder.tuple(json, count: 4, shape: "[x, y, width, height]", at: path, &d).map { Rect($0[0], $0[1], $0[2], $0[3]) }
    }

    static func size(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Size? {
        ValueDecoder.tuple(json, count: 2, shape: "[width, height]", at: path, &d).map { Size($0[0], $0[1]) }
    }
}
