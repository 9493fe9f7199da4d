import AnimaCore

/// Reads the layer tree: ids, types, geometry, every key-path property, drawing options, timing, sublayers, animations.
struct LayerDecoder {
    /// The corner names of `maskedCorners`, in bit order.
    static let cornerNames: [(name: String, mask: CornerMask)] = [
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
    ]
    /// Layer fields that are not key paths.
    static let structuralFields = ["id", "type", "frame", "masksToBounds", "maskedCorners", "lineCap", "lineJoin",
                                   "lineDashPattern", "fillRule", "gradientType", "sublayers", "animations", "mask"]
        + LayerTimingDecoder.fields + ["timingChanges"] + ContentsDecoder.fields
    /// Every field a layer may have.
    static let fields = structuralFields + PropertyKey.allCases.map(\.rawValue)

    /// Problems found so far.
    var diagnostics = Diagnostics()
    /// Reads images and text; knows where relative image paths start.
    var contents = ContentsDecoder(baseDirectory: nil)
    /// The JSON path of each layer id seen, for duplicate detection and for mapping timeline errors back.
    private(set) var idPaths: [String: String] = [:]

    /// The layers of the array at `path`.
    mutating func decodeLayers(_ json: JSONValue, at path: String, depth: Int) -> [Layer] {
        guard depth <= FormatLimits.maxLayerDepth else {
            diagnostics.report(path, "sublayers nest deeper than \(FormatLimits.maxLayerDepth) levels")
            return []
        }
        guard let items = ValueDecoder.array(json, at: path, what: "an array of layers", &diagnostics) else { return [] }
        return items.enumerated().compactMap { i, item in decodeLayer(item, at: JSONPath.element(path, i), depth: depth) }
    }

    private mutating func decodeLayer(_ json: JSONValue, at path: String, depth: Int) -> Layer? {
        guard var object = ObjectReader(json, at: path, what: "a layer", &diagnostics) else { return nil }
        let id = decodeID(&object)
        var layer = Layer(id: id ?? "")
        if let json = object.take("type"),
           let kind = ValueDecoder.name(json, as: LayerKind.self, at: object.path("type"), &diagnostics) {
            layer.kind = kind
        }
        decodeGeometry(&object, into: &layer.properties)
        decodeKeyPathProperties(&object, into: &layer.properties)
        decodeDrawingOptions(&object, into: &layer.properties)
        contents.decode(&object, kind: layer.kind, into: &layer.properties, &diagnostics)
        decodeTiming(&object, into: &layer.timing)
        if let json = object.take("mask") {
            // A mask is one layer object; decoded like a sublayer (its id shares the scene's namespace).
            layer.mask = decodeLayer(json, at: object.path("mask"), depth: depth + 1)
        }
        if let json = object.take("sublayers") {
            layer.sublayers = decodeLayers(json, at: object.path("sublayers"), depth: depth + 1)
        }
        if let json = object.take("animations") {
            let list = AnimationDecoder.decodeList(json, at: object.path("animations"), depth: 0, uniqueKeys: true,
                                                   &diagnostics)
            for animation in list { layer.add(animation) }
        }
        object.reportUnknown(valid: Self.fields, what: "a layer", &diagnostics)
        return id == nil ? nil : layer
    }

    private mutating func decodeID(_ object: inout ObjectReader) -> String? {
        let path = object.path("id")
        guard let json = object.take("id") else { diagnostics.report(path, "is required: a unique layer name"); return nil }
        guard let id = ValueDecoder.string(json, at: path, &diagnostics) else { return nil }
        guard !id.isEmpty else { diagnostics.report(path, "must not be empty"); return nil }
        if let first = idPaths[id] {
            diagnostics.report(path, "duplicate layer id \"\(id)\" (first used by \(first)); layer ids must be unique")
            return nil
        }
        idPaths[id] = object.path
        return id
    }

    /// `anchorPoint` first, then `frame`, because the frame places the layer by its anchor point.
    private mutating func decodeGeometry(_ object: inout ObjectReader, into p: inout LayerProperties) {
        if let json = object.take("anchorPoint"),
           case .point(let a)? = ValueDecoder.value(json, kind: .point, at: object.path("anchorPoint"), &diagnostics) {
            p.anchorPoint = a
        }
        guard let json = object.take("frame") else { return }
        if object.has("position") || object.has("bounds") {
            diagnostics.report(object.path("frame"), "cannot be combined with position or bounds; give either frame "
                               + "or position + bounds")
        }
        if case .rect(let r)? = ValueDecoder.value(json, kind: .rect, at: object.path("frame"), &diagnostics) {
            guard r.width >= 0, r.height >= 0 else {
                diagnostics.report(object.path("frame"), "width and height must not be negative")
                return
            }
            p.frame = r
        }
    }

    /// Every key path given as a model value; whole properties come before their parts (`position` before `position.x`).
    private mutating func decodeKeyPathProperties(_ object: inout ObjectReader, into p: inout LayerProperties) {
        for key in PropertyKey.allCases where key != .anchorPoint {
            guard let json = object.take(key.rawValue),
                  let value = ValueDecoder.value(json, kind: key.valueKind, at: object.path(key.rawValue), &diagnostics)
            else { continue }
            p[key] = value
        }
    }

    private mutating func decodeDrawingOptions(_ object: inout ObjectReader, into p: inout LayerProperties) {
        func take<E: RawRepresentable & CaseIterable>(_ name: String, _ type: E.Type) -> E? where E.RawValue == String {
            object.take(name).flatMap { ValueDecoder.name($0, as: type, at: object.path(name), &diagnostics) }
        }
        if let v = take("lineCap", LineCap.self) { p.lineCap = v }
        if let v = take("lineJoin", LineJoin.self) { p.lineJoin = v }
        if let v = take("fillRule", FillRule.self) { p.fillRule = v }
        if let v = take("gradientType", GradientType.self) { p.gradientType = v }
        if let json = object.take("masksToBounds"),
           let b = ValueDecoder.bool(json, at: object.path("masksToBounds"), &diagnostics) {
            p.masksToBounds = b
        }
        if let json = object.take("lineDashPattern"),
           let dashes = ValueDecoder.numbers(json, at: object.path("lineDashPattern"), &diagnostics) {
            if dashes.contains(where: { $0 < 0 }) {
                diagnostics.report(object.path("lineDashPattern"), "dash lengths must not be negative")
            } else {
                p.lineDashPattern = dashes
            }
        }
        if let json = object.take("maskedCorners") { decodeCorners(json, at: object.path("maskedCorners"), into: &p) }
    }

    private mutating func decodeCorners(_ json: JSONValue, at path: String, into p: inout LayerProperties) {
        let names = Self.cornerNames.map(\.name)
        let expected = "an array of corner names (\(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
        guard let items = ValueDecoder.array(json, at: path, what: expected, &diagnostics) else { return }
        var mask: CornerMask = []
        for (i, item) in items.enumerated() {
            guard case .string(let name) = item, let corner = Self.cornerNames.first(where: { $0.name == name }) else {
                diagnostics.report(JSONPath.element(path, i), "expected one of \(names.joined(separator: ", "))")
                continue
            }
            mask.insert(corner.mask)
        }
        p.maskedCorners = mask
    }

    private mutating func decodeTiming(_ object: inout ObjectReader, into timing: inout LayerTiming) {
        LayerTimingDecoder.decodeSettings(&object, into: &timing, &diagnostics)
        if let json = object.take("timingChanges") {
            timing.changes = LayerTimingDecoder.decodeChanges(json, at: object.path("timingChanges"), &diagnostics)
        }
    }
}
