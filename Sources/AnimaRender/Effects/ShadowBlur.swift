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

    /// The memory a blur works in besides its plane, kept between blurs by the frame scratch.
    struct Scratch: Sendable {
        /// The plane after the row box.
        var rows: [Int32] = []
        /// One running sum per column.
        var sums: [Int32] = []
    }

    /// Blurs `plane` (`width`×`height`, values 0…255) in place, working in `scratch`'s memory; the plane must
    /// already have `spread` pixels of empty margin on every side for the result to be complete.
    static func blur(_ plane: inout [Int32], width: Int, height: Int, sigma: Double, scratch: inout Scratch) {
        guard sigma > 0, width > 0, height > 0 else { return }
        // The row box writes every element of `rows`, so only its count matters.
        if scratch.rows.count != plane.count { scratch.rows.setZeros(count: plane.count) }
        for size in boxSizes(sigma: sigma) where size > 1 {
            let mean = BoxMean(size: size)
            plane.withUnsafeBufferPointer { p in
                scratch.rows.withUnsafeMutableBufferPointer { s in boxRows(p, into: s, width: width, height: height, mean) }
            }
            scratch.sums.setZeros(count: width)
            scratch.rows.withUnsafeBufferPointer { s in
                plane.withUnsafeMutableBufferPointer { p in
                    scratch.sums.withUnsafeMutableBufferPointer { sums in
                        boxColumns(s, into: p, sums: sums, width: width, height: height, mean)
                    }
                }
            }
        }
    }

    /// A centred box of odd `mean.size` along every row of `src`, written to `dst`; samples outside are 0.
    private static func boxRows(_ src: UnsafeBufferPointer<Int32>, into dst: UnsafeMutableBufferPointer<Int32>,
                                width: Int, height: Int, _ mean: BoxMean) {
        let r = mean.size / 2
        // Columns where the box's right end enters (i + r < width) and its left end leaves (i > r), as ranges, so
        // the loop over most of the row has no branch.
        let enters = Swift.max(width - r, 0), leaves = Swift.min(r + 1, width)
        guard let first = src.baseAddress, let firstOut = dst.baseAddress else { return }
        for y in 0..<height {
            let row = first + y * width, out = firstOut + y * width
            var sum: Int32 = 0
            for i in 0..<Swift.min(r, width) { sum &+= row[i] }
            var i = 0
            while i < Swift.min(leaves, enters) { sum &+= row[i &+ r]; out[i] = mean(sum); i &+= 1 }
            while i < enters { sum &+= row[i &+ r]; sum &-= row[i &- r &- 1]; out[i] = mean(sum); i &+= 1 }
            while i < leaves { out[i] = mean(sum); i &+= 1 }
            while i < width { sum &-= row[i &- r &- 1]; out[i] = mean(sum); i &+= 1 }
        }
    }

    /// The same box down every column, row by row: one running sum per column (in `sums`, zeros on entry), so rows
    /// are read in order.
    private static func boxColumns(_ src: UnsafeBufferPointer<Int32>, into dst: UnsafeMutableBufferPointer<Int32>,
                                   sums: UnsafeMutableBufferPointer<Int32>, width: Int, height: Int, _ mean: BoxMean) {
        let r = mean.size / 2
        guard let first = src.baseAddress, let firstOut = dst.baseAddress, let sum = sums.baseAddress else { return }
        // Row pointers and wrapping adds: the per-column loops then run in vector lanes.
        for y in 0..<Swift.min(r, height) {
            let row = first + y * width
            for x in 0..<width { sum[x] &+= row[x] }
        }
        for y in 0..<height {
            if y + r < height {
                let row = first + (y + r) * width
                for x in 0..<width { sum[x] &+= row[x] }
            }
            if y - r - 1 >= 0 {
                let row = first + (y - r - 1) * width
                for x in 0..<width { sum[x] &-= row[x] }
            }
            let out = firstOut + y * width
            for x in 0..<width { out[x] = mean(sum[x]) }
        }
    }

    /// Rounded division of a box's sum (non-negative, below 256 · size) by its size, as a multiply and shift: with
    /// m = ⌊2³²/s⌋ + 1, x·m/2³² exceeds x/s by less than x/2³² < 256·s/2³², under 1/s while s < 4,096, so the
    /// floor is the quotient's. Wider boxes divide.
    struct BoxMean {
        let size: Int
        private let reciprocal: UInt64

        init(size: Int) {
            self.size = size
            reciprocal = size < 4096 ? (1 << 32) / UInt64(size) + 1 : 0
        }

        @inline(__always) func callAsFunction(_ sum: Int32) -> Int32 {
            let x = Int64(sum) + Int64(size / 2)
            guard reciprocal != 0 else { return Int32(x / Int64(size)) }
            return Int32(truncatingIfNeeded: (UInt64(x) &* reciprocal) >> 32)
        }
    }
}
