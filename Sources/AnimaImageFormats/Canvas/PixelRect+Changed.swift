/// The changed area between two frames, which every animated encoder stores instead of the whole frame.
extension PixelRect {
    /// The smallest rectangle holding every index where `a` and `b` (two `width`×`height` frames, row by row)
    /// differ; nil when they are equal.
    static func changed(between a: [UInt32], and b: [UInt32], width: Int, height: Int) -> PixelRect? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        a.withUnsafeBufferPointer { k in
            b.withUnsafeBufferPointer { p in
                for y in 0..<height {
                    let row = y * width
                    var first = -1, last = -1
                    for x in 0..<width where k[row + x] != p[row + x] { if first < 0 { first = x }; last = x }
                    if first >= 0 {
                        x0 = Swift.min(x0, first); x1 = Swift.max(x1, last)
                        y0 = Swift.min(y0, y); y1 = y
                    }
                }
            }
        }
        guard x1 >= 0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
