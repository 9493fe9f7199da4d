/// The motion rule every animated encoder keeps (GIF, APNG, WebP; lossy or not), and the motion metric that
/// measures it.
///
/// **The metric.** The motion correlation of a file is the cosine between what it shows changing and what truly
/// changes: Σ ΔS·ΔT / √(Σ ΔS² · Σ ΔT²) over every pixel and red, green and blue channel, where ΔS is the change
/// between consecutive shown frames and ΔT the change between the true frames at the same two moments. Both are
/// sampled at every moment either of them changes: each file is decoded on its own time grid (its frame delays)
/// and compared with the true frames at those times, so a file that holds a frame while the truth moves, or moves
/// where the truth does not, loses correlation. Exact output scores 1; a still file scores 0.
///
/// **The rule.** Every frame whose true frame *moves* (some pixel changes by more than `movingLevels` on a channel
/// since the previous true frame) keeps the same correlation, measured over that one step, at `floor(forSSIM:)`:
/// `standardFloor` for the default outputs, `lossyFloor` for an explicit `--lossy N`; and the file, up to each
/// frame, keeps `fileFloor(forSSIM:)` with every change counted (`Sums.keeps(adding:_:)`), so a slow faint band
/// whose every step is within `movingLevels` is still shown moving. Encoders that decide frame by frame (the GIF's
/// held and near pixels, WebP's held frames) lower their loss until each frame keeps its SSIM floor and both of
/// these. Encoders that choose among whole files (WebP's VP8 quality, its held and palette candidates) keep the
/// file's floor, as the metric pools it: VP8 re-quantises every frame and a short palette
/// re-maps a moving gradient, so a frame that moves by a level or two shows as much noise as motion even at
/// quality 100, while the file keeps its motion. Exact encoders (APNG, lossless WebP, a GIF whose table holds
/// every colour at `--lossy 0`) keep it by construction.
///
/// Why a correlation and not the alternatives: SSIM of a faint band is high whether the band moves or not (its
/// constants swamp a 10-level signal), so a temporal SSIM, computed on the same small differences, is blind in the
/// same way; a per-pixel error bound where the truth moved cannot be kept by a palette (a median-cut or dithered
/// pixel is off by more than a faint change) nor by VP8 (no per-pixel control). The correlation tolerates such
/// noise, scale-free, yet goes to 0 when the change is not shown and falls as held pixels lag behind.
public enum MotionFidelity {
    /// A pixel moves when a channel changes by more than this many levels (0…255) between true frames: smaller
    /// changes are noise no viewer follows (gradient rounding).
    public static let movingLevels = 2
    /// The per-frame floor of the default outputs (a margin over the 0.95 that counts as "keeps the motion").
    public static let standardFloor = 0.96
    /// The per-frame floor of an explicit `--lossy N`: its goal's 0.9 itself. The metric is the one the file is
    /// judged by, so a frame keeps no margin for a difference of measure (the SSIM floor's margin covers ffmpeg's
    /// resampling); the whole file keeps `fileMargin`.
    public static let lossyFloor = 0.90

    /// What a whole file's motion keeps over `lossyFloor`, which is its goal: a grader whose sums round
    /// differently reads a file at the floor under it (a float32 running sum read 0.9000085 as 0.8999743; figures
    /// in docs/performance.md). The default floor is 0.01 over its goal already.
    public static let fileMargin = 0.001

    /// The motion floor that goes with an SSIM floor: none without one, `standardFloor` with the default outputs'
    /// (0.995 or more), `lossyFloor` with a lower one.
    public static func floor(forSSIM minimumSSIM: Double) -> Double {
        minimumSSIM <= 0 ? 0 : minimumSSIM >= 0.995 ? standardFloor : lossyFloor
    }

    /// The floor of a whole file's motion (every change counted) that goes with an SSIM floor: the frames' floor,
    /// `fileMargin` higher where that floor is the goal itself.
    public static func fileFloor(forSSIM minimumSSIM: Double) -> Double {
        let frame = floor(forSSIM: minimumSSIM)
        return frame == lossyFloor ? frame + fileMargin : frame
    }

    /// Running sums of one step's (or a whole animation's) changes.
    struct Sums: Sendable {
        /// Σ ΔS·ΔT, Σ ΔS², Σ ΔT² over channels (integers: exact, far inside Int for any canvas).
        var dot = 0, shown = 0, truth = 0
        /// Whether some pixel's true change exceeds `movingLevels`.
        var moves = false

        /// Adds one pixel: shown `s0` → `s1` against true `t0` → `t1` (packed words, red, green, blue in bytes 0…2;
        /// the top byte is ignored, so transparent counts as black, as in `StructuralSimilarity`).
        @inline(__always) mutating func add(_ s0: UInt32, _ s1: UInt32, _ t0: UInt32, _ t1: UInt32) {
            guard s0 != s1 || t0 != t1 else { return }
            addTruth(t0, t1)
            addShown(s0, s1, t0, t1)
        }

