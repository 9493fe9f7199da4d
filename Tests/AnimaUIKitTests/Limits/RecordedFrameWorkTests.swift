import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// A recording of UIKit code is a scene built in code: the per-frame work bound refuses it as it refuses the file
    /// (issue 29), instead of a snapshot spending minutes on one frame.
    @MainActor @Suite struct RecordedFrameWorkTests {
        @Test func aRecordedReplicatorOfReplicatorsIsRefusedAtItsPath() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recording = AnimaRecording(root: root)
            let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
            outer.name = "outer"; inner.name = "inner"
            outer.instanceCount = 10_000
            inner.instanceCount = 10_000
            inner.addSublayer(CALayer())
            outer.addSublayer(inner)
            root.layer.addSublayer(outer)
            AnimaClock.advance(to: 0.5)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let clock = ContinuousClock()
            var refusal: TimelineError?
            let elapsed = clock.measure {
                do throws(TimelineError) { _ = try Timeline(scene) } catch { refusal = error }
            }
            // root view → outer → inner: 1 + 1 + 10⁴ + 10⁸ drawings.
            let error = try #require(refusal, "the recorded 10⁴ × 10⁴ replicator compiled")
            #expect(error.layerPath == [0, 0, 0] && error.layerID == "inner" && error.field == "instanceCount", "\(error)")
            #expect(error.message.contains("100010002 layers"), "\(error)")
            #expect(elapsed < .milliseconds(500), "refused in \(elapsed)")
        }
    }
}
