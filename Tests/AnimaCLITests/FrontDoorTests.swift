import AnimaImageFormats
import AnimaCore
import Foundation
import Testing
@testable import AnimaCLI

/// `validate` is the renderer's front door (issue 29): every input that makes `render` fail for its content makes
/// `validate` fail the same way, with the same path; huge frame counts are messages, not traps; off-canvas text
/// renders.
@Suite struct FrontDoorTests {
    /// A 10 × 10 scene with `timeline` and `layers` (JSON).
    static func scene(timeline: String = #"{"duration": 1}"#, layers: String = "[]") -> String {
        #"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": \#(timeline), "layers": \#(layers)}"#
    }

    /// Runs `validate` and `render` (to a GIF of the whole timeline) on `text`.
    static func validateAndRender(_ text: String) throws -> (validate: AnimaProcess.Result, render: AnimaProcess.Result) {
        let file = try AnimaProcess.temporaryFile(text)
        let out = NSTemporaryDirectory() + "anima-front-\(UUID()).gif"
        return (try AnimaProcess.run(["validate", file]), try AnimaProcess.run(["render", file, "-o", out]))
    }

    @Test(arguments: [(1e300, 60.0), (1e20, 60), (Double.infinity, 60), (2, 1e300), (1e-300, 1e308)] as [(Double, Double)])
    func frameCountsPastIntAreMessages(to: Double, fps: Double) {
        // ⌈(to − 0) × fps⌉ is 6e301, 6e21, ∞, 2e300 and 1e8 frames: all past the 20000 limit, none trapping in Int().
        #expect { try SceneOutput.frameTimes(from: 0, to: to, fps: fps) } throws: { error in
            let message = (error as? CLIError)?.message ?? ""
            return message.hasSuffix("frames requested; the limit is 20000 (lower --fps or the range)")
                && (error as? CLIError)?.code == .usage
        }
    }

    @Test func frameCountMessagesNameTheCount() {
        #expect(SceneOutput.describe(frameCount: 25_000) == "25000")
        #expect(SceneOutput.describe(frameCount: 6e21) == "6e+21")
        #expect(SceneOutput.describe(frameCount: .infinity) == "infinitely many")
        #expect(SceneOutput.describe(frameCount: .nan) == "an undefined number of")
    }

    @Test(arguments: [["--to", "1e300"], ["--from", "-1e300"], ["--fps", "1e300", "--folder"], ["--to", "1e15", "--fps", "1e5"]])
    func hugeRangesExit64WithTheLimit(options: [String]) throws {
        // A GIF lowers --fps to 50 first, so the huge rate goes to a folder of PNGs.
        let file = try AnimaProcess.temporaryFile(Self.scene())
        let folder = options.contains("--folder")
        let out = NSTemporaryDirectory() + "anima-huge-\(UUID())" + (folder ? "/" : ".gif")
        let r = try AnimaProcess.run(["render", file, "-o", out] + options.filter { $0 != "--folder" })
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("frames requested; the limit is 20000"), "\(r.stderr)")
    }

    @Test func anInfiniteEndIsAUsageError() throws {
        let file = try AnimaProcess.temporaryFile(Self.scene())
        let r = try AnimaProcess.run(["render", file, "-o", NSTemporaryDirectory() + "anima-inf-\(UUID()).gif", "--to", "inf"])
        #expect(r.status == 64, "\(r.stderr)")
    }

    @Test(arguments: [["--to", "nan"], ["--from", "nan"]])
    func nanRangesExit64(options: [String]) throws {
        let file = try AnimaProcess.temporaryFile(Self.scene())
        let r = try AnimaProcess.run(["render", file, "-o", NSTemporaryDirectory() + "anima-nan-\(UUID()).gif"] + options)
        #expect(r.status == 64, "\(r.stderr)")
    }

    @Test(arguments: ["gif", "png/"])
    func aTinyFrameRateRendersOneFrame(kind: String) throws {
        // 1 s at 1e-300 fps is one frame (⌈1e-300⌉); its GIF delay, 1e302 hundredths, is held at 65535.
        let file = try AnimaProcess.temporaryFile(Self.scene())
        let out = NSTemporaryDirectory() + "anima-slow-\(UUID())." + kind
        let r = try AnimaProcess.run(["render", file, "-o", out, "--fps", "1e-300"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test(arguments: ["1e20", "1e308"])
    func aTimelineOfTooManyFramesFailsValidateAndRenderAlike(duration: String) throws {
        let (validate, render) = try Self.validateAndRender(Self.scene(timeline: #"{"duration": \#(duration)}"#))
        #expect(validate.status == 65 && render.status == 65, "\(validate.stderr)\(render.stderr)")
        for r in [validate, render] {
            #expect(r.stderr.contains("timeline.duration: ") && r.stderr.contains("a timeline has at most 20000"), "\(r.stderr)")
        }
    }

    @Test func aReplicatorOfReplicatorsFailsValidateAndRenderQuickly() throws {
        let layers = #"[{"id": "a", "type": "replicator", "instanceCount": 10000, "sublayers": [{"id": "b", "#
            + #""type": "replicator", "instanceCount": 10000, "sublayers": [{"id": "c", "bounds": [0, 0, 1, 1], "#
            + ##""backgroundColor": "#FF0000"}]}]}]"##
        let start = ContinuousClock.now
        let (validate, render) = try Self.validateAndRender(Self.scene(layers: layers))
        let elapsed = ContinuousClock.now - start
        #expect(validate.status == 65 && render.status == 65, "\(validate.stderr)\(render.stderr)")
        for r in [validate, render] {
            #expect(r.stderr.contains("layers[0].sublayers[0].instanceCount: a frame would draw 100010001 layers"),
                    "\(r.stderr)")
        }
        // Two process launches; the frame itself took 73 s before the bound.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test func deepNestingIsReportedOnOneShortLine() throws {
        var layer = #"{"id": "l300"}"#
        for i in stride(from: 299, through: 0, by: -1) { layer = #"{"id": "l\#(i)", "sublayers": [\#(layer)]}"# }
        let (validate, render) = try Self.validateAndRender(Self.scene(layers: "[\(layer)]"))
        #expect(validate.status == 65 && render.status == 65)
        for r in [validate, render] {
            #expect(r.stderr.contains("layers[0].sublayers[0] ×25"), "\(r.stderr)")
            #expect(!r.stderr.contains("sublayers[0].sublayers[0].sublayers[0].sublayers[0]"))
        }
    }

    @Test(arguments: [-200.0, 300.0])
    func textWhollyAboveOrBelowTheCanvasValidatesAndRenders(y: Double) throws {
        // A toast label sliding in from below (or parked above): issue 29's trap in Canvas.blendGlyphMask.
        let layers = ##"[{"id": "toast", "type": "text", "string": "Saved", "fontSize": 14, "foregroundColor": "#000000", "##
            + #""frame": [0, \#(y), 100, 20]}]"#
        let (validate, render) = try Self.validateAndRender(Self.scene(layers: layers))
        #expect(validate.status == 0 && render.status == 0, "\(validate.stderr)\(render.stderr)")
    }
}
