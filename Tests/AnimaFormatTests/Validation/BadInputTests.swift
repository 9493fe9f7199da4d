import AnimaCore
import AnimaFormat
import Foundation
import Testing

/// Issue 2's must-show list of bad input: each gives an issue naming the JSON path and what was expected.
@Suite struct BadInputTests {
    @Test func malformedJSONGivesLineAndColumn() throws {
        let text = "{\n  \"version\": 1,\n  \"canvas\": {\"width\": 10,, }\n}"
        let all = issues(text)
        #expect(all.count == 1)
        // Line 3 is `  "canvas": {"width": 10,, }`; the second comma is its 26th character.
        #expect(all.first?.location?.line == 3 && all.first?.location?.column == 26)
        #expect(all.first?.description.hasPrefix("line 3, column 26: malformed JSON") == true)
    }

    @Test(arguments: ["", "{", "[1, 2", "{\"a\": tru}", "{\"a\": 01}", "{\"a\": 1} x", "{\"a\": \"\u{1}\"}", "NaN"])
    func otherMalformedInputIsReportedNotTrapped(text: String) {
        let all = issues(text)
        #expect(all.count == 1 && all.first?.location != nil)
    }

    @Test func unknownKeyPathNamesTheNearestAndListsTheValidOnes() throws {
        let i = try #require(issue(at: "layers[0].animations[0].keyPath",
                                   in: document(animations: #"[{"type": "basic", "keyPath": "opactiy", "to": 0}]"#)))
        #expect(i.message.contains("unknown key path \"opactiy\""))
        #expect(i.message.contains("did you mean \"opacity\"?"))
        #expect(i.message.contains("transform.rotation.z") && i.message.contains("lineDashPhase"))
    }

    @Test func unknownFieldIsATypoNotSilence() throws {
        let i = try #require(issue(at: "layers[0].opactiy", in: document(layers: #"[{"id": "a", "opactiy": 1}]"#)))
        #expect(i.message.contains("did you mean \"opacity\"?"))
        #expect(issue(at: "layers[0].animations[0].durration",
                      in: document(animations: #"[{"type": "basic", "keyPath": "opacity", "durration": 1}]"#)) != nil)
    }

    @Test func keyTimesNotIncreasing() throws {
        let i = try #require(issue(at: "layers[0].animations[0].keyTimes", in: document(animations: #"""
            [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.6, 0.4]}]
            """#)))
        #expect(i.message.hasPrefix("must be non-decreasing"))
    }

    @Test func keyTimesOfTheWrongCount() throws {
        let i = try #require(issue(at: "layers[0].animations[0].keyTimes", in: document(animations: #"""
            [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]}]
            """#)))
        #expect(i.message == "has 2 entries; expected 3 (one per value)")
        let discrete = try #require(issue(at: "layers[0].animations[0].keyTimes", in: document(animations: #"""
            [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1], "calculationMode": "discrete"}]
            """#)))
        #expect(discrete.message.contains("expected 3"))
    }

    @Test func keyTimesOutsideZeroToOne() throws {
        #expect(issue(at: "layers[0].animations[0].keyTimes[1]", in: document(animations: #"""
            [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1.5]}]
            """#))?.message == "must be in 0…1, got 1.5")
    }

    @Test func valuesOfTheWrongTypeForTheKeyPath() throws {
        let json = document(layers: #"""
            [{"id": "a", "backgroundColor": 5, "position": [1, 2, 3],
              "animations": [{"type": "basic", "keyPath": "position", "to": 5},
                             {"type": "keyframe", "keyPath": "opacity", "values": [0, "1"]},
                             {"type": "basic", "keyPath": "transform", "to": [1, 2]}]}]
            """#)
        #expect(issue(at: "layers[0].backgroundColor", in: json)?.message.hasPrefix("expected a colour") == true)
        #expect(issue(at: "layers[0].position", in: json)?.message == "expected a point [x, y], got an array of 3")
        #expect(issue(at: "layers[0].animations[0].to", in: json)?.message == "expected a point [x, y], got a number")
        #expect(issue(at: "layers[0].animations[1].values[1]", in: json)?.message == "expected a number, got a string")
        #expect(issue(at: "layers[0].animations[2].to", in: json)?.message.hasPrefix("expected a transform") == true)
    }

    @Test func negativeDuration() throws {
        #expect(issue(at: "layers[0].animations[0].duration", in: document(animations: #"""
            [{"type": "basic", "keyPath": "opacity", "to": 0, "duration": -1}]
            """#))?.message == "must not be negative, got -1")
    }

    @Test func nanDurationCannotBeSpelledInJSON() throws {
        // JSON has no NaN literal: bare NaN is malformed, a string is the wrong type.
        #expect(issues(document(animations: #"[{"type": "basic", "keyPath": "opacity", "to": 0, "duration": NaN}]"#))
            .first?.location != nil)
        #expect(issue(at: "layers[0].animations[0].duration", in: document(animations: #"""
            [{"type": "basic", "keyPath": "opacity", "to": 0, "duration": "NaN"}]
            """#))?.message == "expected a number, got a string")
    }

    @Test func infiniteNumbersAreRejectedWhereverTheyAppear() throws {
        // 1e999 overflows a Double to infinity when read; every such number is reported at its path.
        let json = document(layers: #"""
            [{"id": "a", "opacity": 1e999,
              "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, -1e999]},
                             {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 1e999},
                             {"type": "basic", "keyPath": "position", "to": [0, 1e400]}]}]
            """#)
        for path in ["layers[0].opacity", "layers[0].animations[0].values[1]", "layers[0].animations[1].duration",
                     "layers[0].animations[2].to[1]"] {
            #expect(issue(at: path, in: json)?.message == "number out of range; values must be finite")
        }
    }

    @Test func duplicateLayerIDsAnywhereInTheTree() throws {
        let i = try #require(issue(at: "layers[1].sublayers[0].id", in: document(layers: #"""
            [{"id": "dot"}, {"id": "box", "sublayers": [{"id": "dot"}]}]
            """#)))
        #expect(i.message.contains("duplicate layer id \"dot\"") && i.message.contains("layers[0]"))
    }

    @Test func duplicateAnimationKeysOnOneLayer() throws {
        #expect(issue(at: "layers[0].animations[1].key", in: document(animations: #"""
            [{"key": "k", "type": "basic", "keyPath": "opacity", "to": 0},
             {"key": "k", "type": "basic", "keyPath": "opacity", "to": 1}]
            """#))?.message.contains("duplicate animation key") == true)
    }

    // The limit is checked on the parsed list before any keyframe is built, so the message names the count;
    // how long that takes is the benchmark package's business, not a timed assertion here.
    @Test func aMillionKeyframesAreRefusedWithAClearMessage() throws {
        let values = "[" + String(repeating: "0,", count: 999_999) + "0]"
        let i = try #require(issue(at: "layers[0].animations[0].values", in: document(animations: #"""
            [{"type": "keyframe", "keyPath": "opacity", "values": \#(values)}]
            """#)))
        #expect(i.message == "has 1000000 entries; at most \(FormatLimits.maxListLength) are allowed")
    }

    @Test func deepNestingIsRefusedNotAStackOverflow() throws {
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(issues(arrays).first?.message.contains("nest deeper") == true)
        var layers = #"{"id": "leaf"}"#
        for i in 0..<300 { layers = #"{"id": "l\#(i)", "sublayers": [\#(layers)]}"# }
        #expect(issues(document(layers: "[\(layers)]")).contains { $0.message.contains("sublayers nest deeper than") })
    }

    @Test func oversizedInputIsRefusedBeforeParsing() {
        let data = Data(repeating: 0x20, count: FormatLimits.maxInputBytes + 1)
        #expect(throws: InputError.self) { try SceneDecoder().decode(data) }
    }

    @Test func everyProblemIsReportedInOneRun() {
        let all = issues(document(layers: #"""
            [{"id": "a", "opacity": "x", "animations": [
               {"type": "basic", "keyPath": "nope", "to": 0},
               {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [1, 0]},
               {"type": "wobble"}]},
             {"id": "a"}]
            """#))
        #expect(Set(all.map(\.path)) == ["layers[0].opacity", "layers[0].animations[0].keyPath",
                                         "layers[0].animations[1].keyTimes", "layers[0].animations[2].type", "layers[1].id"])
    }

    @Test func versionCanvasAndTimelineAreChecked() {
        #expect(issue(at: "version", in: #"{"version": 2, "canvas": {"width": 1, "height": 1}, "timeline": {"duration": 1}}"#)?
            .message.contains("unsupported version 2") == true)
        #expect(issue(at: "canvas.width", in: #"{"version": 1, "canvas": {"width": 0, "height": 1}, "timeline": {"duration": 1}}"#) != nil)
        #expect(issue(at: "timeline.duration", in: #"{"version": 1, "canvas": {"width": 1, "height": 1}, "timeline": {}}"#) != nil)
        #expect(issue(at: "layers[0]", in: document(layers: "[3]"))?.message == "expected a layer (a JSON object), got a number")
    }

    @Test func timelineErrorsAreMappedToIndexPaths() throws {
        // A path with 2 segments needs 3 key times; only the timeline measures the path, and it names layers by id.
        let i = try #require(issue(at: "layers[1].sublayers[0].animations[0].keyTimes", in: document(layers: #"""
            [{"id": "a"}, {"id": "b", "sublayers": [{"id": "c", "animations": [
              {"type": "keyframe", "keyPath": "position", "path": "M0 0 L10 0 L20 0", "keyTimes": [0, 1]}]}]}]
            """#)))
        #expect(i.message.contains("expected"))
    }

    @Test func frameConflictsWithPositionAndBounds() {
        #expect(issue(at: "layers[0].frame", in: document(layers: #"[{"id": "a", "frame": [0, 0, 1, 1], "position": [0, 0]}]"#))?
            .message.hasPrefix("cannot be combined") == true)
    }

    @Test func badEnumerationsSuggestTheNearestName() {
        #expect(issue(at: "layers[0].animations[0].timingFunction", in: document(animations: #"""
            [{"type": "basic", "keyPath": "opacity", "to": 0, "timingFunction": "easyIn"}]
            """#))?.message.contains("did you mean \"easeIn\"?") == true)
        #expect(issue(at: "layers[0].animations[0].fillMode", in: document(animations: #"""
            [{"type": "basic", "keyPath": "opacity", "to": 0, "fillMode": "forward"}]
            """#))?.message.contains("did you mean \"forwards\"?") == true)
    }
}
