import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("SSIM as ffmpeg measures it")
struct StructuralSimilarityTests {
    /// A frame of one grey level.
    private static func flat(_ level: UInt32, width: Int = 8, height: Int = 8) -> [UInt32] {
        [UInt32](repeating: level | level << 8 | level << 16 | 0xFF00_0000, count: width * height)
    }

    @Test("identical frames measure exactly 1: every factor of the formula is then its own denominator")
    func identical() throws {
        let frame = try sampleFrame(shift: 3)
        #expect(StructuralSimilarity.mean(frame.pixels, frame.pixels, width: 48, height: 48) == 1)
    }

    /// One 8×8 window of flat 100 against flat 110: both variances and the covariance are 0, so only the luminance
    /// factor is left, (2 Σa Σb + C1) / ((Σa)² + (Σb)² + C1) with Σa = 6400, Σb = 7040, C1 = 416:
    /// 90,112,416 / 90,522,016 = 0.9954752 (the textbook form, (2·100·110 + 6.5025) / (100² + 110² + 6.5025),
    /// agrees to 1e-7).
    @Test("a flat 8×8 frame against one 10 levels brighter: the luminance factor by hand")
    func flatWindowByHand() {
        let s = StructuralSimilarity.mean(Self.flat(100), Self.flat(110), width: 8, height: 8)
        #expect(abs(s - 90_112_416.0 / 90_522_016.0) < 1e-12)
        #expect(abs(s - 0.9954752) < 1e-7)
    }

    /// ffmpeg counts (side / 4) − 1 windows per row and column; a window starts every 4 pixels and is 8 wide.
    @Test("window counts and the windows touching a pixel rectangle")
    func windowGeometry() {
        let s = StructuralSimilarity(width: 50, height: 21)  // 12 − 1 = 11 columns, 5 − 1 = 4 rows
        #expect(s.columns == 11 && s.rows == 4 && s.count == 44)
        #expect(StructuralSimilarity(width: 7, height: 100).count == 0)
        // Pixel 9 lies in windows 1 (pixels 4–11) and 2 (8–15); pixel 0 only in window 0.
        #expect(s.windows(touching: PixelRect(x: 9, y: 0, width: 1, height: 1)) == PixelRect(x: 1, y: 0, width: 2, height: 1))
        // Pixels 44–49 are past window 10 (40–47) only in part: 44–47 are in it, 48 and 49 in no window.
        #expect(s.windows(touching: PixelRect(x: 44, y: 16, width: 6, height: 5)) == PixelRect(x: 10, y: 3, width: 1, height: 1))
        #expect(s.windows(touching: PixelRect(x: 48, y: 0, width: 2, height: 2)) == .none)
        #expect(StructuralSimilarity.pixels(of: PixelRect(x: 1, y: 2, width: 3, height: 1)) == PixelRect(x: 4, y: 8, width: 16, height: 8))
    }

    /// ffmpeg's `ssim` filter on the same two frames, written as PNGs, is the independent oracle (its log prints
    /// six decimals).
    @Test("two rendered frames measure what ffmpeg's ssim filter prints",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func matchesFFmpeg() throws {
        let ffmpeg = try Tool.ffmpeg.require()
        let dir = try TemporaryFiles.directory("anima-ssim")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (shift, size) in [(3.0, 48.0), (1.5, 61.0)] {
            let a = try sampleFrame(shift: 0, size: size), b = try sampleFrame(shift: shift, size: size)
            for (name, frame) in [("a", a), ("b", b)] {
                try Data(try PNGEncoder().encode(frame)).write(to: dir.appendingPathComponent("\(name).png"))
            }
            let output = try ExternalProcess(ffmpeg).run([
                "-v", "info", "-i", dir.appendingPathComponent("a.png").path, "-i", dir.appendingPathComponent("b.png").path,
                "-lavfi", "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]ssim", "-f", "null", "-",
            ])
            let log = output.stderrText
            let all = try #require(log.range(of: "All:").map { log[$0.upperBound...].prefix { "0123456789.".contains($0) } })
            let theirs = try #require(Double(all))
            let ours = StructuralSimilarity.mean(a.pixels, b.pixels, width: a.width, height: a.height)
            #expect(theirs < 0.999, "the frames differ enough to test something")
            #expect(abs(ours - theirs) < 2e-6, "size \(size): ours \(ours), ffmpeg \(theirs)")
        }
    }
}
