import AnimaCore
import Foundation
import Testing
@testable import AnimaFormat

/// The work of a frame is bounded by its product (issue 29: a replicator of 10⁴ instances of a replicator of 10⁴
/// instances, each within the 10⁴ limit, drew 10⁸ layers and took 73 s for one frame), the timeline's frame count is
/// checked without overflow, and long error paths are written with a count.
@Suite struct FrameWorkTests {
    private static let head = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": {"duration": 1}, "#

    private func issues(_ text: String) -> [InputIssue] {
        do {
            _ = try SceneDecoder().decode(text)
            return []
        } catch {
            return error.issues
        }
    }

    /// A replicator of `outer` instances holding a replicator of `inner` instances holding `leaves` plain layers.
    private func replicators(_ outer: Int, _ inner: Int, leaves: Int = 1) -> String {
        let leafList = (0..<leaves).map { #"{"id": "leaf\#($0)"}"# }.joined(separator: ", ")
        return Self.head + #""layers": [{"id": "a", "type": "replicator", "instanceCount": \#(outer), "sublayers": ["#
            + #"{"id": "b", "type": "replicator", "instanceCount": \#(inner), "sublayers": [\#(leafList)]}]}]}"#
    }

    @Test func nestedReplicatorsMultiply() throws {
        // 1 (a) + 10⁴ (b, once per instance of a) + 10⁸ (the leaf, once per instance of both) drawings.
        let clock = ContinuousClock()
        var found: [InputIssue] = []
        let elapsed = clock.measure { found = issues(replicators(10_000, 10_000)) }
        let issue = try #require(found.first)
        #expect(issue.path == "layers[0].sublayers[0].instanceCount")
        #expect(issue.message.contains("100010001 layers") && issue.message.contains("the limit is 1000000"), "\(issue)")
        #expect(elapsed < .milliseconds(500), "refused in \(elapsed)")
    }

    @Test func theProductAtTheLimitIsAccepted() {
        // 1 + 999 + 999 × 1000 = 1,000,000 drawings exactly: accepted; 1 + 1000 + 1000 × 1001 is not.
        #expect(issues(replicators(999, 1000)).isEmpty)
        #expect(issues(replicators(1000, 1001)).first?.path == "layers[0].sublayers[0].instanceCount")
    }

    @Test func eachFactorAloneWithinItsLimitIsAccepted() {
        // 10⁴ × 1 and 1 × 10⁴: 1 + 10⁴ + 10⁴ drawings.
        #expect(issues(replicators(10_000, 1)).isEmpty)
        #expect(issues(replicators(1, 10_000)).isEmpty)
    }

    @Test func anOuterReplicatorOfManyLayersIsNamed() {
        // 10⁴ instances of a replicator of one instance holding 200 leaves: 1 + 10⁴ + 2 × 10⁶. The inner replicator's
        // own sublayers exceed the limit only through the outer count, and it is the innermost that does.
        #expect(issues(replicators(10_000, 1, leaves: 200)).first?.path == "layers[0].sublayers[0].instanceCount")
        // Without the inner replicator's multiplying, a plain group of 200 under the outer one names the outer.
        let group = Self.head + #""layers": [{"id": "a", "type": "replicator", "instanceCount": 10000, "sublayers": ["#
            + #"{"id": "g", "sublayers": [\#((0..<200).map { #"{"id": "l\#($0)"}"# }.joined(separator: ", "))]}]}]}"#
        #expect(issues(group).first?.path == "layers[0].instanceCount")
    }

    @Test func animatedInstanceCountsCountTheirLargestValue() {
        // The model count is 1, the keyframes reach 10⁴: 10⁴ × 10⁴ at the peak.
        let scene = Self.head + #""layers": [{"id": "a", "type": "replicator", "instanceCount": 10000, "sublayers": ["#
            + #"{"id": "b", "type": "replicator", "instanceCount": 1, "animations": [{"type": "keyframe", "#
            + #""keyPath": "instanceCount", "values": [1, 10000], "duration": 1}], "sublayers": [{"id": "c"}]}]}]}"#
        #expect(issues(scene).first?.path == "layers[0].sublayers[0].instanceCount")
    }

    @Test(arguments: ["1e20", "1e308", "30000"])
    func aTimelineOfTooManyFramesIsRefusedWithoutOverflow(duration: String) throws {
        // At the default 60 fps: 1e20 s is 6e21 frames, 1e308 s overflows to ∞ frames, 30000 s is 1.8e6 frames.
        let scene = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": {"duration": \#(duration)}, "layers": []}"#
        let issue = try #require(issues(scene).first)
        #expect(issue.path == "timeline.duration")
        #expect(issue.message.contains("a timeline has at most 20000"), "\(issue)")
    }

    @Test func aTimelineAtTheFrameLimitIsAccepted() {
        // 20000 s at 1 fps is 20000 frames.
        let scene = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": {"duration": 20000, "fps": 1}, "layers": []}"#
        #expect(issues(scene).isEmpty)
    }

    @Test func aRepeatedStepIsWrittenWithItsCount() throws {
        // 300 levels of sublayers: the nesting limit (256 levels) is reported where it is passed, whose path repeats
        // `sublayers[0]` some 255 times after `layers[0]`.
        var layer = #"{"id": "l300"}"#
        for i in stride(from: 299, through: 0, by: -1) { layer = #"{"id": "l\#(i)", "sublayers": [\#(layer)]}"# }
        let issue = try #require(issues(Self.head + #""layers": [\#(layer)]}"#).first)
        #expect(issue.path.hasPrefix("layers[0].sublayers[0].sublayers[0]"), "the path itself stays whole")
        #expect(issue.description.hasPrefix("layers[0].sublayers[0] ×25"), "\(issue.description.prefix(120))")
        #expect(issue.description.count < 120)
    }

    @Test func shortRunsAreWrittenOut() {
        #expect(InputIssue.shortened("layers[0].sublayers[0].sublayers[0].sublayers[0]") == "layers[0].sublayers[0].sublayers[0].sublayers[0]")
        #expect(InputIssue.shortened("layers[0].sublayers[1].sublayers[1].sublayers[1].sublayers[1].mask")
                == "layers[0].sublayers[1] ×4.mask")
        #expect(InputIssue.shortened("layers[2].animations[0]") == "layers[2].animations[0]")
    }
}
