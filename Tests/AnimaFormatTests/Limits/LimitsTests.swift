import Foundation
import Testing
@testable import AnimaFormat

/// Each limit of the `Limits` table at the limit (accepted) and one past it (refused with the path).
@Suite struct LimitsTests {
    private static let head = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": {"duration": 1}, "#

    private func issues(_ text: String) -> [String] {
        do {
            _ = try SceneDecoder().decode(text)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func theTableStatesEveryLimitOnce() {
        let names = Limits.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Limits.all.count == 14)
        #expect(Limits.table.split(separator: "\n").count == 14)
    }

    @Test func jsonNestingAtAndPastTheLimit() {
        // JSONParser counts every array or object it enters; 1000 nested arrays are accepted, 1001 are not.
        let at = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        let past = "[" + at + "]"
        #expect((try? JSONParser.parse(Array(at.utf8))) != nil)
        #expect((try? JSONParser.parse(Array(past.utf8))) == nil)
    }

    /// A chain of `n` sublayer levels below one top-level layer.
    private func nestedLayers(_ n: Int) -> String {
        var layer = #"{"id": "l\#(n)"}"#
        for i in stride(from: n - 1, through: 0, by: -1) { layer = #"{"id": "l\#(i)", "sublayers": [\#(layer)]}"# }
        return Self.head + #""layers": [\#(layer)]}"#
    }

    @Test func sublayerNestingAtAndPastTheLimit() {
        // 256 levels of layers: a top-level layer and 255 levels of sublayers below it are accepted, one more is not.
        #expect(issues(nestedLayers(FormatLimits.maxLayerDepth - 1)).isEmpty)
        #expect(issues(nestedLayers(FormatLimits.maxLayerDepth)).first?.contains("nest deeper than 256 levels") == true)
    }

    /// `n` animation groups nested inside each other on one layer.
    private func nestedGroups(_ n: Int) -> String {
        var animation = #"{"type": "basic", "keyPath": "opacity", "to": 0}"#
        for _ in 0..<n { animation = #"{"type": "group", "duration": 1, "animations": [\#(animation)]}"# }
        return Self.head + #""layers": [{"id": "a", "animations": [\#(animation)]}]}"#
    }

    @Test func groupNestingAtAndPastTheLimit() {
        // The layer's list is depth 0; each group's list one deeper: 32 nested groups are accepted.
        #expect(issues(nestedGroups(FormatLimits.maxGroupDepth)).isEmpty)
        #expect(issues(nestedGroups(FormatLimits.maxGroupDepth + 1)).first?.contains("groups nest deeper than 32 levels") == true)
    }

    /// A keyframe animation of `n` values.
    private func keyframes(_ n: Int) -> String {
        let values = Array(repeating: "0.5", count: n).joined(separator: ",")
        return Self.head + #""layers": [{"id": "a", "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [\#(values)]}]}]}"#
    }

    @Test func listLengthAtAndPastTheLimit() {
        #expect(issues(keyframes(FormatLimits.maxListLength)).isEmpty)
        #expect(issues(keyframes(FormatLimits.maxListLength + 1))
                == ["layers[0].animations[0].values: has 100001 entries; at most 100000 are allowed"])
    }

    @Test func inputSizeAtAndPastTheLimit() {
        // A document of exactly maxInputBytes (padded with spaces, which JSON allows) is read; one byte more is not.
        let body = Self.head + #""layers": []}"#
        let at = body + String(repeating: " ", count: FormatLimits.maxInputBytes - body.utf8.count)
        #expect(issues(at).isEmpty)
        #expect(issues(at + " ").first?.contains("at most 67108864 are read") == true)
    }
}
