import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Inputs the `FuzzJPEG` and `FuzzText` harnesses saved (Fuzz/, docs/fuzzing.md), kept as fixtures. All are
/// libFuzzer timeouts (over 10 s) found while the harnesses ran at `nice 19` on a machine with a load average
/// above 20; at normal priority they take 1.2, 0.3, 1.1 and 0.07 s in the sanitizer build, so they mark the cost of
/// large declared images within the limits rather than a hang. They stay as tests of what the readers answer.
@Suite struct ImageDecoderFuzzRegressionTests {
    static let folder = RenderFixtures.directory.appendingPathComponent("fuzz")

    @Test func anArithmeticCodedJPEGWithAnEmptyScanDecodesToItsDeclaredSize() throws {
        // SOF9 (arithmetic coding) declares 513×10498 one-component pixels (5.4 Mpx, within the limits) and the scan
        // holds two bytes. libjpeg-turbo's arithmetic decoder runs out of data without a warning (unlike the
        // Huffman decoder below), so the 124-byte file decodes to an image of the declared size: accepted, as the
        // limits allow; the cost is that of a 5.4 Mpx image.
        let bytes = try RenderFixtures.bytes(Self.folder.appendingPathComponent("jpeg/timeout-ac236f84317aa180b37dd9581d49553d5d0014a5"))
        let canvas = try ImageDecoder.decode(bytes)
        #expect(canvas.width == 513 && canvas.height == 10_498)
    }

    @Test(arguments: ["timeout-ecd5044e7389c377cd61d10ea8113b639df4d681", "timeout-f0f46b9bcb91d93fffca80b81901e0867a561e98"])
    func aTinyJPEGDeclaringALargeImageIsRefusedByLibjpeg(name: String) throws {
        // SOF0 declares 3968×8447 (ecd5…) or 2176×8208 (f0f4…) one-component pixels, under 32 Mpx, and the
        // Huffman-coded scan holds a few bytes: libjpeg-turbo reports the premature end, which
        // TJFLAG_STOPONWARNING makes an error.
        let bytes = try RenderFixtures.bytes(Self.folder.appendingPathComponent("jpeg/\(name)"))
        #expect(bytes.count < 40)
        do {
            let canvas = try ImageDecoder.decode(bytes)
            Issue.record("decoded a \(canvas.width)×\(canvas.height) image from \(bytes.count) bytes")
        } catch {
            guard case .jpeg = error else { Issue.record("expected a libjpeg-turbo error, got \(error)"); return }
        }
    }

    @Test func aMissingFontNameFallsBackAndTheArabicRunIsShaped() throws {
        // The input is "DejaVu Sans#" NUL string: no font has that name, so the default family stands in with a
        // warning; the string (Arabic letters, then Latin and U+FFFD replacement characters) is one paragraph.
        let bytes = try RenderFixtures.bytes(Self.folder.appendingPathComponent("text/timeout-23342ef2e0879fb7ddfc5973f13a6b65f19d6b5b"))
        let nul = try #require(bytes.firstIndex(of: 0))
        let name = String(decoding: bytes[..<nul], as: UTF8.self)
        let string = String(decoding: bytes[(nul + 1)...].prefix { $0 != 0 }, as: UTF8.self)
        let match = try FontResolver.resolve(name)
        #expect(match.warning == "font 'DejaVu Sans#' not found; using DejaVu Sans")
        let text = try PreparedText(string, font: try Font(path: match.path, index: match.index))
        #expect(text.paragraphs.count == 1)
        #expect(!text.paragraphs[0].glyphs.isEmpty)
    }
}
