import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Rows that repeat one coverage blended in one call (`RenderTarget.blendSolidRow(y:count:…)`), whose edge pixels
/// take the row above's result where the destination is the same, against the same rows blended one at a time.
@Suite struct RepeatedRowsBlendTests {
    /// Twelve columns: an edge pixel, a run of nine fully covered ones, a two-pixel edge.
    static let coverage: [Float] = [0.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.25, 0.75]
    static let runs = [Rasterizer.Run(start: 1, end: 10, value: 1)]
    static let white: UInt32 = 0xFFFF_FFFF
    /// Four white rows, except under the edges of rows 2 (left) and 3 (right): there the rows may not take the
    /// row above's blend.
    static var destination: [UInt32] {
        var px = [UInt32](repeating: white, count: 48)
        px[2 * 12] = 0xFF00_00FF
        px[3 * 12 + 11] = 0x8000_4000
        return px
    }

    private static func blend(_ full: SIMD4<Float>, exact: Bool, together: Bool) -> [UInt32] {
        var target = RenderTarget(Canvas(unchecked: PixelRect(x: 0, y: 0, width: 12, height: 4), pixels: destination))
        target.blendsEdgesExactly = exact
        var memo = EdgeMemo(exact: exact)
        coverage.withUnsafeBufferPointer { cov in
            runs.withUnsafeBufferPointer { r in
                if together {
                    target.blendSolidRow(y: 0, count: 4, x0: 0, coverage: cov, runs: r, color: full, memo: &memo)
                } else {
                    for y in 0..<4 {
                        target.blendSolidRow(y: y, x0: 0, coverage: cov, runs: r, color: full, memo: &memo)
                    }
                }
            }
        }
        return target.canvas.pixels
    }

    @Test("four rows in one call are the four rows blended one by one, in floats and in lanes, opaque or not",
          arguments: [SIMD4<Float>(51, 115, 230, 255), SIMD4<Float>(10, 20, 30, 128)], [false, true])
    func repeatedRowsEqualSingleRows(full: SIMD4<Float>, exact: Bool) {
        let one = Self.blend(full, exact: exact, together: false)
        let all = Self.blend(full, exact: exact, together: true)
        #expect(all == one)
        // The different destinations under rows 2 and 3 give different edge pixels than white does.
        #expect(all[2 * 12] != all[0])
        #expect(all[3 * 12 + 11] != all[11])
    }
}
