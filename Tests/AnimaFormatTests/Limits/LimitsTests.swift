import AnimaCore
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
        #expect(Limits.all.count == 23)
        #expect(Limits.table.split(separator: "\n").count == 23)
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

    /// One layer (members given) in a scene.
    private func layer(_ members: String) -> String { Self.head + #""layers": [{"id": "a", "frame": [0, 0, 10, 10], \#(members)}]}"# }

    @Test func stepsAtAndPastTheLimit() {
        let steps = { (n: Int) in self.layer(#""animations": [{"type": "basic", "keyPath": "opacity", "to": 0, "timingFunction": {"steps": \#(n)}}]"#) }
        #expect(issues(steps(TimingFunctionDecoder.maxSteps)).isEmpty)
        #expect(issues(steps(TimingFunctionDecoder.maxSteps + 1))
                == ["layers[0].animations[0].timingFunction.steps: must be a whole number from 1 to 10000"])
    }

    @Test func replicatorInstancesAtAndPastTheLimit() throws {
        // The count is checked where the timeline is compiled (it may also be animated), so compile each.
        let replicator = { (n: Int) in
            Self.head + #""layers": [{"id": "r", "type": "replicator", "frame": [0, 0, 10, 10], "instanceCount": \#(n)}]}"#
        }
        let at = try SceneDecoder().decode(replicator(TimelineLimits.maxInstanceCount))
        #expect(throws: Never.self) { try Timeline(at) }
        #expect(issues(replicator(TimelineLimits.maxInstanceCount + 1)).first?.contains("between 0 and 10000") == true,
                "\(issues(replicator(TimelineLimits.maxInstanceCount + 1)))")
    }

    @Test func textStringAtAndPastTheLimit() {
        // 65,536 UTF-8 bytes: "é" is 2 bytes, so 32,768 of them are exactly at the limit; one ASCII byte more is past.
        let text = { (s: String) in Self.head + #""layers": [{"id": "t", "type": "text", "frame": [0, 0, 10, 10], "string": "\#(s)"}]}"# }
        let at = String(repeating: "é", count: ContentLimits.maxStringBytes / 2)
        #expect(at.utf8.count == 65_536)
        #expect(issues(text(at)).isEmpty)
        #expect(issues(text(at + "x")) == ["layers[0].string: is 65537 bytes long; a text layer's string is limited to 65536 bytes"])
    }

    @Test func contentsImageFileAtAndPastTheLimit() throws {
        // A file of exactly 32 MiB that starts with the PNG signature is read (its pixels are decoded only when the
        // scene is prepared for rendering); one byte more is refused from its size, before it is read.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anima-limit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (name, size) in [("at.png", ContentLimits.maxImageBytes), ("past.png", ContentLimits.maxImageBytes + 1)] {
            let url = folder.appendingPathComponent(name)
            try Data(signature).write(to: url)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(size))  // sparse: the rest reads as zeros
            try handle.close()
        }
        let decoder = SceneDecoder(baseDirectory: folder)
        let scene = { (file: String) in self.layer(#""contents": "\#(file)""#) }
        let at = try decoder.decode(scene("at.png"))
        #expect(at.layers.first?.properties.contents?.bytes.count == 33_554_432)
        do {
            _ = try decoder.decode(scene("past.png"))
            Issue.record("a 32 MiB + 1 byte image was accepted")
        } catch {
            #expect(error.issues.map(\.description) == ["layers[0].contents: the image file past.png is 33554433 bytes; the limit is 33554432"])
        }
    }

    /// A skeleton layout whose root has a chain of `n` nested children.
    private func nestedViews(_ n: Int) -> String {
        var view = #"{"id": "v\#(n)", "frame": [0, 0, 1, 1]}"#
        for i in stride(from: n - 1, through: 0, by: -1) { view = #"{"id": "v\#(i)", "frame": [0, 0, 1, 1], "children": [\#(view)]}"# }
        return #"{"version": 1, "canvas": {"width": 10, "height": 10}, "root": \#(view)}"#
    }

    @Test func skeletonViewNestingAtAndPastTheLimit() throws {
        // The root is depth 0; 64 levels of children below it are read, a 65th is not.
        #expect(throws: Never.self) { try SkeletonLayoutDecoder().decode(nestedViews(ViewNodeDecoder.maxDepth)) }
        do {
            _ = try SkeletonLayoutDecoder().decode(nestedViews(ViewNodeDecoder.maxDepth + 1))
            Issue.record("65 levels of views were accepted")
        } catch {
            #expect(error.issues.contains { $0.description.hasSuffix("views nest deeper than 64 levels") }, "\(error.issues)")
        }
    }
}
