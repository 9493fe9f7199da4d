import AnimaCore
import AnimaImageFormats

/// The coverage rows of the small fills that did not move between the last two frames, so a fill whose device
/// outline stays put (a spinner's bars fading in turn, a skeleton's bones under a moving shimmer) replays them
/// instead of rasterizing again: the reuse rlottie gets from its dirty flags.
///
/// A fill is looked up by everything its coverage depends on (its device vertices, contour ends, fill rule, the
/// clip rectangle and whether runs carry their coverage), compared exactly, so a replayed row is the row the
/// rasterizer would hand over, and no pixel depends on the cache. A fill is recorded the second frame in a row it
/// appears and replayed from the third, so a moving shape costs one lookup a frame, not a copy of its rows. Entries
/// live for one frame after their last use, and fills over `maximumArea` pixels are not kept, so memory stays at
/// one frame's small shapes.
struct CoverageCache: Sendable {
    /// What one fill's coverage is a function of.
    struct Key: Hashable, Sendable {
        /// Worked out once, when the key is made: it is the hash, the fast reject of `==` (compared first), and
        /// what the cache remembers of fills it saw.
        let fingerprint: Int
        let points: [Point]
        let ends: [Int]
        let evenOdd: Bool
        let clip: PixelRect
        let runCoverage: Bool

        init(points: [Point], ends: [Int], evenOdd: Bool, clip: PixelRect, runCoverage: Bool) {
            fingerprint = Key.fingerprint(points: points, ends: ends, evenOdd: evenOdd, clip: clip, runCoverage: runCoverage)
            self.points = points; self.ends = ends; self.evenOdd = evenOdd; self.clip = clip
            self.runCoverage = runCoverage
        }

        /// The counts, the clip and at most 8 vertices spread over the outline, mixed by a multiply–xor (FNV-1a on
        /// words): what tells a fill seen in the last frame (a moving shape changes every vertex), and the one word
        /// `hash(into:)` feeds `Hasher` (equality compares every vertex), so a lookup costs one hash round, not twenty.
        private static func fingerprint(points: [Point], ends: [Int], evenOdd: Bool, clip: PixelRect,
                                        runCoverage: Bool) -> Int {
            let step = Swift.max(points.count / 8, 1)
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            func mix(_ w: UInt64) { h = (h ^ w) &* 0x100_0000_01B3 }
            // + 0 turns −0 into +0, which == holds equal.
            for i in stride(from: 0, to: points.count, by: step) { mix((points[i].x + 0).bitPattern); mix((points[i].y + 0).bitPattern) }
            for e in ends { mix(UInt64(truncatingIfNeeded: e)) }
            mix(UInt64(truncatingIfNeeded: clip.x) &+ UInt64(truncatingIfNeeded: clip.y) << 32)
            mix(UInt64(truncatingIfNeeded: clip.width) &+ UInt64(truncatingIfNeeded: clip.height) << 32)
            mix((evenOdd ? 1 : 0) | (runCoverage ? 2 : 0) | UInt64(truncatingIfNeeded: points.count) << 2)
            return Int(truncatingIfNeeded: h)
        }

        /// Feeds `Hasher` the fingerprint.
        func hash(into hasher: inout Hasher) {
            hasher.combine(fingerprint)
        }
    }

    /// One row handed to the fill's body: its device row and first column, and its slices of `coverage` and `runs`.
    struct Row: Sendable {
        let y: Int, x0: Int
        let coverage: Range<Int>
        let runs: Range<Int>
    }

    /// A fill's rows, their coverage and their constant runs, as the rasterizer handed them over.
    struct Entry: Sendable {
        var rows: [Row] = []
        var coverage: [Float] = []
        var runs: [Rasterizer.Run] = []
        /// The rows laid out for the low-precision blend of a solid colour without a clip, when it is replayed so.
        var lanes: LaneGroups?

        /// Keeps one row the rasterizer handed over.
        mutating func record(y: Int, x0: Int, coverage c: UnsafeBufferPointer<Float>, runs r: UnsafeBufferPointer<Rasterizer.Run>) {
            let start = coverage.count, runStart = runs.count
            coverage.append(contentsOf: c)
            runs.append(contentsOf: r)
            rows.append(Row(y: y, x0: x0, coverage: start..<coverage.count, runs: runStart..<runs.count))
        }

        /// Hands every kept row to `body`, as the rasterizer did.
        func replay(_ body: Rasterizer.RowBody) {
            coverage.withUnsafeBufferPointer { c in
                runs.withUnsafeBufferPointer { r in
                    guard let cb = c.baseAddress else { return }
                    for row in rows {
                        body(row.y, row.x0, UnsafeBufferPointer(start: cb + row.coverage.lowerBound, count: row.coverage.count),
                             UnsafeBufferPointer(rebasing: r[row.runs]))
                    }
                }
            }
        }
    }

    /// A recorded fill as the caches hold it: in one object, so a lookup hands over one reference where a copy of
    /// the entry retained each of its arrays (and released them after).
    final class Kept: Sendable {
        let entry: Entry
        init(_ entry: Entry) { self.entry = entry }
    }

    /// Fills whose clipped bounding box is larger than this many pixels are rasterized every time (64 × 64 at
    /// 4×: a skeleton bone or a spinner bar is well under it; a full-screen card is not worth the memory).
    static let maximumArea = 1 << 16

    /// The key of a fill of `contours` within `clip`, nil when its box there is empty or over `maximumArea`.
    static func key(_ contours: Contours, rule: FillRule, clip: PixelRect, runCoverage: Bool) -> Key? {
        guard let box = contours.boundingBox else { return nil }
        let area = PixelRect(covering: box).intersection(clip)
        guard !area.isEmpty, area.area <= maximumArea else { return nil }
        return Key(points: contours.points, ends: contours.ends, evenOdd: rule == .evenOdd, clip: clip, runCoverage: runCoverage)
    }

    /// What to do with a fill.
    enum Use {
        /// Draw these rows.
        case replay(Kept)
        /// Rasterize, recording the rows, then `keep` them.
        case record
        /// Rasterize.
        case rasterize
    }

    /// The recorded fills used in the last frame or in this one so far.
    private var kept = FrameCache<Key, Kept>()
    /// Fingerprints (`Key.fingerprint`) of the fills seen in the last frame and in this one, not recorded: a moving
    /// shape leaves only these, not its outline.
    private var seenBefore: Set<Int> = []
    private var seen: Set<Int> = []

    init() {}

    /// Starts a frame: fills the last frame did not use are dropped, the rest may be reused in this one.
    mutating func beginFrame() {
        kept.beginFrame()
        swap(&seenBefore, &seen)
        seen.removeAll(keepingCapacity: true)
    }

    /// What to do with the fill of `key`: replay its rows when they are kept, record them the second frame in a row
    /// it appears (a fingerprint match; a collision only records rows that are then looked up exactly), rasterize
    /// it otherwise.
    mutating func use(_ key: Key) -> Use {
        if let entry = kept.value(for: key) { return .replay(entry) }
        let print = key.fingerprint
        if seenBefore.contains(print) { return .record }
        seen.insert(print)
        return .rasterize
    }

    /// Keeps `entry` as the rows of `key`.
    mutating func keep(_ entry: Entry, for key: Key) {
        kept.keep(Kept(entry), for: key)
    }
}
