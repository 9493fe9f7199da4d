import AnimaTestSupport
import Foundation
import Testing

/// Bad images and text in a scene: each is reported with the layer's JSON path and the reason, exits with 65, and
/// leaves no output file behind. A missing font is a warning (with the path and the font's name), not an error.
@Suite struct ContentsInputTests {
    private static let head = #"{"version": 1, "canvas": {"width": 40, "height": 40}, "timeline": {"duration": 1}, "#
    private static let pngSuite = Repository.url("Tests/AnimaRenderTests/__Fixtures__/pngsuite")

    /// A folder holding `scene.json` and the image files a test needs; returns the scene's path.
    private static func folder(scene layers: String, files: [String: [UInt8]] = [:]) throws -> String {
        let scene = try TemporaryFiles.file(Array((head + #""layers": "# + layers + "}").utf8), name: "scene.json")
        for (name, bytes) in files {
            try Data(bytes).write(to: scene.deletingLastPathComponent().appendingPathComponent(name))
        }
        return scene.path
    }

    /// basn2c08.png with its first IDAT chunk's CRC flipped (found by walking the chunk list).
    private static func wrongCRCPNG() throws -> [UInt8] {
        var png = [UInt8](try Data(contentsOf: pngSuite.appendingPathComponent("basn2c08.png")))
        var i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self) == "IDAT" { png[i + 8 + n] ^= 0xFF; break }
            i += 12 + n
        }
        return png
    }

    private static func expect65(_ scene: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let v = try AnimaProcess.run(["validate", scene])
        #expect(v.status == 65, "\(v.stderr)", sourceLocation: sourceLocation)
        #expect(v.stderr.contains("\n  " + expected), "\(v.stderr)", sourceLocation: sourceLocation)
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("out.png").path
        let r = try AnimaProcess.run(["render", scene, "-o", out, "--at", "0"])
        #expect(r.status == 65, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(expected), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: out), "nothing half-written", sourceLocation: sourceLocation)
    }

    @Test func aMissingImageFile() throws {
        try Self.expect65(try Self.folder(scene: #"[{"id": "a", "frame": [0, 0, 10, 10], "contents": "nope.png"}]"#),
                          "layers[0].contents: cannot read the image file nope.png: no such file")
    }

    @Test func aPNGWithAWrongCRC() throws {
        let scene = try Self.folder(scene: #"[{"id": "a", "frame": [0, 0, 10, 10], "sublayers": [{"id": "b", "contents": "bad.png"}]}]"#,
                                    files: ["bad.png": try Self.wrongCRCPNG()])
        try Self.expect65(scene, "layers[0].sublayers[0].contents: bad.png: PNG decoding failed: IDAT: CRC error")
    }

    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func aTruncatedJPEG() throws {
        let folder = try TemporaryFiles.directory("anima-jpeg")
        let jpeg = folder.appendingPathComponent("whole.jpg")
        let made = try ExternalProcess(Tool.imageMagick.require()).run(["-size", "64x64", "plasma:", jpeg.path])
        try #require(made.status == 0)
        let whole = [UInt8](try Data(contentsOf: jpeg))
        let scene = try Self.folder(scene: #"[{"id": "a", "frame": [0, 0, 10, 10], "contents": "cut.jpg"}]"#,
                                    files: ["cut.jpg": Array(whole.prefix(whole.count / 2))])
        try Self.expect65(scene, "layers[0].contents: cut.jpg: JPEG decoding failed:")
    }

    @Test(arguments: [
        ("data:image/png,hello", "layers[0].contents: the data: URI must be base64-encoded (data:image/png;base64,…)"),
        ("data:image/png;base64,@@@@", "layers[0].contents: the data: URI's payload is not valid base64"),
        ("data:image/png;base64,aGVsbG8=", "layers[0].contents: data: URI is not a PNG or JPEG image"),
    ])
    func aDataURIThatIsNotBase64Image(uri: String, expected: String) throws {
        try Self.expect65(try Self.folder(scene: #"[{"id": "a", "frame": [0, 0, 10, 10], "contents": "\#(uri)"}]"#), expected)
    }

    @Test func anEmptyString() throws {
        try Self.expect65(try Self.folder(scene: #"[{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": ""}]"#),
                          "layers[0].string: must not be empty: a text layer needs text to draw")
    }

    @Test func aTenMegabyteString() throws {
        let big = String(repeating: "a", count: 10 * 1024 * 1024)
        try Self.expect65(try Self.folder(scene: #"[{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": "\#(big)"}]"#),
                          "layers[0].string: is 10485760 bytes long; a text layer's string is limited to 65536 bytes")
    }

    /// An unknown font is not fatal: the default stands in, and a warning names the layer's path and the font.
    @Test func anUnknownFontWarnsAndFallsBack() throws {
        let scene = try Self.folder(scene: #"[{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": "Hi", "fontName": "Nonexistent Grotesk"}]"#)
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("out.png").path
        let r = try AnimaProcess.run(["render", scene, "-o", out, "--at", "0"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: \(scene): layers[0].fontName: font 'Nonexistent Grotesk' not found; using DejaVu Sans"),
                "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// With `--strict` the same missing font is an error: exit 65, the same message with the layer's JSON path and
    /// the font's name, and nothing written.
    @Test func anUnknownFontIsAnErrorUnderStrict() throws {
        let scene = try Self.folder(scene: #"[{"id": "a", "frame": [0, 0, 40, 40], "sublayers": [{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": "Hi", "fontName": "Nonexistent Grotesk"}]}]"#)
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("out.png").path
        let r = try AnimaProcess.run(["render", scene, "-o", out, "--at", "0", "--strict"])
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("\(scene) is not a valid scene with --strict (1 problem):"), "\(r.stderr)")
        #expect(r.stderr.contains("\n  layers[0].sublayers[0].fontName: font 'Nonexistent Grotesk' not found; using DejaVu Sans"),
                "\(r.stderr)")
        #expect(!r.stderr.contains("warning:"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing half-written")
        // An installed font passes --strict.
        let fine = try Self.folder(scene: #"[{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": "Hi", "fontName": "DejaVu Sans"}]"#)
        let fineOut = URL(fileURLWithPath: fine).deletingLastPathComponent().appendingPathComponent("out.png").path
        let ok = try AnimaProcess.run(["render", fine, "-o", fineOut, "--at", "0", "--strict"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: fineOut))
    }

    /// An empty `fontName` is an error (there is nothing to look up), unlike a name that is not installed.
    @Test func anEmptyFontName() throws {
        try Self.expect65(try Self.folder(scene: #"[{"id": "t", "type": "text", "frame": [0, 0, 40, 20], "string": "Hi", "fontName": ""}]"#),
                          "layers[0].fontName: must not be empty")
    }
}
