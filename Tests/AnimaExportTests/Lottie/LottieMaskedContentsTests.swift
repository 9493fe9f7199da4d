import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// A masked layer with an image in the Lottie export. A Lottie track matte is the layer listed right above the one
/// it mattes (`td` 1 on the matte, `tt` on the matted layer, Bodymovin's layer format); the image is a layer of its
/// own, so it needs its own copy of the matte. It used to sit between the layer and its matte: the matte then
/// matted nothing and players drew it as an ordinary layer, and the image was not masked (export agreement,
/// ordinary seed 752: a black mask shape drawn over an invisible layer).
@Suite struct LottieMaskedContentsTests {
    /// A 40 × 40 layer at (20, 20) on an 80 × 80 white canvas showing a red 4 × 4 image stretched over it, masked by a
    /// black 20 × 40 shape over its left half; `opacity` is the layer's.
    static func scene(opacity: Double) throws -> Scene {
        let image = try Canvas(width: 4, height: 4, straightRGBA: Array(repeating: [255, 0, 0, 255], count: 16).flatMap { $0 })
        var photo = Layer(id: "photo")
        photo.frame = Rect(20, 20, 40, 40)
        photo.opacity = opacity
        photo.contents = ImageContents(bytes: try PNGEncoder().encode(image), source: "red.png")
        var mask = Layer(id: "half", kind: .shape)
        mask.frame = Rect(0, 0, 20, 40)
        mask.backgroundColor = .black
        photo.mask = mask
        return Scene(canvas: .init(width: 80, height: 80, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [photo])
    }

    /// The file's top-level layers, top first, as Lottie lists them.
    static func layers(_ scene: Scene) throws -> [[String: Any]] {
        let result = try ExportFormat.lottie.export(scene)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        return try #require(json["layers"] as? [[String: Any]])
    }

    /// Frame 5 (0.5 s) of an 80 × 80 `scene` as the renderer draws it and as rlottie plays its Lottie export, which
    /// must come without warnings.
    static func rendererAndRlottieFrames(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [(name: String, frame: OpaqueFrame)] {
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.isEmpty, "\(result.warnings)", sourceLocation: sourceLocation)
        let timeline = try Timeline(scene)
        let ours = OpaqueFrame(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0.5))
        return [("renderer", ours), ("rlottie", try rlottieFrame(result))]
    }

    /// rlottie's frame 5 of an 80 × 80 `export`, over white.
    static func rlottieFrame(_ export: ExportResult) throws -> OpaqueFrame {
        let helper = try RlottieOracleTests.helper()
        let dir = try TemporaryFiles.directory("anima-lottie-masked")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("masked.json")
        try Data(export.text.utf8).write(to: file)
        let run = try ExternalProcess(helper).run([file.path, "80", "80", "5"])
        try #require(run.status == 0 && run.stdout.count == 80 * 80 * 4)
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        return OpaqueFrame(argbWords: words, width: 80, height: 80)
    }

    @Test func everyMatteSitsRightAboveALayerItMattes() throws {
        let layers = try Self.layers(try Self.scene(opacity: 1))
        let mattes = layers.indices.filter { layers[$0]["td"] as? Int == 1 }
        // One copy for the layer's own drawing, one for its image.
        #expect(mattes.count == 2, "\(layers.map { $0["nm"] ?? "" })")
        for i in mattes {
            #expect(i + 1 < layers.count && layers[i + 1]["tt"] as? Int == 1, "\(layers.map { $0["nm"] ?? "" })")
        }
        let image = try #require(layers.firstIndex { $0["ty"] as? Int == 2 })
        #expect(image > 0 && layers[image - 1]["td"] as? Int == 1)
    }

    /// rlottie draws nothing of an invisible masked layer: the renderer draws a white frame, and so must the player
    /// (before, it drew the 20 × 40 black mask shape: 800 of 6,400 pixels).
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieDrawsNoMatteOfAnInvisibleLayer() throws {
        let frame = try Self.rlottieFrame(try ExportFormat.lottie.export(try Self.scene(opacity: 0)))
        let drawn = (0..<80).flatMap { y in (0..<80).filter { x in frame.rgb(x, y).min() < 250 } }.count
        #expect(drawn == 0)
    }
}
