#if !canImport(Darwin)
import Foundation

/// One kind of particle an emitter layer sends out, with QuartzCore's properties and defaults (kept, not simulated).
open class CAEmitterCell: CAMediaTiming {
    /// Creates a cell with QuartzCore's defaults.
    public init() {}

    /// The cell's name (for key paths such as `emitterCells.name.birthRate`).
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles a second.
    open var birthRate: Float = 0
    /// Seconds a particle lives.
    open var lifetime: Float = 0
    /// How far a particle's lifetime may vary.
    open var lifetimeRange: Float = 0
    /// The emission direction's latitude (radians).
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's longitude (radians).
    open var emissionLongitude: CGFloat = 0
    /// The cone around the emission direction (radians).
    open var emissionRange: CGFloat = 0
    /// Initial speed (points a second).
    open var velocity: CGFloat = 0
    /// How far the speed may vary.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z.
    open var zAcceleration: CGFloat = 0
    /// Initial scale (1 by default).
    open var scale: CGFloat = 1
    /// How far the scale may vary.
    open var scaleRange: CGFloat = 0
    /// Change of scale a second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed (radians a second).
    open var spin: CGFloat = 0
    /// How far the spin may vary.
    open var spinRange: CGFloat = 0
    /// The colour particles are tinted with (opaque white by default).
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How far red may vary.
    open var redRange: Float = 0
    /// How far green may vary.
    open var greenRange: Float = 0
    /// How far blue may vary.
    open var blueRange: Float = 0
    /// How far alpha may vary.
    open var alphaRange: Float = 0
    /// Change of red a second.
    open var redSpeed: Float = 0
    /// Change of green a second.
    open var greenSpeed: Float = 0
    /// Change of blue a second.
    open var blueSpeed: Float = 0
    /// Change of alpha a second.
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`).
    open var contents: Any?
    /// The part of the image drawn, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's scale.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image shrinks.
    open var minificationFilter = CALayerContentsFilter.linear
    /// The filter used when the image grows.
    open var magnificationFilter = CALayerContentsFilter.linear
    /// The bias of the shrinking filter's level of detail.
    open var minificationFilterBias: Float = 0
    /// Cells each particle emits in turn.
    open var emitterCells: [CAEmitterCell]?
    /// Extra values (kept only).
    open var style: [AnyHashable: Any]?

    /// Start in the emitter's time.
    open var beginTime: CFTimeInterval = 0
    /// Length of one iteration.
    open var duration: CFTimeInterval = 0
    /// Rate relative to the emitter's time.
    open var speed: Float = 1
    /// Added to the local time.
    open var timeOffset: CFTimeInterval = 0
    /// Iterations.
    open var repeatCount: Float = 0
    /// Total active seconds instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forward then back.
    open var autoreverses = false
    /// What shows outside the active interval.
    open var fillMode = CAMediaTimingFillMode.removed
}
#endif
