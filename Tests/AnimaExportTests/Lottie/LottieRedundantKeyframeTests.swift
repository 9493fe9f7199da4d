import AnimaCore
import Foundation
import Testing
@testable import AnimaExport

/// A Lottie property writes no key that repeats the next one's frame and value: a group child's absence begins 1e-9 s
/// after its inclusive end (`PeriodCurveBuilder.inclusiveEnd`), which prints as the end's own frame, and when the last
/// value is the model value the two keys are one. A jump at that frame (another value) keeps both.
@Suite struct LottieRedundantKeyframeTests {
    /// The frames and values (degrees) of the rotation keys of the only layer of a bell-like scene: a group of 1.6 s at
    /// 60 fps whose one child turns through `values` (radians) over its first second.
    static func rotationKeys(_ values: [Value]) throws -> [(t: Double, s: Double)] {
        var l = Layer(id: "bell")
        l.frame = Rect(0, 0, 40, 40)
        l.backgroundColor = Color(1, 0.8, 0)
        l.add(.group([.keyframes(.rotationZ, values: values, duration: 1, timingFunction: .linear)], duration: 1.6),
              forKey: "ring")
        let scene = Scene(canvas: .init(width: 60, height: 60), timeline: .init(duration: 1.6, fps: 60), layers: [l])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ExportFormat.lottie.export(scene).text.utf8)) as? [String: Any])
        let layer = try #require((json["layers"] as? [[String: Any]])?.first)
        let r = try #require((layer["ks"] as? [String: Any])?["r"] as? [String: Any])
        let keys = try #require(r["k"] as? [[String: Any]])
        return try keys.map { (try #require($0["t"] as? Double), try #require(($0["s"] as? [Double])?.first)) }
    }

    @Test func aChildEndingAtTheModelValueEndsInOneKey() throws {
        // 0 → 0.5 rad → 0 over 1 s: keys at frames 0, 30 and 60 (28.6479°, 0.5 rad, at 30), then the model value 0
        // until the group's end at frame 96. The absence at 60 + 6e-8 frames has the value of the key at 60.
        let keys = try Self.rotationKeys([0, 0.5, 0])
        #expect(keys.map(\.t) == [0, 30, 60, 96], "\(keys)")
        #expect(Swift.abs(keys[1].s - 0.5 * 180 / .pi) < 1e-3)
    }

    @Test func aChildEndingAwayFromTheModelValueKeepsItsJump() throws {
        // 0 → 0.5 rad over 1 s: 28.6479° at its inclusive end (frame 60), then the model value 0 from the same frame.
        let keys = try Self.rotationKeys([0, 0.5])
        #expect(keys.map(\.t) == [0, 60, 60, 96], "\(keys)")
        #expect(Swift.abs(keys[1].s - 0.5 * 180 / .pi) < 1e-3 && keys[2].s == 0 && keys[3].s == 0)
    }
}
