import AnimaCore
import AnimaExport
import AnimaFormat
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// Contents images in the Lottie export: an embedded base64 asset shown by an image layer, played by rlottie.
@Suite struct LottieContentsTests {
    static let folder = Repository.url("Examples/contents")

    /// The example scene `name`, with `edit` applied to its JSON text first.
    static func scene(_ name: String, edit: (String) -> String = { $0 }) throws -> Scene {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".json"), encoding: .utf8)
        return try SceneDecoder(baseDirectory: folder).decode(edit(text))
    }

    @Test func imagesBecomeEmbeddedAssetsAndTextBecomesTextDocuments() throws {
        let result = try ExportFormat.lottie.export(try Self.scene("unread-badge"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        let assets = try #require(json["assets"] as? [[String: Any]])
        #expect(assets.count == 1)
        #expect((assets.first?["p"] as? String)?.hasPrefix("data:image/png;base64,iVBORw0KGgo") == true)
        #expect(assets.first?["e"] as? Int == 1 && assets.first?["w"] as? Int == 192 && assets.first?["h"] as? Int == 192)
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.contains { $0["ty"] as? Int == 2 && $0["refId"] as? String == "image_0" })
        let text = try #require(layers.first { $0["ty"] as? Int == 5 })
        let document = ((((text["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]])?.first?["s"]) as? [String: Any]
        #expect(document?["t"] as? String == "12" && document?["f"] as? String == "DejaVu Sans Bold")
        // A text document is Lottie's own way to say text: nothing is lost (rlottie not drawing text is the
        // player's gap, said in the Exports article).
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func wrappedTextIsBoxTextAndTruncationIsNamed() throws {
        // skeleton-crossfade's body wraps in its bounds; here it also asks to truncate at the end, which Lottie text
        // cannot mark.
        let scene = try Self.scene("skeleton-crossfade") {
            $0.replacingOccurrences(of: #""isWrapped": true"#, with: #""isWrapped": true, "truncationMode": "end""#)
        }
        let body = try #require(scene.allLayers.first { $0.id == "body" }?.properties)
        let result = try ExportFormat.lottie.export(scene)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        var layers = try #require(json["layers"] as? [[String: Any]])
        for asset in (json["assets"] as? [[String: Any]]) ?? [] { layers += (asset["layers"] as? [[String: Any]]) ?? [] }
        let text = try #require(layers.first { $0["nm"] as? String == "body#text" })
        let document = ((((text["t"] as? [String: Any])?["d"] as? [String: Any])?["k"] as? [[String: Any]])?.first?["s"]) as? [String: Any]
        #expect(document?["sz"] as? [Double] == [body.bounds.width, body.bounds.height])
        #expect(document?["ps"] as? [Double] == [body.bounds.minX, body.bounds.minY])
        #expect(result.warnings.contains { $0.layerID == "body" && $0.keyPath == "truncationMode" }, "\(result.warnings)")
    }

    /// The swinging bell icon played by rlottie against the renderer over the canvas background (Lottie has none):
    /// mean absolute difference below 2/255 on every compared frame.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottiePlaysTheImageLikeTheRenderer() throws {
        let helper = try RlottieOracleTests.helper()
        let scene = try Self.scene("bell-icon-swing")
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let dir = try TemporaryFiles.directory("anima-lottie-contents")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bell.json")
        try Data(result.text.utf8).write(to: file)
        let timeline = try Timeline(scene)
        let renderer = try Renderer(drawing: timeline)
        let frames = [5, 10, 15, 20, 25]
        let run = try ExternalProcess(helper).run([file.path, "\(renderer.pixelWidth)", "\(renderer.pixelHeight)"]
                                                  + frames.map(String.init))
        try #require(run.status == 0)
        let frameBytes = renderer.pixelWidth * renderer.pixelHeight * 4
        try #require(run.stdout.count == frameBytes * frames.count)
        for (n, frame) in frames.enumerated() {
            let ours = renderer.render(timeline, at: Double(frame) / scene.timeline.fps)
            let theirs = run.stdout.subdata(in: n * frameBytes..<(n + 1) * frameBytes)
            let (mean, _) = RlottieOracleTests.compare(ours, theirs, background: scene.canvas.background)
            #expect(mean < 2, "frame \(frame): mean |Δ| \(mean)/255")
        }
    }
}
