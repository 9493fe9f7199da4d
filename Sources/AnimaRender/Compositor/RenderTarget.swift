import AnimaCore
import AnimaImageFormats

/// A canvas a renderer draws into frame after frame, with the state of the frame being drawn: its background fill,
/// done a piece of a row at a time as drawing first reaches it and for the rest at the end, instead of all at once
/// before drawing (a row filled just before it is blended is still in cache, where a phone-sized frame filled up
/// front has gone to memory by the time its layers are drawn).
///
/// Each row is one chunk, or, wider than 1,024 pixels, at most 64 chunks of a power-of-two width, and the target
/// remembers which chunks the last frame drew on (`settled`): every other pixel holds that frame's background, so
/// when this frame has the same background it fills only those chunks, each just before it draws on it (or at the
/// end if it does not), and where an opaque colour is stored over a whole run not even that. A spinner in the middle
/// of its frame leaves the other rows alone, and cards drawn where they were leave their gaps and margins alone. Any
/// other write to `canvas` forgets it.
///
/// Offscreen canvases (a group's layers, a mask, a shadow's source) are targets too, with no fill pending.
public struct RenderTarget: Sendable {
    /// The last frame drawn here (an empty canvas before the first); a write other than the renderer's forgets
    /// `settled`, as the chunks it remembers may no longer be the only ones off the background.
    public internal(set) var canvas: Canvas {
        _read { yield image }
        _modify {
            settled = nil
            yield &image
        }
    }
    /// The canvas's storage; the drawing methods write it through `pixels`, within a frame that `finishClear` ends.
    private var image: Canvas
    /// One word per row while `Renderer` draws a frame (see `beginClear`), empty otherwise: bit k set while chunk k
    /// of the row may hold something other than `pendingWord` and has not been filled yet.
    var pendingChunks: [UInt64] = []
    /// One word per row: the chunks the frame being drawn has drawn on (or filled to draw on).
    var drawnChunks: [UInt64] = []
    /// A chunk is 2^chunkShift columns wide.
    var chunkShift = 0
    /// The background's pixel word, for the chunks not yet drawn on.
    var pendingWord: UInt32 = 0
    /// What the last frame drawn here left: outside its drawn chunks every pixel holds its background (see
    /// `finishClear`); nil before the first frame, and once anything else writes `canvas`.
    var settled: SettledRows?
    /// Whether solid fills blend their edge pixels in floats, the reference that the low-precision blend is tested
    /// against (`Renderer.blendsEdgesExactly`).
    var blendsEdgesExactly = false

    /// An empty target; the first frame drawn into it allocates its canvas.
    public init() {
        image = Canvas(unchecked: PixelRect(x: 0, y: 0, width: 0, height: 0))
    }

    /// A target drawing into `canvas`, with nothing remembered of earlier frames.
    init(_ canvas: consuming Canvas) {
        image = canvas
    }

    /// The device pixels the canvas covers.
    var bounds: PixelRect { image.bounds }
    /// The number of columns.
    var width: Int { image.width }
    /// The number of rows.
    var height: Int { image.height }
    /// The canvas's pixels, which the drawing methods write.
    var pixels: [UInt32] {
        _read { yield image.pixels }
        _modify { yield &image.pixels }
    }
}

/// The lazy background fill and the chunks the last frame left settled.
extension RenderTarget {
    /// The chunks the last frame drew on (a word per row, as `drawnChunks`); every other pixel holds `word`.
    struct SettledRows: Sendable {
        let word: UInt32
        var chunks: [UInt64]
        let chunkShift: Int
    }

    /// Starts a frame of `color` whose chunks are filled lazily; `spare` is memory kept from an earlier frame, taken
    /// (left empty) so that it is not shared and reusing it allocates nothing.
    mutating func beginClear(to color: Color, reusing spare: inout [UInt64]) {
        pendingWord = Canvas.pack(color)
        let shift = RenderTarget.chunkShift(width: width)
        if var last = settled, last.word == pendingWord, last.chunkShift == shift, last.chunks.count == height {
            // Only what the last frame drew on can differ from the background.
            settled = nil
            swap(&pendingChunks, &last.chunks)
        } else {
            let chunks = (width + (1 << shift) - 1) >> shift
            let all: UInt64 = chunks >= 64 ? ~0 : (1 << UInt64(chunks)) &- 1
            pendingChunks.removeAll(keepingCapacity: true)
            pendingChunks.append(contentsOf: repeatElement(all, count: height))
        }
        chunkShift = shift
        swap(&drawnChunks, &spare)
        drawnChunks.removeAll(keepingCapacity: true)
        drawnChunks.append(contentsOf: repeatElement(0, count: height))
    }

    /// The chunk width (a power of two, `1 << shift` columns) of a canvas `width` pixels wide: at most 64 to a row.
    static func chunkShift(width: Int) -> Int {
        // At least 16 columns: finer chunks cut the fill under a small shape into more, shorter pieces than it saves.
        // A row of up to 1,024 pixels is one chunk: the bookkeeping per drawn row costs those frames more than the
        // fill it saves (figures in docs/performance.md).
        var shift = 4
        while 64 << shift < width || (width <= 1024 && 1 << shift < width) { shift += 1 }
        return shift
    }

