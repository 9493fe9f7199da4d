import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// UIKit calls with NaN or infinite numbers from the caller's code do not trap (issue 29's grep pass for
    /// `Int(someDouble)`: both trapped with "Double value cannot be converted to Int because it is either infinite
    /// or NaN").
    @MainActor @Suite struct NonFiniteUIKitInputTests {
        @Test func aNonFiniteHueIsTakenAsZero() {
            // Hue 0 at full saturation and brightness is red (HSV: sector 0, (v, t, p) = (1, 0, 0)).
            for hue in [CGFloat.nan, .infinity, -.infinity] {
                let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).cgColor.color
                #expect(color == Color(1, 0, 0, 1), "hue \(hue)")
            }
        }

        @Test func aFrameIntervalThatIsNotPositiveGivesNoFrameRate() {
            TestClock.reset()
            defer { AnimaClock.displayFrameInterval = 1.0 / 60 }
            for interval in [0.0, -1, .nan] {
                AnimaClock.displayFrameInterval = interval
                #expect(UIScreen.main.maximumFramesPerSecond == 0, "interval \(interval)")
            }
            AnimaClock.displayFrameInterval = 1.0 / 120
            #expect(UIScreen.main.maximumFramesPerSecond == 120)
        }
    }
}
