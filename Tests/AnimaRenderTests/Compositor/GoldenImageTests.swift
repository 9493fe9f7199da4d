import AnimaCore
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Every example scene rendered at fixed times and compared, by decoded pixels, with the PNG stored under
/// `__Snapshots__/` (never by PNG bytes). Tolerance: each channel within 2/255 and at most 0.1 % of pixels beyond
/// that; it absorbs floating-point differences between platforms (FMA contraction, libm) while any real change
/// in geometry or colour fails. Set ANIMA_RECORD_SNAPSHOTS=1 to rewrite the images after an intended change —
/// then look at them before committing.
@Suite struct GoldenImageTests {
    static let examples = ["basics", "bell", "passcode-shake", "pulse-shake", "sine-path", "skeleton-cell"]
    static let fractions = [0.0, 0.3, 0.65]

    /// Each channel within 2/255, at most 0.1 % of pixels beyond that.
    static let diffing = Diffing<RGBAImage>.pixels(channelTolerance: 2, share: 0.001)

    @Test(arguments: examples)
    func example(name: String) throws {
        let url = Repository.url("Examples/\(name).json")
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing example \(url.path)"); return
        }
        let scene = try SceneDecoder().decode(data)
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas)
        let record = ProcessInfo.processInfo.environment["ANIMA_RECORD_SNAPSHOTS"] != nil
        for f in Self.fractions {
            let t = (scene.timeline.duration * f * 100).rounded() / 100
            let frame = renderer.render(timeline, at: t)
            let file = "\(name)@\(FilmstripSheet.label(seconds: t)).png"
            if record {
                let dir = Repository.url("Tests/AnimaRenderTests/__Snapshots__")
                try Data(try PNGEncoder().encode(frame)).write(to: dir.appendingPathComponent(file))
                continue
            }
            guard let stored = Bundle.module.url(forResource: "__Snapshots__/\(file)", withExtension: nil),
                  let bytes = try? Data(contentsOf: stored) else {
                Issue.record("no golden image \(file); run with ANIMA_RECORD_SNAPSHOTS=1 and inspect it"); continue
            }
            let golden = try PNGDecoder().decode([UInt8](bytes))
            expectMatch(RGBAImage(width: frame.width, height: frame.height, bytes: frame.straightRGBA()),
                        RGBAImage(width: golden.width, height: golden.height, bytes: golden.straightRGBA()),
                        as: Self.diffing, named: file)
        }
    }
}
