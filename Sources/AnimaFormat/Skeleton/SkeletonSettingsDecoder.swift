import AnimaCore
import AnimaSkeleton

/// Reads a skeleton configuration object (the layout's `skeleton`, a view's `configuration`, or the configuration
/// keys of an adjustment) into cascade settings, in the order the keys appear.
struct SkeletonSettingsDecoder {
    /// Keys a configuration object takes.
    static let keys = ["style", "appearance", "colors", "color", "cornerRadius", "lineHeight", "lineSpacing",
                       "lastLineFill", "lastLineVariation", "lineCornerRadius", "imagesAsCircles", "seed",
                       "layoutDirection", "reduceMotion", "reducedMotionStyle", "direction", "shimmer", "pulse",
                       "stagger", "drop", "stretch", "animated", "dropIndex", "dropFromIndex", "removeOnDrop",
                       "stretchMode"]

    /// The settings of every configuration key present in `object` (taking them), in file order.
    static func settings(from object: inout ObjectReader, _ d: inout Diagnostics) -> [SkeletonSetting] {
        var result: [SkeletonSetting] = []
        for key in keys {
            guard let json = object.take(key) else { continue }
            result += settings(key: key, json, at: object.path(key), &d)
        }
        return result
    }

    /// A whole configuration object.
    static func object(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [SkeletonSetting] {
        guard var object = ObjectReader(json, at: path, what: "a skeleton configuration", &d) else { return [] }
        let result = settings(from: &object, &d)
        object.reportUnknown(valid: keys, what: "a skeleton configuration", &d)
        return result
    }

    private static func settings(key: String, _ json: JSONValue, at path: String,
                                 _ d: inout Diagnostics) -> [SkeletonSetting] {
        let number = { (d: inout Diagnostics) in ValueDecoder.number(json, at: path, &d) }
        let flag = { (d: inout Diagnostics) in ValueDecoder.bool(json, at: path, &d) }
        let whole = { (d: inout Diagnostics) in integer(json, at: path, &d) }
        let one: SkeletonSetting?
        switch key {
        case "style": one = ValueDecoder.name(json, as: SkeletonStyle.self, at: path, &d).map { .style($0) }
        case "appearance": one = ValueDecoder.name(json, as: SkeletonAppearance.self, at: path, &d).map { .appearance($0) }
        case "colors": return colors(json, at: path, &d)
        case "color": one = ValueDecoder.color(json, at: path, &d).map { .elementColor($0) }
        case "cornerRadius": one = number(&d).map { .cornerRadius($0) }
        case "lineHeight": one = number(&d).map { .lineHeight($0) }
        case "lineSpacing": one = number(&d).map { .lineSpacing($0) }
        case "lastLineFill": one = number(&d).map { .lastLineFill($0) }
        case "lastLineVariation": one = number(&d).map { .lastLineVariation($0) }
        case "lineCornerRadius": one = number(&d).map { .lineCornerRadius($0) }
        case "imagesAsCircles": one = flag(&d).map { .imagesAsCircles($0) }
        case "seed": one = whole(&d).map { .seed(UInt64(truncatingIfNeeded: $0)) }
        case "layoutDirection": one = ValueDecoder.name(json, as: LayoutDirection.self, at: path, &d).map { .layoutDirection($0) }
        case "reduceMotion": one = flag(&d).map { .reduceMotion($0) }
        case "reducedMotionStyle":
            one = ValueDecoder.name(json, as: ReducedMotionStyle.self, at: path, &d).map { .reducedMotionStyle($0) }
        case "direction": one = ValueDecoder.name(json, as: ShimmerDirection.self, at: path, &d).map { .shimmerDirection($0) }
        case "animated": one = flag(&d).map { .animated($0) }
        case "dropIndex": one = whole(&d).map { .dropIndex($0) }
        case "dropFromIndex": one = whole(&d).map { .dropFromIndex($0) }
        case "removeOnDrop": one = flag(&d).map { .removeOnDrop($0) }
        case "stretchMode": one = ValueDecoder.name(json, as: StretchMode.self, at: path, &d).map { .stretchMode($0) }
        default: return styleOptions(key, json, at: path, &d)
        }
        return one.map { [$0] } ?? []
    }

    /// `{"light": {"base", "highlight", "deep"}, "dark": {…}}`.
    private static func colors(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [SkeletonSetting] {
        guard var object = ObjectReader(json, at: path, what: "colours per appearance", &d) else { return [] }
        var result: [SkeletonSetting] = []
        for appearance in SkeletonAppearance.allCases {
            guard let inner = object.take(appearance.rawValue) else { continue }
            guard var colors = ObjectReader(inner, at: object.path(appearance.rawValue), what: "a palette", &d) else { continue }
            let makers: [(String, (Color) -> SkeletonSetting)] = [
                ("base", { .baseColor(appearance, $0) }), ("highlight", { .highlightColor(appearance, $0) }),
                ("deep", { .deepColor(appearance, $0) }),
            ]
            for (name, make) in makers {
                if let c = colors.take(name).flatMap({ ValueDecoder.color($0, at: colors.path(name), &d) }) {
                    result.append(make(c))
                }
            }
            colors.reportUnknown(valid: ["base", "highlight", "deep"], what: "a palette", &d)
        }
        object.reportUnknown(valid: ["light", "dark"], what: "the colours", &d)
        return result
    }

    private typealias OptionReader = @Sendable (JSONValue, String, inout Diagnostics) -> SkeletonSetting?

    private static func numberOption(_ make: @escaping @Sendable (Double) -> SkeletonSetting) -> OptionReader {
        { json, path, d in ValueDecoder.number(json, at: path, &d).map(make) }
    }

    /// The style option blocks: `"shimmer": {"speed": 300}` and so on.
    private static let options: [String: [(String, OptionReader)]] = [
        "shimmer": [
            ("direction", { json, path, d in ValueDecoder.name(json, as: ShimmerDirection.self, at: path, &d).map { .shimmerDirection($0) } }),
            ("highlightWidth", numberOption { .shimmerHighlightWidth($0) }), ("speed", numberOption { .shimmerSpeed($0) }),
            ("pause", numberOption { .shimmerPause($0) }), ("tilt", numberOption { .shimmerTilt($0) }),
        ],
        "pulse": [("duration", numberOption { .pulseDuration($0) }), ("minimumOpacity", numberOption { .pulseMinimumOpacity($0) })],
        "stagger": [("duration", numberOption { .staggerDuration($0) }), ("delay", numberOption { .staggerDelay($0) })],
        "drop": [
            ("step", numberOption { .dropStep($0) }), ("stayRatio", numberOption { .dropStayRatio($0) }),
            ("restSteps", { json, path, d in integer(json, at: path, &d).map { .dropRestSteps($0) } }),
        ],
        "stretch": [
            ("duration", numberOption { .stretchDuration($0) }), ("longScale", numberOption { .stretchLongScale($0) }),
            ("shortScale", numberOption { .stretchShortScale($0) }),
        ],
    ]

    private static func styleOptions(_ style: String, _ json: JSONValue, at path: String,
                                     _ d: inout Diagnostics) -> [SkeletonSetting] {
        guard let readers = options[style],
              var object = ObjectReader(json, at: path, what: "\(style) options", &d) else { return [] }
        var result: [SkeletonSetting] = []
        for (name, read) in readers {
            if let value = object.take(name), let setting = read(value, object.path(name), &d) { result.append(setting) }
        }
        object.reportUnknown(valid: readers.map(\.0), what: "\(style) options", &d)
        return result
    }

    /// A whole number.
    static func integer(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Int? {
        guard let v = ValueDecoder.number(json, at: path, &d) else { return nil }
        guard v.rounded() == v, Swift.abs(v) <= 1e15 else {
            d.report(path, "expected a whole number, got \(JSONWriter.number(v))")
            return nil
        }
        return Int(v)
    }
}
