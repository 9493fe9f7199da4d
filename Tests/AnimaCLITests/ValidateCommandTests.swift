import Foundation
import Testing

/// `anima validate` and the bad-input cases of issue 2: each exits with 65 and names the JSON path on stderr.
@Suite struct ValidateCommandTests {
    private static let head = #"{"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1}, "#

    @Test(arguments: ["basics.json", "bell.json", "passcode-shake.json", "pulse-shake.json", "sine-path.json",
                      "skeleton-cell.json"])
    func seedScenesAreValid(name: String) throws {
        let r = try AnimaProcess.run(["validate", AnimaProcess.example(name)])
        #expect(r.status == 0 && r.stdout == "ok\n" && r.stderr.isEmpty)
    }

    @Test(arguments: [
        ("{\"version\": 1,\n \"canvas\": {,}}", "line 2, column 13: malformed JSON"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "basic", "keyPath": "opactiy", "to": 0}]}]}"#,
         "layers[0].animations[0].keyPath: unknown key path \"opactiy\" (did you mean \"opacity\"?)"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.7, 0.5]}]}]}"#,
         "layers[0].animations[0].keyTimes: must be non-decreasing"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0]}]}]}"#,
         "layers[0].animations[0].keyTimes: has 1 entries; expected 2"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "basic", "keyPath": "position", "to": 3}]}]}"#,
         "layers[0].animations[0].to: expected a point [x, y], got a number"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "basic", "keyPath": "opacity", "to": 0, "duration": -2}]}]}"#,
         "layers[0].animations[0].duration: must not be negative"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "basic", "keyPath": "opacity", "to": 0, "duration": "NaN"}]}]}"#,
         "layers[0].animations[0].duration: expected a number, got a string"),
        (head + #""layers": [{"id": "a", "animations": [{"type": "basic", "keyPath": "opacity", "to": 1e999}]}]}"#,
         "layers[0].animations[0].to: number out of range"),
        (head + #""layers": [{"id": "a"}, {"id": "b", "sublayers": [{"id": "a"}]}]}"#,
         "layers[1].sublayers[0].id: duplicate layer id \"a\""),
    ])
    func badInputExitsWith65NamingThePath(json: String, expected: String) throws {
        let path = try AnimaProcess.temporaryFile(json)
        let r = try AnimaProcess.run(["validate", path])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("anima: \(path) is not a valid scene"))
        #expect(r.stderr.contains("\n  " + expected), "\(r.stderr)")
        // sample refuses the same file with the same report.
        let s = try AnimaProcess.run(["sample", path, "--at", "0"])
        #expect(s.status == 65 && s.stderr == r.stderr)
    }

    @Test func aMillionKeyframesExitWith65() throws {
        let values = "[" + String(repeating: "0,", count: 999_999) + "0]"
        let path = try AnimaProcess.temporaryFile(Self.head + #""layers": [{"id": "a", "animations": [{"type": "keyframe", "keyPath": "opacity", "values": \#(values)}]}]}"#)
        let r = try AnimaProcess.run(["validate", path])
        #expect(r.status == 65)
        #expect(r.stderr.contains("layers[0].animations[0].values: has 1000000 entries; at most 100000 are allowed"))
    }

    @Test func everyProblemIsListed() throws {
        let path = try AnimaProcess.temporaryFile(Self.head + #""layers": [{"id": "a", "opacity": "x"}, {"id": "a", "zPosition": []}]}"#)
        let r = try AnimaProcess.run(["validate", path])
        #expect(r.status == 65)
        #expect(r.stderr == """
            anima: \(path) is not a valid scene (3 problems):
              layers[0].opacity: expected a number, got a string
              layers[1].id: duplicate layer id "a" (first used by layers[0]); layer ids must be unique
              layers[1].zPosition: expected a number, got an array of 0

            """)
    }

    @Test func missingFileExitsWith66AndDirectoryToo() throws {
        #expect(try AnimaProcess.run(["validate", "/nonexistent.json"]).status == 66)
        #expect(try AnimaProcess.run(["validate", FileManager.default.temporaryDirectory.path]).status == 66)
    }

    @Test func missingArgumentIsAUsageError() throws {
        #expect(try AnimaProcess.run(["validate"]).status == 64)
        #expect(try AnimaProcess.run(["frobnicate"]).status == 64)
    }
}
