import AnimaCore
import AnimaSkeleton

/// Reads a skeleton layout's `list` (with sections) and `reveal`.
enum SkeletonListDecoder {
    static func list(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> SkeletonList? {
        guard var o = ObjectReader(json, at: path, what: "a list", &d) else { return nil }
        var list = SkeletonList()
        var ok = true
        if let j = o.take("count") { if let c = ViewNodeDecoder.count(j, at: o.path("count"), &d) { list.count = c } else { ok = false } }
        if let j = o.take("spacing") { if let v = ValueDecoder.number(j, at: o.path("spacing"), &d) { list.spacing = v } else { ok = false } }
        if let j = o.take("sectionSpacing") {
            if let v = ValueDecoder.number(j, at: o.path("sectionSpacing"), &d) { list.sectionSpacing = v } else { ok = false }
        }
        if let j = o.take("cellSize") { if let s = ViewNodeDecoder.size(j, at: o.path("cellSize"), &d) { list.cellSize = s } else { ok = false } }
        if let j = o.take("sections"), let items = ValueDecoder.array(j, at: o.path("sections"), what: "an array of sections", &d) {
            for (i, item) in items.enumerated() {
                if let s = section(item, at: JSONPath.element(o.path("sections"), i), &d) { list.sections.append(s) } else { ok = false }
            }
        }
        o.reportUnknown(valid: ["count", "spacing", "sectionSpacing", "cellSize", "sections"], what: "a list", &d)
        return ok ? list : nil
    }

    private static func section(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> ListSection? {
        guard var o = ObjectReader(json, at: path, what: "a section", &d) else { return nil }
        var section = ListSection()
        var ok = true
        for key in ["header", "cell", "footer"] {
            guard let j = o.take(key) else { continue }
            guard let node = ViewNodeDecoder.node(j, at: o.path(key), &d) else { ok = false; continue }
            switch key {
            case "header": section.header = node
            case "cell": section.cell = node
            default: section.footer = node
            }
        }
        if let j = o.take("count") { if let c = ViewNodeDecoder.count(j, at: o.path("count"), &d) { section.count = c } else { ok = false } }
        if let j = o.take("cellSize") { if let s = ViewNodeDecoder.size(j, at: o.path("cellSize"), &d) { section.cellSize = s } else { ok = false } }
        if let j = o.take("dataArrival") {
            if let t = ValueDecoder.number(j, at: o.path("dataArrival"), &d) { section.dataArrival = t } else { ok = false }
        }
        o.reportUnknown(valid: ["header", "cell", "footer", "count", "cellSize", "dataArrival"], what: "a section", &d)
        return ok ? section : nil
    }

    static func reveal(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> SkeletonReveal? {
        guard var o = ObjectReader(json, at: path, what: "a reveal", &d) else { return nil }
        guard let arrival = ViewNodeDecoder.required(&o, "dataArrival", "the time the data arrives", &d)
            .flatMap({ ValueDecoder.number($0, at: o.path("dataArrival"), &d) }) else { return nil }
        var reveal = SkeletonReveal(dataArrival: arrival)
        let times: [(String, WritableKeyPath<SkeletonReveal, Double>)] = [
            ("onsetDelay", \.onsetDelay), ("minimumDuration", \.minimumDuration), ("fadeIn", \.fadeIn), ("crossFade", \.crossFade),
        ]
        for (key, field) in times {
            if let j = o.take(key), let v = ValueDecoder.number(j, at: o.path(key), &d) { reveal[keyPath: field] = v }
        }
        if let j = o.take("finishesSweep"), let b = ValueDecoder.bool(j, at: o.path("finishesSweep"), &d) { reveal.finishesSweep = b }
        o.reportUnknown(valid: ["dataArrival"] + times.map(\.0) + ["finishesSweep"], what: "a reveal", &d)
        return reveal
    }
}
