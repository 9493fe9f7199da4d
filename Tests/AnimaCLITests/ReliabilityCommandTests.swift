import Foundation
import Testing

/// What a new user hits on the command line (issue 18): huge skeletons stop with exit 65 and the JSON path, as list
/// states stop at 100,000 items; extreme but valid render values render; NaN in JSON is named.
@Suite struct ReliabilityCommandTests {
    /// Examples/skeleton/feed-cell.json with one text replacement.
    private func feedCell(replacing old: String, with new: String) throws -> String {
        let text = try String(contentsOfFile: AnimaProcess.example("skeleton/feed-cell.json"), encoding: .utf8)
        #expect(text.contains(old))
        return try AnimaProcess.temporaryFile(text.replacingOccurrences(of: old, with: new), name: "layout.json")
    }

    @Test func aLabelOfHundredMillionLinesExitsWith65NamingIt() throws {
        let layout = try feedCell(replacing: #""lines": 2"#, with: #""lines": 100000000"#)
        let r = try AnimaProcess.run(["skeleton", layout, "-o", NSTemporaryDirectory() + "anima-lines-\(UUID()).png"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("root.children[2].lines: is 100000000; a label has at most 10000 lines"), "\(r.stderr)")
    }

    @Test func aListOfTenMillionCellsExitsWith65NamingIt() throws {
        let layout = try feedCell(replacing: #""root": {"#, with: #""list": {"count": 10000000}, "root": {"#)
        let r = try AnimaProcess.run(["skeleton", layout, "-o", NSTemporaryDirectory() + "anima-list-\(UUID()).png"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("list.count: is 10000000; a list has at most 100000 cells"), "\(r.stderr)")
    }

    @Test(arguments: [#""shadowOpacity": 1, "shadowRadius": 1e12,"#, #""shadowOpacity": 1, "shadowRadius": 1e6,"#,
                      #""shadowOpacity": 1, "shadowRadius": 1e4,"#, #""shadowOpacity": 1, "shadowRadius": 3000,"#])
    func extremeShadowsValidateAndRender(members: String) throws {
        let text = try String(contentsOfFile: AnimaProcess.example("bell.json"), encoding: .utf8)
        let scene = try AnimaProcess.temporaryFile(text.replacingOccurrences(
            of: #""id": "bell", "type": "shape","#, with: #""id": "bell", "type": "shape", "# + members))
        let validate = try AnimaProcess.run(["validate", scene])
        let render = try AnimaProcess.run(["render", scene, "-o", NSTemporaryDirectory() + "anima-shadow-\(UUID()).png"])
        // validate and render agree: the values are valid, so the frame renders.
        #expect(validate.status == 0 && render.status == 0, "\(validate.stderr)\(render.stderr)")
    }

    @Test func aHugeLineWidthValidatesAndRenders() throws {
        let text = try String(contentsOfFile: AnimaProcess.example("bell.json"), encoding: .utf8)
        let scene = try AnimaProcess.temporaryFile(text.replacingOccurrences(of: #""lineWidth": 2,"#, with: #""lineWidth": 1e18,"#))
        let validate = try AnimaProcess.run(["validate", scene])
        let render = try AnimaProcess.run(["render", scene, "-o", NSTemporaryDirectory() + "anima-line-\(UUID()).png"])
        #expect(validate.status == 0 && render.status == 0, "\(validate.stderr)\(render.stderr)")
    }

    @Test func nanInJSONIsNamed() throws {
        let text = try String(contentsOfFile: AnimaProcess.example("bell.json"), encoding: .utf8)
        let scene = try AnimaProcess.temporaryFile(text.replacingOccurrences(of: #""lineWidth": 2,"#, with: #""lineWidth": NaN,"#))
        let r = try AnimaProcess.run(["validate", scene])
        #expect(r.status == 65)
        #expect(r.stderr.contains("malformed JSON in layers[0].lineWidth: NaN is not a JSON value: JSON has no NaN or Infinity"),
                "\(r.stderr)")
    }

    @Test(arguments: [#"{"width": 100000, "height": 100000}"#, #"{"width": 100, "height": 100, "scale": 1000}"#])
    func validateRefusesACanvasRenderRefuses(canvas: String) throws {
        let scene = try AnimaProcess.temporaryFile(#"{"version": 1, "canvas": "# + canvas + #", "timeline": {"duration": 1}, "layers": []}"#)
        let validate = try AnimaProcess.run(["validate", scene])
        let render = try AnimaProcess.run(["render", scene, "-o", NSTemporaryDirectory() + "anima-canvas-\(UUID()).png"])
        // Canvas.maxDimension is 16,384 pixels a side: 100,000 (or 100 × 1000) is past it, for both commands.
        #expect(validate.status == 65 && render.status == 65, "\(validate.stderr)\(render.stderr)")
        #expect(validate.stderr.hasPrefix("anima: \(scene) is not a valid scene (1 problem):"), "\(validate.stderr)")
    }

    @Test(arguments: ["skeleton/feed-cell.json", "skeleton/list.json", "transitions/shuffle.before.json",
                      "transitions/first-load.after.json"])
    func validateAcceptsSkeletonLayoutsAndListStates(name: String) throws {
        let r = try AnimaProcess.run(["validate", AnimaProcess.example(name)])
        #expect(r.status == 0 && r.stdout == "ok\n", "\(r.stderr)")
    }

    @Test func validateAppliesTheSkeletonLimits() throws {
        let layout = try feedCell(replacing: #""root": {"#, with: #""list": {"count": 10000000}, "root": {"#)
        let r = try AnimaProcess.run(["validate", layout])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("anima: \(layout) is not a valid skeleton layout (1 problem):"), "\(r.stderr)")
        #expect(r.stderr.contains("list.count: is 10000000; a list has at most 100000 cells"))
    }

    @Test func validateReportsABadListStateAsOne() throws {
        let state = try AnimaProcess.temporaryFile(#"{"version": 1, "canvas": {"width": 100, "height": 100}, "items": [{"id": "a", "frame": [0, 0, -1, 10]}]}"#)
        let r = try AnimaProcess.run(["validate", state])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("anima: \(state) is not a valid list state"), "\(r.stderr)")
    }
}

/// Negative times and the GIF frame-rate limit on the command line (issue 18).
@Suite struct ReliabilityOptionTests {
    /// Examples/bell.json rests at its base pose before t = 0 (no backwards fill), so a frame at −1 s is its t = 0 frame.
    @Test func negativeTimesAreValues() throws {
        let bell = AnimaProcess.example("bell.json")
        let at = try AnimaProcess.run(["render", bell, "--at", "-1", "-o", NSTemporaryDirectory() + "anima-neg-\(UUID()).png"])
        #expect(at.status == 0, "\(at.stderr)")
        let from = try AnimaProcess.run(["render", bell, "--from", "-0.5", "--to", "-0.4", "--fps", "10",
                                         "-o", NSTemporaryDirectory() + "anima-neg-\(UUID())/"])
        #expect(from.status == 0, "\(from.stderr)")
        let sample = try AnimaProcess.run(["sample", bell, "--at", "-1,0", "--layer", "bell", "--key", "opacity"])
        #expect(sample.status == 0, "\(sample.stderr)")
    }

    @Test func anFPSAboveTheGIFLimitIsAnnounced() throws {
        // GIFTiming.maxFramesPerSecond is 50 (delays are whole hundredths and browsers slow those under 2).
        let r = try AnimaProcess.run(["render", AnimaProcess.example("bell.json"), "--fps", "120", "--to", "0.1",
                                      "-o", NSTemporaryDirectory() + "anima-fps-\(UUID()).gif"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("--fps 120 is above the GIF limit; writing 50 fps"), "\(r.stderr)")
        let quiet = try AnimaProcess.run(["render", AnimaProcess.example("bell.json"), "--fps", "25", "--to", "0.1",
                                          "-o", NSTemporaryDirectory() + "anima-fps-\(UUID()).gif"])
        #expect(!quiet.stderr.contains("GIF limit"))
    }
}
