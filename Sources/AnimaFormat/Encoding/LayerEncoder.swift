import AnimaCore
import Foundation

/// Writes layers with a fixed member order, leaving out properties that hold Core Animation's defaults.
enum LayerEncoder {
    /// A layer and its subtree as a JSON object.
    static func encode(_ layer: Layer) -> JSONValue {
        var m: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue) { m.append(JSONMember(key: key, value: value)) }
        let p = layer.properties, defaults = LayerProperties()
        add("id", .string(layer.id))
        add("type", .string(layer.kind.rawValue))
        // Whole properties only: the parts (`position.x`, `transform.rotation.z`) are views of these.
        for key in PropertyKey.wholeProperties where p[key] != defaults[key] {
            add(key.rawValue, ValueEncoder.encode(p[key]))
        }
        if p.path != nil, p[.path] == defaults[.path] { add("path", .string("")) }
        if p.masksToBounds { add("masksToBounds", .bool(true)) }
        if p.maskedCorners != defaults.maskedCorners {
            add("maskedCorners", .array(LayerDecoder.cornerNames.filter { p.maskedCorners.contains($0.mask) }
                .map { .string($0.name) }))
        }
        if p.lineCap != defaults.lineCap { add("lineCap", .string(p.lineCap.rawValue)) }
        if p.lineJoin != defaults.lineJoin { add("lineJoin", .string(p.lineJoin.rawValue)) }
        if p.lineDashPattern != defaults.lineDashPattern { add("lineDashPattern", ValueEncoder.numbers(p.lineDashPattern)) }
        if p.fillRule != defaults.fillRule { add("fillRule", .string(p.fillRule.rawValue)) }
        if p.gradientType != defaults.gradientType { add("gradientType", .string(p.gradientType.rawValue)) }
        encodeContents(p, defaults, add)
        m += LayerTimingEncoder.encode(layer.timing)
        if !layer.animations.isEmpty { add("animations", .array(layer.animations.map(AnimationEncoder.encode))) }
        if let mask = layer.mask { add("mask", encode(mask)) }
        if !layer.sublayers.isEmpty { add("sublayers", .array(layer.sublayers.map(encode))) }
        return .object(m)
    }

    /// Images are written as base64 `data:` URIs so the output stands alone wherever it is saved.
    private static func encodeContents(_ p: LayerProperties, _ defaults: LayerProperties,
                                       _ add: (String, JSONValue) -> Void) {
        if let c = p.contents {
            add("contents", .string("data:\(c.mediaType ?? "application/octet-stream");base64,"
                                    + Data(c.bytes).base64EncodedString()))
        }
        if p.contentsGravity != defaults.contentsGravity { add("contentsGravity", .string(p.contentsGravity.rawValue)) }
        if p.minificationFilter != defaults.minificationFilter {
            add("minificationFilter", .string(p.minificationFilter.rawValue))
        }
        if p.magnificationFilter != defaults.magnificationFilter {
            add("magnificationFilter", .string(p.magnificationFilter.rawValue))
        }
        if !p.string.isEmpty { add("string", .string(p.string)) }
        if let f = p.fontName { add("fontName", .string(f)) }
        if p.alignmentMode != defaults.alignmentMode { add("alignmentMode", .string(p.alignmentMode.rawValue)) }
        if p.isWrapped { add("isWrapped", .bool(true)) }
        if p.truncationMode != defaults.truncationMode { add("truncationMode", .string(p.truncationMode.rawValue)) }
    }
}