    /// The chunks of local columns `a..<b` (0 ≤ a < b ≤ width) of a row cut into chunks of `1 << shift` columns.
    @inline(__always) static func chunks(_ a: Int, _ b: Int, shift: Int) -> UInt64 {
        // A row has at most 64 chunks, so both shifts are below 64: masking shifts, without the checks for wider ones.
        let first = a &>> shift, last = (b &- 1) &>> shift
        return (~0 &<< UInt64(truncatingIfNeeded: first)) & (~0 &>> UInt64(truncatingIfNeeded: 63 &- last))
    }

    /// Prepares device columns `start..<end` of device row `y` (both on the canvas) to be drawn on: fills the chunks
    /// under them that still hold the last frame, and counts them drawn (a mask test when none do).
    @inline(__always) mutating func fillPendingRow(_ y: Int, from start: Int, to end: Int) {
        guard !pendingChunks.isEmpty else { return }
        fillPendingChunks(RenderTarget.chunks(start &- bounds.x, end &- bounds.x, shift: chunkShift), row: y &- bounds.y,
                          around: UnsafeBufferPointer(start: nil, count: 0), x0: 0, alpha: 0)
    }

    /// `fillPendingRow` for a row about to get a solid colour of alpha `alpha` (0…255) stored over `runs` (device
    /// columns `x0 + run.start ..< x0 + run.end`): the background is filled only around the runs where that colour
    /// is opaque (`Canvas.opaqueAlpha`), as their pixels are overwritten whole (the depth frame's cards cover most of
    /// their rows).
    @inline(__always) mutating func fillPendingRow(_ y: Int, from start: Int, to end: Int,
                                                   around runs: UnsafeBufferPointer<Rasterizer.Run>, x0: Int,
                                                   alpha: Float) {
        guard !pendingChunks.isEmpty else { return }
        fillPendingChunks(RenderTarget.chunks(start &- bounds.x, end &- bounds.x, shift: chunkShift), row: y &- bounds.y,
                          around: runs, x0: x0, alpha: alpha)
    }

    /// `fillPendingRow` of the chunks `mask` of canvas row `r` (while a frame is drawn): counts them drawn, and fills
    /// those still pending.
    @inline(__always) mutating func fillPendingChunks(_ mask: UInt64, row r: Int,
                                                      around runs: UnsafeBufferPointer<Rasterizer.Run>, x0: Int,
                                                      alpha: Float) {
        drawnChunks[r] |= mask
        let due = pendingChunks[r] & mask
        guard due != 0 else { return }
        pendingChunks[r] &= ~mask
        fillChunks(due, row: r, around: runs, x0: x0, alpha: alpha)
    }

    /// `fillPendingRow` for device columns `columns` of the device rows `rows`.
    mutating func fillPendingRows(_ rows: Range<Int>, columns: Range<Int>) {
        guard !pendingChunks.isEmpty else { return }
        let local = rows.clamped(to: bounds.y..<bounds.maxY)
        let a = Swift.max(columns.lowerBound, bounds.x), b = Swift.min(columns.upperBound, bounds.maxX)
        guard a < b else { return }
        for y in local { fillPendingRow(y, from: a, to: b) }
    }

    /// Fills every chunk still pending (the last frame drew there, this one did not), ends the lazy fill and
    /// remembers the chunks this frame drew on; returns spare memory for the next frame.
    mutating func finishClear() -> [UInt64] {
        let none = UnsafeBufferPointer<Rasterizer.Run>(start: nil, count: 0)
        for r in 0..<pendingChunks.count where pendingChunks[r] != 0 {
            fillChunks(pendingChunks[r], row: r, around: none, x0: 0, alpha: 0)
        }
        settled = SettledRows(word: pendingWord, chunks: drawnChunks, chunkShift: chunkShift)
        drawnChunks = []
        defer { pendingChunks = [] }
        return pendingChunks
    }

    /// Fills the chunks `due` of canvas row `r` (0 is the top row) with the background, except the device columns
    /// of `runs` (from `x0`) where a colour of alpha `alpha` is opaque, which are about to be stored whole.
    private mutating func fillChunks(_ due: UInt64, row r: Int, around runs: UnsafeBufferPointer<Rasterizer.Run>,
                                     x0: Int, alpha: Float) {
        let word = pendingWord, w = width, shift = chunkShift, left = bounds.x
        pixels.withUnsafeMutableBufferPointer { px in
            guard let row = px.baseAddress.map({ $0 + r * w }) else { return }
            var bits = due
            while bits != 0 {
                // One stretch of neighbouring due chunks at a time, in local columns.
                let first = bits.trailingZeroBitCount
                let count = (~(bits >> UInt64(first))).trailingZeroBitCount
                bits &= count + first >= 64 ? 0 : ~0 << UInt64(first + count)
                let lo = first << shift, hi = Swift.min((first + count) << shift, w)
                var from = lo
                for run in runs where alpha * run.value >= Canvas.opaqueAlpha {
                    let a = Swift.max(x0 + run.start - left, from), b = Swift.min(x0 + run.end - left, hi)
                    guard a < b else { continue }
                    if a > from { Canvas.fill(row + from, count: a - from, with: word) }
                    from = b
                }
                if hi > from { Canvas.fill(row + from, count: hi - from, with: word) }
            }
        }
    }
}
