#if !canImport(Darwin)
import AnimaUIKit

/// Apple's Technical Q&A QA1673 recipe for pausing and resuming a layer's animations through its clock, verbatim.
public enum QA1673 {
    /// Stops the layer's clock where it is: speed 0, timeOffset the layer's time now.
    public static func pause(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    /// Starts the clock again from where it stopped, by moving its beginTime past the pause.
    public static func resume(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}
#endif
