/// A Gaussian blur of an alpha plane approximated by three box blurs (Kutskir's variance-matched box sizes).
///
/// Three successive boxes converge on a Gaussian within a few percent (central limit theorem), cost O(1) per pixel
/// whatever the radius, and run on integers (16.8 fixed point), so the result is exact and order-independent.
enum ShadowBlur {
    /// The three odd box widths whose combined variance equals σ².
    static func boxSizes(sigma: Double) -> [Int] {
        guard sigma > 0, sigma.isFinite else { return [1, 1, 1] }
        // Past a billion pixels only bounds are computed (wide blurs run at reduced resolution); keep them in Int.
        let sigma = Swift.min(sigma, 1e9)
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = Swift.max(wl, 1)
        let wu = wl + 2
        let fl = Double(wl)
        let m = ((12 * sigma * sigma - n * fl * fl - 4 * n * fl - 3 * n) / (-4 * fl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? wl : wu }
    }

    /// How far the blur spreads alpha beyond the source, in pixels.
    static func spread(sigma: Double) -> Int { boxSizes(sigma: sigma).reduce(0) { $0 + $1 / 2 } }

    /// Blurs `plane` (`width`×`height`, values 0…255) in place; the plane must already have `spread` pixels of
    /// empty margin on every side for the result to be complete.
    static func blur(_ plane: inout [Int32], width: Int, height: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        for size in boxSizes(sigma: sigma) where size > 1 {
            boxPass(&plane, count: height, length: width, step: 1, lineStride: width, size: size)
            boxPass(&plane, count: width, length: height, step: width, lineStride: 1, size: size)
        }
    }

    /// One centred box of odd `size` along `count` lines of `length` samples; samples outside the plane are 0.
    private static func boxPass(_ p: inout [Int32], count: Int, length: Int, step: Int, lineStride: Int, size: Int) {
        let r = size / 2
        var line = [Int32](repeating: 0, count: length)
        let s32 = Int32(size)
        p.withUnsafeMutableBufferPointer { buf in
            for l in 0..<count {
                let base = l * lineStride
                for i in 0..<length { line[i] = buf[base + i * step] }
                var sum: Int32 = 0
                for i in 0..<Swift.min(r, length) { sum &+= line[i] }
                for i in 0..<length {
                    let add = i + r, drop = i - r - 1
                    if add < length { sum &+= line[add] }
                    if drop >= 0 { sum &-= line[drop] }
                    buf[base + i * step] = (sum + s32 / 2) / s32
                }
            }
        }
    }
}
