/// A value as a CAAnimation or CALayer holds it: NSNumber, CGPoint, CGSize, CGRect, CGColor, CATransform3D, CGPath,
/// or an array of colours or numbers.
public enum CAValueDescription: Sendable, Hashable, Codable {
    /// An NSNumber.
    case number(Double)
    /// A CGPoint.
    case point(x: Double, y: Double)
    /// A CGSize.
    case size(width: Double, height: Double)
    /// A CGRect.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// sRGB components 0…1.
    case color(red: Double, green: Double, blue: Double, alpha: Double)
    /// The 16 entries m11…m44 in Core Animation's row order.
    case transform([Double])
    /// SVG path data.
    case path(String)
    /// An array of colours, each sRGB components 0…1 (a gradient's `colors`).
    case colors([[Double]])
    /// An array of NSNumbers (a gradient's `locations`).
    case numbers([Double])
    /// A Bool.
    case bool(Bool)

    private enum CodingKeys: String, CodingKey { case number, point, size, rect, color, transform, path, colors, numbers, bool }

    /// Decodes `{"<kind>": …}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "a value needs one kind key"))
        }
        func numbers(_ count: Int) throws -> [Double] {
            let ns = try c.decode([Double].self, forKey: key)
            guard ns.count == count else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected \(count) numbers")
            }
            return ns
        }
        switch key {
        case .number: self = .number(try c.decode(Double.self, forKey: key))
        case .point: let n = try numbers(2); self = .point(x: n[0], y: n[1])
        case .size: let n = try numbers(2); self = .size(width: n[0], height: n[1])
        case .rect: let n = try numbers(4); self = .rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case .color: let n = try numbers(4); self = .color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
        case .transform: self = .transform(try numbers(16))
        case .path: self = .path(try c.decode(String.self, forKey: key))
        case .colors: self = .colors(try c.decode([[Double]].self, forKey: key))
        case .numbers: self = .numbers(try c.decode([Double].self, forKey: key))
        case .bool: self = .bool(try c.decode(Bool.self, forKey: key))
        }
    }

    /// Encodes `{"<kind>": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .number(let v): try c.encode(v, forKey: .number)
        case let .point(x, y): try c.encode([x, y], forKey: .point)
        case let .size(w, h): try c.encode([w, h], forKey: .size)
        case let .rect(x, y, w, h): try c.encode([x, y, w, h], forKey: .rect)
        case let .color(r, g, b, a): try c.encode([r, g, b, a], forKey: .color)
        case .transform(let m): try c.encode(m, forKey: .transform)
        case .path(let d): try c.encode(d, forKey: .path)
        case .colors(let cs): try c.encode(cs, forKey: .colors)
        case .numbers(let ns): try c.encode(ns, forKey: .numbers)
        case .bool(let b): try c.encode(b, forKey: .bool)
        }
    }
}
