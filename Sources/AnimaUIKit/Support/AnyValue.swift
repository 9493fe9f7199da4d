#if !canImport(Darwin)
import AnimaCore
import Foundation

/// Converts QuartzCore's `Any?` values (CGFloat, Double, Float, Int, NSNumber, CGPoint, CGSize, CGRect,
/// CATransform3D, CGColor, CGPath, NSValue boxes of the geometry ones, and arrays of them) to AnimaCore values of the kind a key path takes.
enum AnyValue {
    /// The value for a property of `kind`, or nil when `any` has the wrong type.
    static func value(_ boxed: Any, kind: ValueKind) -> Value? {
        // Only real NSValue objects are unboxed (`as? NSValue` alone would bridge every Swift number to an NSNumber).
        let box = type(of: boxed) is NSValue.Type ? boxed as? NSValue : nil
        let any = box?.unboxedGeometry ?? boxed
        return switch kind {
        case .number: number(any).map(Value.number)
        case .bool: (any as? Bool).map(Value.bool) ?? number(any).map { .bool($0 != 0) }
        case .point: (any as? CGPoint).map { .point(Point(cg: $0)) }
        case .size: (any as? CGSize).map { .size(Size(cg: $0)) } ?? (any as? CGPoint).map { .size(Size(Double($0.x), Double($0.y))) }
        case .rect: (any as? CGRect).map { .rect(Rect(cg: $0)) }
        case .color: (any as? CGColor).map { .color($0.color) }
        case .transform: (any as? CATransform3D).map { .transform(Transform3D(ca: $0)) }
        case .path: (any as? CGPath).map { .path($0.path) }
        case .colors: colors(any).map(Value.colors)
        case .numbers: numbers(any).map(Value.numbers)
        }
    }

    /// A number from any of Swift's and Foundation's numeric types.
    static func number(_ any: Any) -> Double? {
        switch any {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// Numbers from an array of any numeric type.
    static func numbers(_ any: Any) -> [Double]? {
        guard let array = any as? [Any] else { return nil }
        let values = array.compactMap(number)
        return values.count == array.count ? values : nil
    }

    private static func colors(_ any: Any) -> [Color]? {
        guard let array = any as? [Any] else { return nil }
        let values = array.compactMap { ($0 as? CGColor)?.color }
        return values.count == array.count ? values : nil
    }

    /// The QuartzCore-typed value for an AnimaCore value (what `value(forKeyPath:)` returns).
    static func any(_ value: Value) -> Any {
        switch value {
        case .number(let v): CGFloat(v)
        case .bool(let b): b
        case .point(let p): p.cg
        case .size(let s): s.cg
        case .rect(let r): r.cg
        case .color(let c): CGColor(c)
        case .transform(let t): t.ca
        case .path(let p): CGMutablePath(p) as CGPath
        case .colors(let cs): cs.map { CGColor($0) }
        case .numbers(let ns): ns.map { NSNumber(value: $0) }
        }
    }

    /// A short name of the type of `any`, for diagnostics.
    static func typeName(_ any: Any?) -> String {
        guard let any else { return "nil" }
        return String(describing: type(of: any))
    }
}
#endif
