import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Unanimated layer styles reach the model with QuartzCore's bits and names.
    @MainActor @Suite struct LayerStyleTests {
        @Test func maskedCornersKeepQuartzCoresBits() {
            let layer = CALayer()
            // A bottom sheet: only the top corners round (kCALayerMinXMinYCorner = 1, kCALayerMaxXMinYCorner = 2).
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            #expect(layer.animaProperties.maskedCorners == [.topLeft, .topRight])
            #expect(layer.maskedCorners.rawValue == 3)
        }

        @Test func contentsFiltersAreModelled() {
            let layer = CALayer()
            layer.magnificationFilter = .nearest
            #expect(layer.animaProperties.magnificationFilter == .nearest)
            #expect(layer.animaProperties.minificationFilter == .linear)
        }

        @Test func aStyleSetDuringTheRecordingSwitchesAtItsInstant() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let sheet = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
            sheet.accessibilityIdentifier = "sheet"
            root.addSubview(sheet)
            let recording = AnimaRecording(root: root)
            AnimaClock.advance(to: 0.5)
            sheet.layer.maskedCorners = [.layerMinXMinYCorner]
            AnimaClock.advance(to: 1)
            let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
            // All four corners (the default) before 0.5 s, in the copy `sheet~1`; only the top left after, in `sheet`.
            let early = timeline.sample(at: 0.25), late = timeline.sample(at: 0.75)
            #expect(early["sheet~1"]?.maskedCorners == .all && early["sheet~1"]?.isHidden == false && early["sheet"]?.isHidden == true)
            #expect(late["sheet"]?.maskedCorners == [.topLeft] && late["sheet"]?.isHidden == false && late["sheet~1"]?.isHidden == true)
        }
    }
}
