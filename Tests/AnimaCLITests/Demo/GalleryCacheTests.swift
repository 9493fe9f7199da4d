@testable import AnimaCLI
import AnimaCore
import Foundation
import Testing

/// `anima demo` keeps the GIFs an earlier run of the same build wrote from the same scenes, and renders the rest.
@Suite struct GalleryCacheTests {
    /// Two small scenes of a few frames, so the test is quick in a debug build.
    private func items() throws -> [GalleryItem] {
        (0..<2).map { k in
            var dot = Layer(id: "dot")
            dot.frame = Rect(4, 4, 12, 12)
            dot.backgroundColor = Color(0.2, 0.4, 0.8)
            dot.add(Animation.basic(.opacity, from: 1, to: .number(Double(k) * 0.3), duration: 0.2), forKey: "fade")
            let scene = Scene(canvas: .init(width: 20, height: 20, background: .white), timeline: .init(duration: 0.2),
                              layers: [dot])
            return GalleryItem(section: "test", name: "dot\(k)", summary: "", command: "", json: "", scene: scene)
        }
    }

    private func folder() -> String {
        let path = NSTemporaryDirectory() + "anima-gallery-cache-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test func aSecondRunKeepsEveryGIFByteForByte() async throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let items = try items()
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 30, jobs: 2) == items.count)
        let first = items.map { FileManager.default.contents(atPath: "\(out)/\($0.name).gif") }
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 30, jobs: 2) == 0)
        #expect(items.map { FileManager.default.contents(atPath: "\(out)/\($0.name).gif") } == first)
    }

    @Test func aChangedSceneAFrameRateOrAMissingFileIsRenderedAgain() async throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        var items = try items()
        try await DemoCommand.writeGallery(items, to: out, fps: 30, jobs: 2)
        items[0].scene.timeline.duration /= 2
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 30, jobs: 2) == 1)
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 20, jobs: 2) == items.count)
        try FileManager.default.removeItem(atPath: "\(out)/\(items[1].name).gif")
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 20, jobs: 2) == 1)
        // A file of another size than the one recorded (edited, or cut short) is rendered again too.
        try Data([0x47]).write(to: URL(fileURLWithPath: "\(out)/\(items[0].name).gif"))
        #expect(try await DemoCommand.writeGallery(items, to: out, fps: 20, jobs: 2) == 1)
    }
}
