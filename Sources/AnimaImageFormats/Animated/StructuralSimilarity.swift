/// Structural similarity (SSIM) measured the way ffmpeg's `ssim` filter measures it, so the floors the encoders
/// keep are the figures the benchmark reports: 8×8 windows stepping by 4 pixels (sums of 2×2 blocks of 4×4, the
/// partial blocks at the right and bottom edges left out), unweighted, with x264's constants
/// C1 = (0.01·255)²·64 and C2 = (0.03·255)²·64·63 on the window sums; a frame's value is the mean over windows of
/// the mean over the red, green and blue channels.
///
/// Pixels are packed words with red, green and blue in bytes 0, 1 and 2 (a `Canvas` word, premultiplied, or a GIF
/// colour key); the top byte is ignored, so a transparent pixel counts as black, the colour it adds over any
/// backdrop.
struct StructuralSimilarity: Sendable {
    /// The frame width in pixels.
    let width: Int
    /// Windows per row: (width / 4) − 1, ffmpeg's count.
    let columns: Int
    /// Windows per column.
    let rows: Int

    /// ffmpeg's (and x264's) constants for 8-bit channels, scaled to the sums of one 8×8 window.
    static let c1 = 416  // (0.01 · 255)² · 64, rounded
    static let c2 = 235_960  // (0.03 · 255)² · 64 · 63, rounded

    /// The windows of a `width` × `height` frame.
    init(width: Int, height: Int) {
        self.width = width
        columns = Swift.max(width / 4 - 1, 0)
        rows = Swift.max(height / 4 - 1, 0)
    }

    /// The number of windows; 0 for a frame under 8 pixels on a side, which SSIM does not measure.
    var count: Int { columns * rows }

    /// The SSIM of one window from its sums: Σa, Σb, Σa² + Σb², Σab over 64 pixels.
    @inline(__always) static func window(_ s1: Int, _ s2: Int, _ ss: Int, _ s12: Int) -> Double {
        let variance = ss * 64 - s1 * s1 - s2 * s2
        let covariance = s12 * 64 - s1 * s2
        return Double(2 * s1 * s2 + c1) * Double(2 * covariance + c2)
            / (Double(s1 * s1 + s2 * s2 + c1) * Double(variance + c2))
    }

