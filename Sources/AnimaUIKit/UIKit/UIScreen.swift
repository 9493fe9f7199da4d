#if !canImport(Darwin)
import Foundation

/// The screen: an iPhone 15's (and 14's, 13's and 12's) 390 x 844-point display at scale 3, the portrait size
/// Apple's Human Interface Guidelines list for those models, so layout code that reads it gets a common phone.
@MainActor @preconcurrency
open class UIScreen {
    /// The main screen.
    public static let main = UIScreen()

    /// The bounds in points.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    open var scale: CGFloat = 3
    /// The native scale.
    open var nativeScale: CGFloat { scale }
    /// The refresh rate `CADisplayLink` fires at (60 Hz; `AnimaClock.displayFrameInterval` sets it).
    /// An interval that is not a positive number (0, negative, NaN) gives 0 rather than trapping.
    open var maximumFramesPerSecond: Int {
        let rate = (1 / AnimaClock.displayFrameInterval).rounded()
        return rate.isFinite && rate > 0 ? Int(Swift.min(rate, 1e9)) : 0
    }
}
#endif
