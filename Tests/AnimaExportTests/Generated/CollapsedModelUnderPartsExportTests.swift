import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A model matrix that collapses the layer (scale 0: it has no parts) under an animation of its parts: while the
/// animation shows, Core Animation's value functions read the identity's other parts (the badge pops in from scale 0);
/// before and after, the collapsed matrix shows and the layer is gone. The Web page and the Lottie file held the
/// identity's parts there and showed the whole layer (ordinary seed 1567 of `ExportAgreementTests`, a turn about y
/// over a matrix that collapses x).
@Suite(.serialized) struct CollapsedModelUnderPartsExportTests {
    /// A red 40 × 20 badge centred at (48, 32) on a white 96 × 64 canvas, its model transform scale 0, its scale
    /// animated from 0 to 1 over 1 s from 0.5 s (linear, no fill); with `pausedAt`, its own clock stopped (speed 0)
    /// at that time offset.
    static func scene(pausedAt offset: Double? = nil) throws -> Scene {
        let clock = offset.map { ", \"speed\": 0, \"timeOffset\": \($0)" } ?? ""
        return try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "badge", "type": "layer", "position": [48, 32], "bounds": [0, 0, 40, 20], "backgroundColor": "#FF0000",
           "transform": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]\(clock),
           "animations": [{"type": "basic", "keyPath": "transform.scale", "from": 0, "to": 1, "beginTime": 0.5,
                           "duration": 1}]}
        ]}
        """)
    }

    /// Red pixels by hand: none at 0.3 s (before the animation) and 1.8 s (after it); at 1.0 s the scale is 0.5, so
    /// a 20 × 10 badge from (38, 27) to (58, 37), on whole pixels: 200.
    static let expected: [(time: Double, red: Int)] = [(0.3, 0), (1.0, 200), (1.8, 0)]

    /// The number of pixels whose green channel is under half (red on white), allowing a row of edge pixels.
    static func redCount(_ frame: OpaqueFrame) -> Int {
        (0..<frame.height).reduce(0) { sum, y in sum + (0..<frame.width).count { frame.rgb($0, y).y < 128 } }
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsTheLayerOnlyWhileItsPartsAnimate() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        // Paused at 0.5 s into its clock, the layer shows its scale 0.5 at every scene time.
        let paused = try ExportFormat.web.export(Self.scene(pausedAt: 1.0)).text
        let pages = Self.expected.map { (page, $0.time) } + [(paused, 0.3)]
        let chromium = try Tool.chromium.require()
        let shots = try ChromiumGrid.screenshots(of: pages, width: 96, height: 64, chromium: chromium)
        for (n, red) in (Self.expected.map(\.red) + [200]).enumerated() {
            let shot = try #require(shots[n])
            #expect(Swift.abs(Self.redCount(shot) - red) <= 2, "page \(n): \(Self.redCount(shot)) red pixels")
        }
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieShowsTheLayerOnlyWhileItsPartsAnimate() throws {
        let dir = try TemporaryFiles.directory("anima-collapsed-parts")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("badge.json")
        try Data(try ExportFormat.lottie.export(Self.scene()).text.utf8).write(to: file)
        let numbers = Self.expected.map { String(Int(($0.time * 10).rounded())) }
        let run = try ExternalProcess(try RlottieOracleTests.helper()).run([file.path, "96", "64"] + numbers)
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        try #require(run.status == 0 && words.count == 96 * 64 * Self.expected.count)
        for (n, (time, red)) in Self.expected.enumerated() {
            let frame = OpaqueFrame(argbWords: Array(words[n * 96 * 64..<(n + 1) * 96 * 64]), width: 96, height: 64)
            #expect(Swift.abs(Self.redCount(frame) - red) <= 2, "\(time) s: \(Self.redCount(frame)) red pixels")
        }
    }
}
