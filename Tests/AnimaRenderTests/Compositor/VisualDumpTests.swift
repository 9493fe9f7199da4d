import AnimaCore
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Writes the showcase as PNG and GIF to $ANIMA_RENDER_DUMP for a person to look at; does nothing otherwise.
@Suite struct VisualDumpTests {
    @Test func dump() throws {
        guard let dir = ProcessInfo.processInfo.environment["ANIMA_RENDER_DUMP"] else { return }
        let r = try Renderer(width: 360, height: 360, scale: 2, background: Color(0.95, 0.95, 0.97))
        let png = try PNGEncoder().encode(r.render(presentation(ShowcaseScene.layers())))
        try Data(png).write(to: URL(fileURLWithPath: dir + "/showcase.png"))
        let frames = (0..<20).map { r.render(presentation(ShowcaseScene.layers(shimmer: Double($0) / 20))) }
        let gif = try GIFEncoder.encode(frames, delays: GIFTiming.delays(frameCount: 20, fps: 20))
        try Data(gif).write(to: URL(fileURLWithPath: dir + "/showcase.gif"))
    }
}
