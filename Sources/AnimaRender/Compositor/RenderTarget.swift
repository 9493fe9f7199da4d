import AnimaCore
import AnimaImageFormats

/// A canvas a renderer draws into frame after frame, with the state of the frame being drawn: its background fill,
/// done a row at a time as drawing first reaches each row and for the rest at the end, instead of all at once before
/// drawing (a row filled just before it is blended is still in cache, where a phone-sized frame filled up front has
/// gone to memory by the time its layers are drawn).
///
/// It also remembers which rows the last frame drew on (`settled`): a row that frame left at the background, and
/// this frame does not draw on, is not filled again (a spinner in the middle of its frame leaves half the rows
/// alone). Any other write to `canvas` forgets it.
///
/// Offscreen canvases (a group's layers, a mask, a shadow's source) are targets too, with no fill pending.
public struct RenderTarget: Sendable {
    /// The last frame drawn here (an empty canvas before the first); a write other than the renderer's forgets
    /// `settled`, as the rows it remembers may no longer hold the background.
    public internal(set) var canvas: Canvas {
        _read { yield image }
        _modify {
            settled = nil
            yield &image
        }
    }
    /// The canvas's storage; the drawing methods write it through `pixels`, within a frame that `finishClear` ends.
    private var image: Canvas
    /// One bit per row, set once the row holds `pendingWord`, while `Renderer` draws a frame (see `beginClear`);
    /// empty otherwise.
    var pendingRows: [UInt64] = []
    /// The background's pixel word, for the rows not yet drawn on.
    var pendingWord: UInt32 = 0
    /// What the last frame drawn here left: the rows outside its drawn rows hold nothing but its background (see
    /// `finishClear`); nil before the first frame, and once anything else writes `canvas`.
    var settled: SettledRows?
    /// The rows outside which the frame being drawn found the canvas at its background (nil: none known).
    var pendingSettledRows: Range<Int>?
    /// The rows the frame being drawn has drawn on so far.
    var drawnRows: Range<Int> = 0..<0

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

/// The lazy background fill and the rows the last frame left settled.
extension RenderTarget {
    /// The rows the last frame drew on; every other row holds `word` in every pixel.
    struct SettledRows: Sendable {
        let word: UInt32
        let drawnRows: Range<Int>
    }

    /// Starts a frame of `color` whose rows are filled lazily; `bits` is memory kept from an earlier frame.
    mutating func beginClear(to color: Color, reusing bits: [UInt64]) {
        pendingRows = bits
        pendingRows.removeAll(keepingCapacity: true)
        pendingRows.append(contentsOf: repeatElement(0, count: (height + 63) / 64))
        pendingWord = Canvas.pack(color)
        pendingSettledRows = settled?.word == pendingWord ? settled?.drawnRows : nil
        drawnRows = 0..<0
    }

    /// Fills device row `y` if it is still pending (a bit test when it is not, or when nothing is).
    @inline(__always) mutating func fillPendingRow(_ y: Int) {
        guard !pendingRows.isEmpty else { return }
        let r = y &- bounds.y
        if pendingRows[r >> 6] & (1 << UInt64(r & 63)) == 0 { fillRows(r..<r + 1) }
    }

    /// `fillPendingRow` for a row about to get a solid colour of alpha `alpha` (0…255) stored over `runs` (device
    /// columns `x0 + run.start ..< x0 + run.end`): the background is filled only around the runs where that colour
    /// is opaque (`Canvas.opaqueAlpha`), as their pixels are overwritten whole (the depth frame's cards cover most of
    /// their rows).
    @inline(__always) mutating func fillPendingRow(_ y: Int, around runs: UnsafeBufferPointer<Rasterizer.Run>, x0: Int,
                                                   alpha: Float) {
        guard !pendingRows.isEmpty else { return }
        let r = y &- bounds.y
        guard claim(row: r) else { return }
        markDrawn(r..<r + 1)
        let word = pendingWord, rowBase = r * width - bounds.x, left = bounds.x, right = bounds.maxX
        var from = left
        pixels.withUnsafeMutableBufferPointer { px in
            guard let row = px.baseAddress.map({ $0 + rowBase }) else { return }
            for run in runs where alpha * run.value >= Canvas.opaqueAlpha {
                let a = Swift.max(x0 + run.start, left), b = Swift.min(x0 + run.end, right)
                guard a < b else { continue }
                if a > from { Canvas.fill(row + from, count: a - from, with: word) }
                from = Swift.max(from, b)
            }
            if right > from { Canvas.fill(row + from, count: right - from, with: word) }
        }
    }

    /// Fills the device rows `rows` that are still pending.
    mutating func fillPendingRows(_ rows: Range<Int>) {
        guard !pendingRows.isEmpty else { return }
        let local = rows.clamped(to: bounds.y..<bounds.maxY)
        fillRows((local.lowerBound - bounds.y)..<(local.upperBound - bounds.y))
    }

    /// Fills every pending row the last frame did not leave at the background, ends the lazy fill and remembers
    /// the rows this frame drew on; returns the bit memory for the next frame.
    mutating func finishClear() -> [UInt64] {
        let drawn = drawnRows, known = pendingSettledRows ?? 0..<height
        fillRows(known.clamped(to: 0..<height), drawing: false)
        settled = SettledRows(word: pendingWord, drawnRows: drawn)
        defer { pendingRows = [] }
        return pendingRows
    }

    /// Fills the canvas rows `rows` (0 is the top row) whose bit is clear, and sets it; `drawing` when the frame is
    /// about to draw on them.
    private mutating func fillRows(_ rows: Range<Int>, drawing: Bool = true) {
        guard !rows.isEmpty else { return }
        if drawing { markDrawn(rows) }
        let w = width, word = pendingWord
        for r in rows where claim(row: r) {
            pixels.withUnsafeMutableBufferPointer { px in
                if let base = px.baseAddress { Canvas.fill(base + r * w, count: w, with: word) }
            }
        }
    }

    /// Marks canvas row `r` filled; whether it was still pending.
    @inline(__always) private mutating func claim(row r: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(r & 63)
        guard pendingRows[r >> 6] & bit == 0 else { return false }
        pendingRows[r >> 6] |= bit
        return true
    }

    /// Adds canvas rows `rows` to the rows this frame draws on.
    private mutating func markDrawn(_ rows: Range<Int>) {
        drawnRows = drawnRows.isEmpty ? rows : Swift.min(drawnRows.lowerBound, rows.lowerBound)..<Swift.max(drawnRows.upperBound, rows.upperBound)
    }
}
