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
        guard !windows.isEmpty else { return }
        let blocks = windows.width + 1
        // Per block: whether a and b are equal on it (a window of four equal blocks measures exactly 1, so its
        // sums are never needed), and, computed on demand, per channel Σa, Σb, Σa² + Σb², Σab. Two rows of blocks.
        var aboveEqual = [Bool](repeating: true, count: blocks), belowEqual = aboveEqual
        var aboveDone = [Bool](repeating: false, count: blocks), belowDone = aboveDone
        var above = [Int](repeating: 0, count: blocks * 12), below = above
        func firstPixel(_ by: Int, _ k: Int) -> Int { (by * 4 - origin.y) * stride + (windows.x + k) * 4 - origin.x }
        func compare(_ by: Int, into equal: inout [Bool]) {
            for k in 0..<blocks {
                var same = true
                for row in 0..<4 where same {
                    let i = firstPixel(by, k) + row * stride
                    for j in i..<(i + 4) where (a[j] ^ b[j]) & 0xFF_FFFF != 0 { same = false; break }
                }
                equal[k] = same
            }
        }
        func sum(_ by: Int, _ k: Int, into sums: inout [Int]) {
            let base = k * 12
            for i in base..<(base + 12) { sums[i] = 0 }
            for row in 0..<4 {
                let i = firstPixel(by, k) + row * stride
                for j in i..<(i + 4) {
                    let p = a[j], q = b[j]
                    for c in 0..<3 {
                        let u = Int((p >> (8 * UInt32(c))) & 0xFF), v = Int((q >> (8 * UInt32(c))) & 0xFF)
                        let s = base + c * 4
                        sums[s] += u; sums[s + 1] += v; sums[s + 2] += u * u + v * v; sums[s + 3] += u * v
                    }
                }
            }
        }
        compare(windows.y, into: &belowEqual)
        for wy in windows.y..<windows.maxY {
            swap(&above, &below); swap(&aboveEqual, &belowEqual); swap(&aboveDone, &belowDone)
            compare(wy + 1, into: &belowEqual)
            for k in 0..<blocks { belowDone[k] = false }
            for k in 0..<windows.width {
                let w = wy * columns + windows.x + k
                if aboveEqual[k] && aboveEqual[k + 1] && belowEqual[k] && belowEqual[k + 1] {
                    body(w, 1)
                    continue
                }
                for j in k...(k + 1) {
                    if !aboveDone[j] { sum(wy, j, into: &above); aboveDone[j] = true }
                    if !belowDone[j] { sum(wy + 1, j, into: &below); belowDone[j] = true }
                }
                var value = 0.0
                for c in 0..<3 {
                    let s = k * 12 + c * 4
                    func t(_ j: Int) -> Int { above[s + j] + above[s + j + 12] + below[s + j] + below[s + j + 12] }
                    value += StructuralSimilarity.window(t(0), t(1), t(2), t(3))
                }
                body(w, value / 3)
            }
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