    /// The windows (as a rectangle of window columns and rows) that contain any pixel of `r`.
    func windows(touching r: PixelRect) -> PixelRect {
        guard !r.isEmpty else { return .none }
        // Window w covers pixels 4w ..< 4w + 8.
        let x0 = Swift.max(0, (r.x - 4) >> 2), x1 = Swift.min(columns, ((r.maxX - 1) >> 2) + 1)
        let y0 = Swift.max(0, (r.y - 4) >> 2), y1 = Swift.min(rows, ((r.maxY - 1) >> 2) + 1)
        guard x1 > x0, y1 > y0 else { return .none }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels the windows `w` read.
    static func pixels(of w: PixelRect) -> PixelRect {
        PixelRect(x: w.x * 4, y: w.y * 4, width: w.width * 4 + 4, height: w.height * 4 + 4)
    }

    /// Calls `body` with the index (row × columns + column) and value of every window in `windows`, comparing `a`
    /// and `b`: two images with the same layout, rows of `stride` pixels whose first pixel is frame pixel
    /// (`origin.x`, `origin.y`), covering at least `pixels(of: windows)`.
    func measure(windows: PixelRect, _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, stride: Int,
                 origin: (x: Int, y: Int), _ body: (Int, Double) -> Void) {
        guard !windows.isEmpty, let pa = a.baseAddress, let pb = b.baseAddress else { return }
        let blocks = windows.width + 1
        // Two rows of 4×4 blocks, `above` and `below` (offsets 0 and `blocks`, swapped row by row). Per block:
        // whether a and b are equal on it (a window of four equal blocks measures exactly 1, so its sums are never
        // needed) and, computed on demand, its sums.
        var equal = [Bool](repeating: true, count: 2 * blocks)
        var done = [Bool](repeating: false, count: 2 * blocks)
        var sums = [BlockSums](repeating: BlockSums(), count: 2 * blocks)
        equal.withUnsafeMutableBufferPointer { equal in
            done.withUnsafeMutableBufferPointer { done in
                sums.withUnsafeMutableBufferPointer { sums in
                    func firstPixel(_ by: Int, _ k: Int) -> Int {
                        (by * 4 - origin.y) * stride + (windows.x + k) * 4 - origin.x
                    }
                    func compare(_ by: Int, into row: Int) {
                        for k in 0..<blocks {
                            equal[row + k] = StructuralSimilarity.blocksEqual(pa + firstPixel(by, k), pb + firstPixel(by, k),
                                                                              stride: stride)
                        }
                    }
                    func sum(_ by: Int, _ k: Int, into row: Int) {
                        guard !done[row + k] else { return }
                        let i = firstPixel(by, k)
                        sums[row + k] = BlockSums(pa + i, pb + i, stride: stride)
                        done[row + k] = true
                    }
                    var above = 0, below = blocks
                    compare(windows.y, into: below)
                    for wy in windows.y..<windows.maxY {
                        swap(&above, &below)
                        compare(wy + 1, into: below)
                        for k in 0..<blocks { done[below + k] = false }
                        for k in 0..<windows.width {
                            let w = wy * columns + windows.x + k
                            if equal[above + k] && equal[above + k + 1] && equal[below + k] && equal[below + k + 1] {
                                body(w, 1)
                                continue
                            }
                            for j in k...(k + 1) {
                                sum(wy, j, into: above)
                                sum(wy + 1, j, into: below)
                            }
                            let t = sums[above + k] + sums[above + k + 1] + sums[below + k] + sums[below + k + 1]
                            body(w, t.similarity)
                        }
                    }
                }
            }
        }
    }

    /// Whether the 4×4 blocks at `a` and `b` (rows `stride` apart) agree in red, green and blue.
    @inline(__always)
    static func blocksEqual(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, stride: Int) -> Bool {
        var differ = SIMD4<UInt32>()
        for row in 0..<4 {
            let u = UnsafeRawPointer(a + row * stride).loadUnaligned(as: SIMD4<UInt32>.self)
            let v = UnsafeRawPointer(b + row * stride).loadUnaligned(as: SIMD4<UInt32>.self)
            differ |= u ^ v
        }
        return differ & 0xFF_FFFF == SIMD4(repeating: 0)
    }

    /// Per channel (red, green, blue, and an unused lane) Σa, Σb, Σa² + Σb² and Σab over a block or a window.
    struct BlockSums {
        var a = SIMD4<Int32>(), b = SIMD4<Int32>(), squares = SIMD4<Int32>(), products = SIMD4<Int32>()

        init() {}

        /// The sums of the 4×4 blocks at `pa` and `pb` (rows `stride` apart); an 8×8 window's sums stay far inside
        /// Int32 (Σa² + Σb² ≤ 128 · 255²).
        @inline(__always) init(_ pa: UnsafePointer<UInt32>, _ pb: UnsafePointer<UInt32>, stride: Int) {
            for row in 0..<4 {
                for j in 0..<4 {
                    let u = BlockSums.channels(pa[row * stride + j]), v = BlockSums.channels(pb[row * stride + j])
                    a &+= u; b &+= v
                    squares &+= u &* u &+ v &* v
                    products &+= u &* v
                }
            }
        }

        /// The red, green and blue bytes of a pixel word, and a zero lane.
        @inline(__always) static func channels(_ p: UInt32) -> SIMD4<Int32> {
            SIMD4<Int32>(truncatingIfNeeded: SIMD4<UInt32>(p, p >> 8, p >> 16, 0) & 0xFF)
        }

        @inline(__always) static func + (l: BlockSums, r: BlockSums) -> BlockSums {
            var s = l
            s.a &+= r.a; s.b &+= r.b; s.squares &+= r.squares; s.products &+= r.products
            return s
        }

        /// The window's SSIM: the mean over red, green and blue.
        var similarity: Double {
            var value = 0.0
            for c in 0..<3 {
                value += StructuralSimilarity.window(Int(a[c]), Int(b[c]), Int(squares[c]), Int(products[c]))
            }
            return value / 3
        }
    }

    /// All windows.
    var all: PixelRect { PixelRect(x: 0, y: 0, width: columns, height: rows) }

    /// The mean SSIM of two whole frames of packed pixels, row by row; 1 for a frame too small to measure.
    static func mean(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> Double {
        let s = StructuralSimilarity(width: width, height: height)
        guard s.count > 0 else { return 1 }
        var total = 0.0
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                s.measure(windows: s.all, a, b, stride: width, origin: (0, 0)) { _, v in total += v }
            }
        }
        return total / Double(s.count)
    }
}
