import AnimaCore
import AnimaSkeleton

/// Reads `adjustments`: `{"select": "title" | 3 | ["title", 3], "width": 120, "up": 2, "lines": 1, "remove": true,
/// …configuration keys…}`, changes applied in file order.
enum AdjustmentDecoder {
    private static let geometry = ["width", "height", "up", "down", "left", "right", "reducedWidth", "reducedHeight",
                                   "lines", "remove", "lastLineScale", "stayRatio"]

    static func adjustments(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [Adjustment] {
        guard let items = ValueDecoder.array(json, at: path, what: "an array of adjustments", &d) else { return [] }
        return items.enumerated().compactMap { i, item in adjustment(item, at: JSONPath.element(path, i), &d) }
    }

    private static func adjustment(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Adjustment? {
        guard var o = ObjectReader(json, at: path, what: "an adjustment", &d) else { return nil }
        let selection = ViewNodeDecoder.required(&o, "select", "an element id, an index, or an array of them", &d)
            .flatMap { select($0, at: o.path("select"), &d) }
        var changes: [AdjustmentChange] = []
        for key in geometry {
            guard let j = o.take(key) else { continue }
            if let change = change(key, j, at: o.path(key), &d) { changes.append(change) }
        }
        changes += SkeletonSettingsDecoder.settings(from: &o, &d).map { .setting($0) }
        o.reportUnknown(valid: ["select"] + geometry + SkeletonSettingsDecoder.keys, what: "an adjustment", &d)
        return selection.map { Adjustment(selection: $0, changes: changes) }
    }

    private static func select(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [ElementSelector]? {
        if case .array(let items) = json {
            let selectors = items.enumerated().compactMap { i, item in selector(item, at: JSONPath.element(path, i), &d) }
            return selectors.count == items.count && !items.isEmpty ? selectors : nil
        }
        return selector(json, at: path, &d).map { [$0] }
    }

    private static func selector(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> ElementSelector? {
        switch json {
        case .string(let id): return .id(id)
        case .number: return SkeletonSettingsDecoder.integer(json, at: path, &d).map { .index($0) }
        default:
            d.report(path, "expected an element id (a string) or a depth-first index (a number), got \(json.kindDescription)")
            return nil
        }
    }

    private static func change(_ key: String, _ json: JSONValue, at path: String, _ d: inout Diagnostics) -> AdjustmentChange? {
        switch key {
        case "lines": return SkeletonSettingsDecoder.integer(json, at: path, &d).map { .lines($0) }
        case "remove":
            guard let flag = ValueDecoder.bool(json, at: path, &d) else { return nil }
            return flag ? .remove : nil
        default: break
        }
        guard let v = ValueDecoder.number(json, at: path, &d) else { return nil }
        switch key {
        case "width": return .width(v)
        case "height": return .height(v)
        case "up": return .move(dx: 0, dy: -v)
        case "down": return .move(dx: 0, dy: v)
        case "left": return .move(dx: -v, dy: 0)
        case "right": return .move(dx: v, dy: 0)
        case "reducedWidth": return .reduceWidth(v)
        case "reducedHeight": return .reduceHeight(v)
        case "lastLineScale": return .setting(.lastLineFill(v))
        default: return .setting(.dropStayRatio(v))
        }
    }
}
