#if !canImport(Darwin)
import Foundation

/// A particle emitter layer, with QuartzCore's properties and defaults.
///
/// Particles are not simulated: the layer draws what a plain layer draws (its background, border and sublayers),
/// and setting cells reports a diagnostic so a recording that shows no particles says why.
open class CAEmitterLayer: CALayer {
    /// The cells that emit particles; setting cells reports that particles are not drawn.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            guard let emitterCells, !emitterCells.isEmpty else { return }
            AnimaDiagnostics.report(layer: displayName, keyPath: "emitterCells",
                                    "CAEmitterLayer particles are not simulated on Linux; the emitter draws none")
        }
    }
    /// Multiplies every cell's birth rate (1 by default).
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime (1 by default).
    open var lifetime: Float = 1
    /// Where the emitter's shape is centred, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero
    /// The emitter's z position.
    open var emitterZPosition: CGFloat = 0
    /// The emitter shape's size.
    open var emitterSize = CGSize.zero
    /// The emitter shape's depth (cuboid and sphere shapes).
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape (`.point` by default).
    open var emitterShape = CAEmitterLayerEmitterShape.point
    /// Where on the shape particles start (`.volume` by default).
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    /// The order particles are drawn in (`.unordered` by default).
    open var renderMode = CAEmitterLayerRenderMode.unordered
    /// Whether particles are flattened into the layer's plane.
    open var preservesDepth = false
    /// Multiplies every cell's velocity (1 by default).
    open var velocity: Float = 1
    /// Multiplies every cell's scale (1 by default).
    open var scale: Float = 1
    /// Multiplies every cell's spin (1 by default).
    open var spin: Float = 1
    /// Seeds the random number generator.
    open var seed: UInt32 = 0
}
#endif
