#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// Sets the property at `keyPath` (every key path of Anima's model, sub-paths such as `transform.rotation.z`
    /// included); a value of the wrong type is reported and ignored. Other keys are stored, as CALayer stores them.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let key = PropertyKey(keyPath: keyPath) else {
            extraValues[keyPath] = value
            return
        }
        guard let any = value, let v = AnyValue.value(any, kind: key.valueKind) else {
            if value == nil, let reset = Self.nilValue(for: key) { setModel(subKey: key, reset); return }
            AnimaDiagnostics.report(layer: displayName, keyPath: keyPath,
                                    "setValue got a \(AnyValue.typeName(value)); a \(key.valueKind.rawValue) was expected, so it is ignored")
            return
        }
        if key == key.wholeKey { setModel(key, v) } else { setModel(subKey: key, v) }
    }

    /// The property at `keyPath`, typed as QuartzCore returns it (CGFloat, CGPoint, CATransform3D, CGColor, …).
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let key = PropertyKey(keyPath: keyPath) else {
            switch keyPath {
            case "name": return name
            case "speed": return speed
            case "timeOffset": return timeOffset
            case "beginTime": return beginTime
            default: return extraValues[keyPath]
            }
        }
        return AnyValue.any(modelValues[key])
    }

    /// `setValue(_:forKeyPath:)` for a single key.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// `value(forKeyPath:)` for a single key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

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
