import AnimaCore

/// A value of each key path's kind that differs from its default (whole numbers where Core Animation stores an
/// integer, angles inside (−π, π] so the decomposition reads them back): what the property-table tests of Core, the
/// exporters and the Apple adapter set and expect back.
public enum PropertySamples {
    /// The sample for `key`.
    public static func value(for key: PropertyKey) -> Value {
        switch key.descriptor.defaultValue {
        case .number(let v): .number(v + 2)
        case .bool(let b): .bool(!b)
        case .point(let p): .point(Point(p.x + 3, p.y - 5))
        case .size(let s): .size(Size(s.width + 7, s.height + 11))
        case .rect(let r): .rect(Rect(r.minX + 1, r.minY + 2, r.width + 3, r.height + 4))
        case .color: .color(Color(0.1, 0.2, 0.3, 0.4))
        case .transform: .transform(.translation(1, 2, 3))
        case .path: .path((try? Path(svgPathData: "M0 0 L10 0 L10 10 Z")) ?? Path())
        case .colors: .colors([Color(1, 0, 0, 1), Color(0, 0, 1, 0.5)])
        case .numbers: .numbers([0, 0.25, 1])
        }
    }
}
