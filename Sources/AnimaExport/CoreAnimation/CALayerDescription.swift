import AnimaCore

/// A CALayer (or CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CATransformLayer, CATextLayer) field by field;
/// absent fields keep Core Animation's defaults.
///
/// The animatable properties are the property table's (`PropertyKey.descriptor`), kept by key path in `properties`,
/// so a property added to the table is described, written as Swift and made into a real layer with no change here.
/// The JSON keeps one flat object per layer: numbers, Booleans, number lists and path data plainly, other values as
/// `{"<kind>": …}`.
public struct CALayerDescription: Sendable, Hashable, Codable {
    /// "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATransformLayer" or "CATextLayer".
    public var className: String
    /// The layer's `name`: the Anima layer id.
    public var name: String
    /// Every property of the property table that differs from Core Animation's default, by key path.
    public var properties: [String: CAValueDescription] = [:]
    /// `CACornerMask` raw value (1 min-x min-y, 2 max-x min-y, 4 min-x max-y, 8 max-x max-y).
    public var maskedCorners: Int?
    /// CALayer's `masksToBounds`, when it differs from the default.
    public var masksToBounds: Bool?
    /// `CAShapeLayerLineCap` raw value.
    public var lineCap: String?
    /// `CAShapeLayerLineJoin` raw value.
    public var lineJoin: String?
    /// CAShapeLayer's `lineDashPattern`, when it differs from the default.
    public var lineDashPattern: [Double]?
    /// `CAShapeLayerFillRule` raw value ("non-zero" or "even-odd").
    public var fillRule: String?
    /// `CAGradientLayerType` raw value ("axial" or "radial").
    public var gradientType: String?
    /// CALayer's `contents`: the encoded image as a `data:` URI (base64).
    public var contents: String?
    /// `CALayerContentsGravity` raw value as Core Animation spells it ("resizeAspect", "topLeft", …).
    public var contentsGravity: String?
    /// `CALayerContentsFilter` raw value ("linear", "nearest", "trilinear").
    public var minificationFilter: String?
    /// `CALayerContentsFilter` raw value.
    public var magnificationFilter: String?
    /// CATextLayer's `string`.
    public var string: String?
    /// CATextLayer's font, by name.
    public var fontName: String?
    /// `CATextLayerAlignmentMode` raw value.
    public var alignmentMode: String?
    /// CATextLayer's `isWrapped`, when it differs from the default.
    public var isWrapped: Bool?
    /// `CATextLayerTruncationMode` raw value.
    public var truncationMode: String?
    /// CALayer's `beginTime`, when it differs from the default.
    public var beginTime: Double?
    /// CALayer's `speed`, when it differs from the default.
    public var speed: Double?
    /// CALayer's `timeOffset`, when it differs from the default.
    public var timeOffset: Double?
    /// CALayer's `duration`, when it differs from the default.
    public var duration: Double?
    /// CALayer's `repeatCount`, when it differs from the default.
    public var repeatCount: Double?
    /// CALayer's `repeatDuration`, when it differs from the default.
    public var repeatDuration: Double?
    /// CALayer's `autoreverses`, when it differs from the default.
    public var autoreverses: Bool?
    /// CALayer's `fillMode` (`CAMediaTimingFillMode` raw value), when it differs from the default.
    public var fillMode: String?
    /// The mask layer (CALayer.mask), as a one-element array when there is one.
    public var mask: [CALayerDescription]?
    /// The sublayers, bottom to top.
    public var sublayers: [CALayerDescription] = []
    /// The animations, in the order they are added.
    public var animations: [CAAnimationDescription] = []

    /// Creates a description of a layer of class `className` named `name`.
    public init(className: String, name: String) { self.className = className; self.name = name }

    /// The value of a property of the table, nil when it keeps Core Animation's default.
    public subscript(key: PropertyKey) -> CAValueDescription? {
        get { properties[key.keyPath] }
        set { properties[key.keyPath] = newValue }
    }

    // MARK: Codable

    private enum Field: String, CaseIterable {
        case className, name, maskedCorners, masksToBounds, lineCap, lineJoin, lineDashPattern, fillRule, gradientType
        case contents, contentsGravity, minificationFilter, magnificationFilter, string, fontName, alignmentMode
        case isWrapped, truncationMode, beginTime, speed, timeOffset, duration, repeatCount, repeatDuration, autoreverses
        case fillMode, mask, sublayers, animations
    }

