/// The changed area between two frames, which every animated encoder stores instead of the whole frame.
extension PixelRect {
    /// The smallest rectangle holding every index where `a` and `b` (two `width`×`height` frames, row by row)
    /// differ; nil when they are equal.
    static func changed(between a: [UInt32], and b: [UInt32], width: Int, height: Int) -> PixelRect? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        a.withUnsafeBufferPointer { k in
            b.withUnsafeBufferPointer { p in
                guard let k = k.baseAddress, let p = p.baseAddress, a.count >= width * height, b.count >= width * height
                else { return }
                /// Whether the eight pixels from `i` on agree (a reduction LLVM vectorises).
                @inline(__always) func same8(_ i: Int) -> Bool {
                    var differ: UInt32 = 0
                    for j in i..<(i + 8) { differ |= k[j] ^ p[j] }
                    return differ == 0
                }
                // Per row, the first differing pixel from the left and the last from the right, eight at a time
                // while they agree: most rows of an animation's frame do.
                for y in 0..<height {
                    let row = y * width
                    var first = 0
                    while first + 8 <= width && same8(row + first) { first += 8 }
                    while first < width && k[row + first] == p[row + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while last - 8 >= first && same8(row + last - 7) { last -= 8 }
                    while k[row + last] == p[row + last] { last -= 1 }
                    x0 = Swift.min(x0, first); x1 = Swift.max(x1, last)
                    y0 = Swift.min(y0, y); y1 = y
                }
            }
        }
        guard x1 >= 0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
