#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A layer that draws a colour gradient.
open class CAGradientLayer: CALayer {
    override class var layerKind: LayerKind { .gradient }

    /// The colours, as `[CGColor]`; other element types are reported and ignored.
    public var colors: [Any]? {
        get { modelValues.colors.isEmpty ? nil : modelValues.colors.map { CGColor($0) } }
        set {
            guard let newValue else { setModel(.colors, .colors([])); return }
            guard let v = AnyValue.value(newValue, kind: .colors) else {
                AnimaDiagnostics.report(layer: displayName, keyPath: "colors", "colors must be CGColors; ignored")
                return
            }
            setModel(.colors, v)
        }
    }

    /// The stop locations.
    public var locations: [NSNumber]? {
        get { modelValues.locations.isEmpty ? nil : modelValues.locations.map { NSNumber(value: $0) } }
        set { setModel(.locations, .numbers(newValue?.map(\.doubleValue) ?? [])) }
    }

    /// The start of the axis in unit coordinates.
    public var startPoint: CGPoint {
        get { modelValues.startPoint.cg }
        set { setModel(.startPoint, .point(Point(cg: newValue))) }
    }

    /// The end of the axis in unit coordinates.
    public var endPoint: CGPoint {
        get { modelValues.endPoint.cg }
        set { setModel(.endPoint, .point(Point(cg: newValue))) }
    }

    /// Axial or radial (not animatable).
    public var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: modelValues.gradientType.rawValue) }
        set { setUnanimated { $0.gradientType = GradientType(rawValue: newValue.rawValue) ?? .axial } }
    }
}
#endif
