#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and tinted a step further.
open class CAReplicatorLayer: CALayer {
    override class var layerKind: LayerKind { .replicator }

    /// How many copies are drawn (1 by default: the sublayers once).
    public var instanceCount: Int {
        get { modelValues.instanceCount }
        set { setModel(.instanceCount, .number(Double(newValue))) }
    }

    /// Seconds each copy runs later than the one before.
    public var instanceDelay: CFTimeInterval {
        get { modelValues.instanceDelay }
        set { setModel(.instanceDelay, .number(newValue)) }
    }

    /// The transform from each copy to the next, applied about the replicator's centre (copy i gets it i times).
    public var instanceTransform: CATransform3D {
        get { modelValues.instanceTransform.ca }
        set { setModel(.instanceTransform, .transform(Transform3D(ca: newValue))) }
    }

    /// The colour the first copy is multiplied by (white by default; nil is white).
    public var instanceColor: CGColor? {
        get { CGColor(modelValues.instanceColor) }
        set { setModel(.instanceColor, .color(newValue?.color ?? .white)) }
    }

    /// Added to the red multiplier once more for each copy.
    public var instanceRedOffset: Float {
        get { Float(modelValues.instanceRedOffset) }
        set { setModel(.instanceRedOffset, .number(Double(newValue))) }
    }

    /// Added to the green multiplier once more for each copy.
    public var instanceGreenOffset: Float {
        get { Float(modelValues.instanceGreenOffset) }
        set { setModel(.instanceGreenOffset, .number(Double(newValue))) }
    }

    /// Added to the blue multiplier once more for each copy.
    public var instanceBlueOffset: Float {
        get { Float(modelValues.instanceBlueOffset) }
        set { setModel(.instanceBlueOffset, .number(Double(newValue))) }
    }

    /// Added to the alpha multiplier once more for each copy.
    public var instanceAlphaOffset: Float {
        get { Float(modelValues.instanceAlphaOffset) }
        set { setModel(.instanceAlphaOffset, .number(Double(newValue))) }
    }

    /// Whether the copies keep their 3D positions; Anima flattens them into the replicator's plane, so true is
    /// stored and reported.
    public var preservesDepth = false {
        didSet {
            if preservesDepth {
                AnimaDiagnostics.report(layer: displayName, keyPath: "preservesDepth",
                                        "Anima flattens replicated copies into the replicator's plane; stored, not drawn in depth")
            }
        }
    }
}
#endif
