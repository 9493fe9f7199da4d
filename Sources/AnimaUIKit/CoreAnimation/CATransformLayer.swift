#if !canImport(Darwin)
import AnimaCore

/// A layer that draws nothing itself and keeps its sublayers in 3D: they are depth-sorted instead of flattened into
/// its plane (how card flips with a front and a back layer are built).
open class CATransformLayer: CALayer {
    override class var layerKind: LayerKind { .transformLayer }
}
#endif