    /// A JSON key: a fixed field's name or a property's key path.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the flat object `encode(to:)` writes; keys that are neither fields nor whole key paths are ignored.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        className = try c.decode(String.self, forKey: Key(Field.className.rawValue))
        name = try c.decode(String.self, forKey: Key(Field.name.rawValue))
        func field<T: Decodable>(_ f: Field) throws -> T? { try c.decodeIfPresent(T.self, forKey: Key(f.rawValue)) }
        maskedCorners = try field(.maskedCorners); masksToBounds = try field(.masksToBounds)
        lineCap = try field(.lineCap); lineJoin = try field(.lineJoin); lineDashPattern = try field(.lineDashPattern)
        fillRule = try field(.fillRule); gradientType = try field(.gradientType); contents = try field(.contents)
        contentsGravity = try field(.contentsGravity); minificationFilter = try field(.minificationFilter)
        magnificationFilter = try field(.magnificationFilter); string = try field(.string)
        fontName = try field(.fontName); alignmentMode = try field(.alignmentMode); isWrapped = try field(.isWrapped)
        truncationMode = try field(.truncationMode); beginTime = try field(.beginTime); speed = try field(.speed)
        timeOffset = try field(.timeOffset); duration = try field(.duration); repeatCount = try field(.repeatCount)
        repeatDuration = try field(.repeatDuration); autoreverses = try field(.autoreverses); fillMode = try field(.fillMode)
        mask = try field(.mask)
        sublayers = try field(.sublayers) ?? []
        animations = try field(.animations) ?? []
        for key in PropertyKey.wholeProperties where c.contains(Key(key.keyPath)) {
            properties[key.keyPath] = try Self.decodeProperty(key, from: c)
        }
    }

    /// Encodes one flat object: the fixed fields that are set and every property by its key path.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        func field<T: Encodable>(_ f: Field, _ value: T?) throws { try c.encodeIfPresent(value, forKey: Key(f.rawValue)) }
        try field(.className, className); try field(.name, name)
        try field(.maskedCorners, maskedCorners); try field(.masksToBounds, masksToBounds)
        try field(.lineCap, lineCap); try field(.lineJoin, lineJoin); try field(.lineDashPattern, lineDashPattern)
        try field(.fillRule, fillRule); try field(.gradientType, gradientType); try field(.contents, contents)
        try field(.contentsGravity, contentsGravity); try field(.minificationFilter, minificationFilter)
        try field(.magnificationFilter, magnificationFilter); try field(.string, string)
        try field(.fontName, fontName); try field(.alignmentMode, alignmentMode); try field(.isWrapped, isWrapped)
        try field(.truncationMode, truncationMode); try field(.beginTime, beginTime); try field(.speed, speed)
        try field(.timeOffset, timeOffset); try field(.duration, duration); try field(.repeatCount, repeatCount)
        try field(.repeatDuration, repeatDuration); try field(.autoreverses, autoreverses); try field(.fillMode, fillMode)
        try field(.mask, mask)
        try field(.sublayers, sublayers); try field(.animations, animations)
        for (keyPath, value) in properties {
            let key = Key(keyPath)
            switch value {
            case .number(let v): try c.encode(v, forKey: key)
            case .bool(let b): try c.encode(b, forKey: key)
            case .numbers(let ns): try c.encode(ns, forKey: key)
            case .path(let d): try c.encode(d, forKey: key)
            case .point, .size, .rect, .color, .transform, .colors: try c.encode(value, forKey: key)
            }
        }
    }

    /// A property in the form `encode(to:)` writes for its value kind.
    private static func decodeProperty(_ key: PropertyKey, from c: KeyedDecodingContainer<Key>) throws -> CAValueDescription {
        let k = Key(key.keyPath)
        switch key.valueKind {
        case .number: return .number(try c.decode(Double.self, forKey: k))
        case .bool: return .bool(try c.decode(Bool.self, forKey: k))
        case .numbers: return .numbers(try c.decode([Double].self, forKey: k))
        case .path: return .path(try c.decode(String.self, forKey: k))
        case .point, .size, .rect, .color, .transform, .colors: return try c.decode(CAValueDescription.self, forKey: k)
        }
    }
}