        /// Adds one pixel's true change `t0` → `t1` alone: `add` split in two, for an encoder whose attempts share
        /// the truth and differ in what they show (`addShown`). Returns the pixel's own Σ ΔT².
        @inline(__always) @discardableResult mutating func addTruth(_ t0: UInt32, _ t1: UInt32) -> Int {
            var pixel = 0
            for shift in stride(from: UInt32(0), through: 16, by: 8) {
                let dt = Int((t1 >> shift) & 0xFF) - Int((t0 >> shift) & 0xFF)
                pixel += dt * dt
                if dt > MotionFidelity.movingLevels || -dt > MotionFidelity.movingLevels { moves = true }
            }
            truth += pixel
            return pixel
        }

        /// Adds one pixel's shown change `s0` → `s1` against its true change `t0` → `t1`, whose own sum `addTruth`
        /// added already.
        @inline(__always) mutating func addShown(_ s0: UInt32, _ s1: UInt32, _ t0: UInt32, _ t1: UInt32) {
            for shift in stride(from: UInt32(0), through: 16, by: 8) {
                let ds = Int((s1 >> shift) & 0xFF) - Int((s0 >> shift) & 0xFF)
                let dt = Int((t1 >> shift) & 0xFF) - Int((t0 >> shift) & 0xFF)
                dot += ds * dt; shown += ds * ds
            }
        }

        /// Adds every pixel of four same-sized frames.
        mutating func add(_ s0: [UInt32], _ s1: [UInt32], _ t0: [UInt32], _ t1: [UInt32]) {
            for i in 0..<Swift.min(s0.count, s1.count, t0.count, t1.count) { add(s0[i], s1[i], t0[i], t1[i]) }
        }

        /// Both steps' (or animations') sums together.
        static func + (a: Sums, b: Sums) -> Sums {
            Sums(dot: a.dot + b.dot, shown: a.shown + b.shown, truth: a.truth + b.truth, moves: a.moves || b.moves)
        }

        /// The cosine; 1 when neither changes, 0 when only one does.
        var correlation: Double {
            guard shown > 0 || truth > 0 else { return 1 }
            guard shown > 0 && truth > 0 else { return 0 }
            return Double(dot) / (Double(shown).squareRoot() * Double(truth).squareRoot())
        }

        /// Whether one step keeps `floor`: it does not move, or it correlates at least that well.
        func passes(_ floor: Double) -> Bool { !moves || correlation >= floor }

        /// Whether a whole file (or its frames so far) keeps `floor`: nothing changes truly, or it correlates at
        /// least that well. Every change counts, however small: a slow faint band changes each pixel by a level or
        /// two a frame, under `movingLevels`, yet those steps add up to the motion a viewer follows.
        func passesOverall(_ floor: Double) -> Bool { truth == 0 || correlation >= floor }

        /// Whether a file whose frames so far sum to these keeps `floor` with one more frame's `step`: the file with
        /// it does (`passesOverall`), or the step's own change does. A frame is not made to repair what earlier
        /// frames lost (a first frame in a short table, which no motion measures), only to keep the floor itself,
        /// which brings the file back towards it. The one rule of every encoder that decides frame by frame.
        func keeps(adding step: Sums, _ floor: Double) -> Bool {
            (self + step).passesOverall(floor) || step.passesOverall(floor)
        }
    }

    /// The motion correlation of a decoded file (`shown`: frames and how long each shows) against the true frames
    /// (`truth`), both as packed pixel words of one size and durations in one unit (hundredths of a second for
    /// GIF, APNG and the CLI's frames). Sampled at every start time of either, up to the shorter total.
    public static func correlation(shown: [(pixels: [UInt32], duration: Int)],
                                   truth: [(pixels: [UInt32], duration: Int)]) -> Double {
        let end = Swift.min(shown.reduce(0) { $0 + Swift.max($1.duration, 0) }, truth.reduce(0) { $0 + Swift.max($1.duration, 0) })
        var sums = Sums()
        var i = 0, j = 0  // frames showing at the current moment
        var shownEnd = shown.first.map { Swift.max($0.duration, 0) } ?? 0
        var truthEnd = truth.first.map { Swift.max($0.duration, 0) } ?? 0
        while i < shown.count && j < truth.count {
            let next = Swift.min(shownEnd, truthEnd)
            guard next < end else { break }
            let (i0, j0) = (i, j)
            while i + 1 < shown.count && shownEnd <= next { i += 1; shownEnd += Swift.max(shown[i].duration, 0) }
            while j + 1 < truth.count && truthEnd <= next { j += 1; truthEnd += Swift.max(truth[j].duration, 0) }
            guard (i, j) != (i0, j0) else { break }
            sums.add(shown[i0].pixels, shown[i].pixels, truth[j0].pixels, truth[j].pixels)
        }
        return sums.correlation
    }
}
