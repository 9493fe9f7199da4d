import AnimaCore
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

        @Test func aStyleSetAfterTheRecordingBeganShowsThroughout() throws {
            AnimaClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let sheet = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
            sheet.accessibilityIdentifier = "sheet"
            root.addSubview(sheet)
            let recording = AnimaRecording(root: root)
            AnimaClock.advance(to: 0.5)
            sheet.layer.maskedCorners = [.layerMinXMinYCorner]
            let scene = recording.scene(canvas: recording.rootCanvas)
            #expect(scene.allLayers.first { $0.id == "sheet" }?.properties.maskedCorners == [.topLeft])
        }
    }
}
