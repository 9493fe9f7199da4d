import AnimaCore
import AnimaFormat
import AnimaSkeleton
import AnimaTestSupport
import Foundation
import Testing

/// The contents and text fields of scenes and skeleton layouts: decoded as data (Core never decodes pixels), paths
/// relative to the file, data: URIs, and a round trip through the encoder.
@Suite struct ContentsDecodingTests {
    /// The 8-byte PNG signature, then an IHDR chunk header: enough for the format's signature check, which is all it
    /// does (pixels are the renderer's business).
    static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    static var dataURI: String { "data:image/png;base64," + Data(pngBytes).base64EncodedString() }

    static func scene(_ layers: String, base: URL? = nil) throws -> Scene {
        try SceneDecoder(baseDirectory: base).decode(
            #"{"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1}, "layers": "# + layers + "}")
    }

    @Test func dataURIsAndEveryFieldDecode() throws {
        let scene = try Self.scene(#"""
            [{"id": "i", "frame": [0, 0, 10, 10], "contents": "\#(Self.dataURI)", "contentsGravity": "topLeft",
              "contentsRect": [0, 0, 0.5, 1], "contentsCenter": [0.25, 0.25, 0.5, 0.5], "contentsScale": 2,
              "minificationFilter": "trilinear", "magnificationFilter": "nearest"},
             {"id": "t", "type": "text", "frame": [0, 0, 50, 20], "string": "Hi\nthere", "fontName": "DejaVu Sans",
              "fontSize": 12, "foregroundColor": "#FF0000", "alignmentMode": "center", "isWrapped": true,
              "truncationMode": "middle"}]
            """#)
        let i = try #require(scene.layer(withID: "i")).properties
        #expect(i.contents?.bytes == Self.pngBytes && i.contents?.mediaType == "image/png")
        #expect(i.contentsGravity == .topLeft && i.contentsRect == Rect(0, 0, 0.5, 1))
        #expect(i.contentsCenter == Rect(0.25, 0.25, 0.5, 0.5) && i.contentsScale == 2)
        #expect(i.minificationFilter == .trilinear && i.magnificationFilter == .nearest)
        let t = try #require(scene.layer(withID: "t"))
        #expect(t.kind == .text && t.string == "Hi\nthere" && t.fontName == "DejaVu Sans" && t.fontSize == 12)
        #expect(t.foregroundColor == Color(1, 0, 0, 1) && t.alignmentMode == .center && t.isWrapped && t.truncationMode == .middle)
    }

    @Test func pathsAreRelativeToTheSceneFile() throws {
        let folder = try TemporaryFiles.directory("anima-contents-decoding")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data(Self.pngBytes).write(to: folder.appendingPathComponent("img/a.png"))
        let scene = try Self.scene(#"[{"id": "i", "frame": [0, 0, 10, 10], "contents": "img/a.png"}]"#, base: folder)
        #expect(scene.layer(withID: "i")?.contents?.bytes == Self.pngBytes)
        #expect(scene.layer(withID: "i")?.contents?.source == "img/a.png")
    }

    @Test func contentsFontSizeAndForegroundColorAnimate() throws {
        let scene = try Self.scene(#"""
            [{"id": "t", "type": "text", "frame": [0, 0, 50, 20], "string": "Hi", "animations": [
              {"type": "basic", "keyPath": "fontSize", "from": 10, "to": 20, "duration": 1, "timingFunction": "linear"},
              {"type": "basic", "keyPath": "foregroundColor", "from": "#000000", "to": "#FFFFFF", "duration": 1, "timingFunction": "linear"},
              {"type": "basic", "keyPath": "contentsRect", "from": [0, 0, 1, 1], "to": [0.5, 0, 0.5, 1], "duration": 1, "timingFunction": "linear"}]}]
            """#)
        // Linear, half way: 15 pt, grey 0.5, contentsRect x 0.25 and width 0.75.
        let p = try #require(try Timeline(scene).sample(at: 0.5)["t"])
        #expect(p.fontSize == 15)
        #expect(p.foregroundColor == Color(0.5, 0.5, 0.5, 1))
        #expect(p.contentsRect == Rect(0.25, 0, 0.75, 1))
    }

    @Test func encodingRoundTripsContentsAndText() throws {
        let scene = try Self.scene(#"""
            [{"id": "i", "frame": [0, 0, 10, 10], "contents": "\#(Self.dataURI)", "contentsGravity": "resizeAspectFill"},
             {"id": "t", "type": "text", "frame": [0, 0, 50, 20], "string": "مرحبا", "fontSize": 12, "isWrapped": true}]
            """#)
        let again = try SceneDecoder().decode(try SceneEncoder().encode(scene))
        #expect(again == scene)
    }

    /// A skeleton layout's image view with `contents`: its revealed content layer shows the picture, aspect-filled and
    /// clipped, instead of the flat stand-in colour.
    @Test func skeletonImageViewShowsItsPictureAsContent() throws {
        let layout = try SkeletonLayoutDecoder().decode(#"""
            {"version": 1, "canvas": {"width": 200, "height": 100},
             "root": {"id": "cell", "kind": "view", "frame": [0, 0, 200, 100], "children": [
               {"id": "avatar", "kind": "image", "frame": [10, 10, 60, 60], "contents": "\#(Self.dataURI)"}]},
             "reveal": {"dataArrival": 1}}
            """#)
        let scene = try layout.scene()
        let content = try #require(scene.layer(withID: "avatar.content"))
        #expect(content.contents?.bytes == Self.pngBytes)
        #expect(content.contentsGravity == .resizeAspectFill && content.masksToBounds)
        #expect(content.backgroundColor == .clear)
    }
}
