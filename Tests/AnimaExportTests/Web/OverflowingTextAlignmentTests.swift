import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Testing

/// A line wider than its text layer (not wrapped, not truncated) is placed as Core Text places it: at
/// (layer width − line width) × flush, so a right-aligned line ends at the layer's right edge and runs out on the left,
/// a centred one runs out equally on both sides, a left-aligned one on the right. CSS starts such a line at its start
/// edge (ordinary seed 83 of `ExportAgreementTests`: right-aligned text turned in perspective showed on the other side).
@Suite(.serialized) struct OverflowingTextAlignmentTests {
    /// Three 40 × 30 layers at x 80…120, each one line of six M (about 83 pt at 16 pt: wider than the layer).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
    {"version": 1, "canvas": {"width": 200, "height": 90}, "timeline": {"duration": 1, "fps": 10}, "layers": [
      {"id": "right", "type": "text", "frame": [80, 0, 40, 30], "string": "MMMMMM", "fontSize": 16,
       "foregroundColor": "#000000", "alignmentMode": "right"},
      {"id": "center", "type": "text", "frame": [80, 30, 40, 30], "string": "MMMMMM", "fontSize": 16,
       "foregroundColor": "#000000", "alignmentMode": "center"},
      {"id": "left", "type": "text", "frame": [80, 60, 40, 30], "string": "MMMMMM", "fontSize": 16,
       "foregroundColor": "#000000", "alignmentMode": "left"}
    ]}
    """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlacesAnOverflowingLineAsCoreText() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: 200, height: 90,
                                                           chromium: try Tool.chromium.require())
        Self.expectCoreTextPlaces(shot, "chromium")
    }

    @Test func theRendererPlacesAnOverflowingLineAsCoreText() throws {
        let timeline = try Timeline(Self.scene())
        Self.expectCoreTextPlaces(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0), "renderer")
    }

    /// The ink of each row of layers: right-aligned ends at the right edge (120) and reaches well left of 80; centred
    /// is centred on 100 and reaches past both edges; left-aligned starts at 80 and reaches well right of 120.
    static func expectCoreTextPlaces(_ image: Canvas, _ who: String) {
        let rows = [0..<30, 30..<60, 60..<90].map { ink(image, rows: $0) }
        guard let right = rows[0], let center = rows[1], let left = rows[2] else {
            Issue.record("\(who): a line drew nothing")
            return
        }
        #expect(right.upperBound <= 121 && right.upperBound >= 116 && right.lowerBound < 60, "\(who) right: \(right)")
        #expect(Swift.abs(Double(center.lowerBound + center.upperBound) / 2 - 100) <= 2 && center.lowerBound < 75,
                "\(who) center: \(center)")
        #expect(left.lowerBound >= 79 && left.lowerBound <= 83 && left.upperBound > 140, "\(who) left: \(left)")
    }

    /// The columns holding dark pixels (red under 128 over white) in `rows`.
    static func ink(_ image: Canvas, rows: Range<Int>) -> ClosedRange<Int>? {
        func dark(_ x: Int, _ y: Int) -> Bool {
            let p = image.premultipliedPixel(x: x, y: y)
            return Int(p.r) + 255 - Int(p.a) < 128
        }
        var columns: [Int] = []
        for x in 0..<image.width where rows.contains(where: { dark(x, $0) }) {
            columns.append(x)
        }
        return columns.first.map { $0...columns.last! }
    }
}
