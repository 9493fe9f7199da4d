/// Heckbert's median cut: reduces a colour histogram to at most N colours.
///
/// Repeatedly splits the box with the largest (pixel count × longest side) at the pixel-weighted median of its
/// longest axis; each box's colour is its pixel-weighted mean. Ties break on the box's position in the list and
/// colours are sorted by value, so the palette is a pure function of the histogram. Two k-means passes then
/// polish the result (`refine`).
enum MedianCutQuantizer {
    /// A palette of at most `maxColors` 24-bit colours for `histogram` entries (colour, pixel count).
    static func palette(_ histogram: [(rgb: UInt32, value: Int32)], maxColors: Int) -> [UInt32] {
        guard !histogram.isEmpty, maxColors > 0 else { return [] }
        if histogram.count <= maxColors { return histogram.map(\.rgb) }
        struct Box { var items: ArraySlice<(rgb: UInt32, value: Int32)>; var weight: Int; var axis: Int; var range: Int }
        func channel(_ c: UInt32, _ axis: Int) -> Int { Int((c >> (UInt32(axis) * 8)) & 0xFF) }
        func makeBox(_ items: ArraySlice<(rgb: UInt32, value: Int32)>) -> Box {
            var lo = [255, 255, 255], hi = [0, 0, 0], w = 0
            for it in items {
                for a in 0..<3 { let v = channel(it.rgb, a); lo[a] = Swift.min(lo[a], v); hi[a] = Swift.max(hi[a], v) }
                w += Int(it.value)
            }
            // Green counts a little more, red a little less: the eye's sensitivity, as most quantizers weigh it.
            let weighted = [(hi[0] - lo[0]) * 3, (hi[1] - lo[1]) * 4, (hi[2] - lo[2]) * 2]
            var axis = 0
            for a in 1..<3 where weighted[a] > weighted[axis] { axis = a }
            return Box(items: items, weight: w, axis: axis, range: hi[axis] - lo[axis])
        }
        var all = histogram
        var boxes = [makeBox(all[...])]
        while boxes.count < maxColors {
            var best = -1, bestScore = 0
            for (i, b) in boxes.enumerated() where b.items.count > 1 && b.range > 0 {
                let score = b.weight * b.range
                if score > bestScore { bestScore = score; best = i }
            }
            guard best >= 0 else { break }
            let b = boxes[best]
            let axis = b.axis
            let range = b.items.startIndex..<b.items.endIndex
            all[range].sort { (channel($0.rgb, axis), $0.rgb) < (channel($1.rgb, axis), $1.rgb) }
            // Split at the weighted median, keeping at least one colour on each side.
            var acc = 0, cut = range.lowerBound + 1
            for i in range {
                acc += Int(all[i].value)
                if acc * 2 >= b.weight { cut = Swift.min(Swift.max(i + 1, range.lowerBound + 1), range.upperBound - 1); break }
            }
            boxes[best] = makeBox(all[range.lowerBound..<cut])
            boxes.append(makeBox(all[cut..<range.upperBound]))
        }
        let initial = boxes.map { b in
            var s = [0, 0, 0], w = 0
            for it in b.items {
                let v = Int(it.value)
                for a in 0..<3 { s[a] += channel(it.rgb, a) * v }
                w += v
            }
            let d = Swift.max(w, 1)
            func avg(_ a: Int) -> UInt32 { UInt32((s[a] + d / 2) / d) }
            return avg(0) | avg(1) << 8 | avg(2) << 16
        }
        return refine(initial, histogram: histogram, iterations: refinementIterations)
    }

    /// Lloyd (k-means) passes after the cut, as pngquant does: move each palette colour to the weighted mean of the
    /// colours nearest to it. Two passes recover most of what the axis-aligned cut leaves on the table.
    static let refinementIterations = 2

    private static func refine(_ start: [UInt32], histogram: [(rgb: UInt32, value: Int32)], iterations: Int) -> [UInt32] {
        var palette = start
        for _ in 0..<iterations {
            var sums = [(Int, Int, Int, Int)](repeating: (0, 0, 0, 0), count: palette.count)
            for it in histogram {
                let i = nearest(it.rgb, in: palette)
                let w = Int(it.value)
                let c = it.rgb
                sums[i].0 += Int(c & 0xFF) * w; sums[i].1 += Int((c >> 8) & 0xFF) * w
                sums[i].2 += Int((c >> 16) & 0xFF) * w; sums[i].3 += w
            }
            for i in palette.indices where sums[i].3 > 0 {
                let w = sums[i].3
                func avg(_ v: Int) -> UInt32 { UInt32((v + w / 2) / w) }
                palette[i] = avg(sums[i].0) | avg(sums[i].1) << 8 | avg(sums[i].2) << 16
            }
        }
        return palette
    }

    /// The index of the palette colour nearest to `rgb` (squared RGB distance, lowest index on ties).
    static func nearest(_ rgb: UInt32, in palette: [UInt32]) -> Int {
        let r = Int(rgb & 0xFF), g = Int((rgb >> 8) & 0xFF), b = Int((rgb >> 16) & 0xFF)
        var best = 0, bestD = Int.max
        for (i, p) in palette.enumerated() {
            let dr = r - Int(p & 0xFF), dg = g - Int((p >> 8) & 0xFF), db = b - Int((p >> 16) & 0xFF)
            let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if d < bestD { bestD = d; best = i }
        }
        return best
    }
}
