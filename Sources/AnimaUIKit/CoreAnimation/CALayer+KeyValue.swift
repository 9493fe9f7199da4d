#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// Sets the property at `keyPath` (every key path of the property table, sub-paths such as `transform.scale.xy`
    /// and QuartzCore's `hidden` included); a value of the wrong type is reported and ignored. Other keys are stored,
    /// as CALayer stores them, and a sub-path of a modelled property that QuartzCore does not have is reported.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let key = PropertyKey(keyPath: keyPath) else {
            reportUnknownSubKeyPath(keyPath)
            extraValues[keyPath] = value
            return
        }
        guard let any = value, let v = AnyValue.value(any, kind: key.valueKind) else {
            if value == nil, let reset = Self.nilValue(for: key) { setModel(subKey: key, reset); return }
            AnimaDiagnostics.report(layer: displayName, keyPath: keyPath,
                                    "setValue got a \(AnyValue.typeName(value)); a \(key.valueKind.rawValue) was expected, so it is ignored")
            return
        }
        if key.descriptor.whole == key { setModel(key, v) } else { setModel(subKey: key, v) }
    }

    /// The property at `keyPath`, typed as QuartzCore returns it (CGFloat, CGPoint, CATransform3D, CGColor, …).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let key = PropertyKey(keyPath: keyPath) else {
            switch keyPath {
            case "name": return name
            case "speed": return speed
            case "timeOffset": return timeOffset
            case "beginTime": return beginTime
            default:
                reportUnknownSubKeyPath(keyPath)
                return extraValues[keyPath]
            }
        }
        return AnyValue.any(modelValues[key])
    }

    /// `setValue(_:forKeyPath:)` for a single key.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// `value(forKeyPath:)` for a single key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// `transform.scale.w` or `position.z`: a dotted key path under a property the table models is a typo, not one of
    /// the layer's own keys (which have no dot), so it is named with the sub-paths that property has.
    private func reportUnknownSubKeyPath(_ keyPath: String) {
        guard let dot = keyPath.firstIndex(of: "."), let whole = PropertyKey(keyPath: String(keyPath[..<dot])) else { return }
        let parts = PropertyKey.allCases.filter { $0.descriptor.whole == whole.descriptor.whole && $0 != whole }.map(\.keyPath)
        AnimaDiagnostics.report(layer: displayName, keyPath: keyPath,
                                "unknown key path \"\(keyPath)\"; \(whole.keyPath) has \(parts.joined(separator: ", "))")
    }

    /// What nil means for the optional colour and path properties.
    private static func nilValue(for key: PropertyKey) -> Value? {
        switch key {
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor: .color(.clear)
        case .path: .path(Path())
        default: nil
        }
    }
}
#endif
