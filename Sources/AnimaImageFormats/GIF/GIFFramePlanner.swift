/// Turns collected frames into GIF blocks, one at a time, tracking what a viewer shows after each so that only wrong
/// pixels are written (see `GIFEncoder` for the rules it follows).
struct GIFFramePlanner: Sendable {
    let width: Int
    let height: Int
    let preservesTransparency: Bool
    /// The largest lossy bound a frame may use (0: exact apart from the palette).
    let lossy: Int
    /// The SSIM floor for every frame, and for the windows each frame changes (0: none).
    let minimumSSIM: Double
    /// The motion floor for every frame that moves (`MotionFidelity`), the one that goes with `minimumSSIM`.
    let minimumMotion: Double
    /// The motion floor of the file so far (`MotionFidelity.fileFloor(forSSIM:)`).
    let fileMotionFloor: Double
    /// Whether the shown frames are for a lossless coder rather than this file (see `GIFEncoder.forLosslessCoder`).
    let forLosslessCoder: Bool
    /// How far the planner searches for a smaller file at the same floors.
    let effort: GIFEncoder.Effort
    private var global: GIFPalette
    /// The frames encoded so far that missed one of their floors (a repaired frame may).
    private(set) var framesUnderFloors = 0

    /// A shown pixel before the first frame: matches nothing, so every pixel of the first frame is written.
    private static let unknownKey: UInt32 = 0xFE00_0000
    private static let transparentKey = GIFEncoder.transparentKey
    /// Nearest-colour error (root mean square per channel, in 0…255 levels) above which a frame is dithered.
    static let ditherThreshold = 6.0
    /// A mean colour error (the quantizer's weighted squared distance, 9 per level² on every channel) that counts as
    /// exact when choosing between tables: 2 levels root mean square per channel.
    static let invisibleError = 9.0 * 2 * 2
    /// Colours of the short local tables a frame tries (2- to 6-bit codes, the transparent index included).
    static let shortTables = [3, 7, 15, 31, 63]
    /// The short tables of frames for a lossless coder (4- to 6-bit: the sizes its palette packing was tuned on).
    static let shortTablesForLosslessCoder = [15, 31, 63]
    /// The near bound of a short table's attempt: its colours lie far apart, so a wider bound would reach a
    /// neighbour entry and show as noise (2 kept a faint shimmer's motion at 0.97).
    static let shortTableNear = 2
    /// Misses in a row after which the short table is tried only every `shortTableRetry` frames.
    static let shortTableMisses = 3
    static let shortTableRetry = 16
    /// Most near colours a lossy pixel may choose between.
    private static let nearLimit = 8
    /// Colours whose near lists the global table's store keeps across frames (`nearLists`).
    private static let keptNearColors = 4096
    /// Colours whose near lists the store of a frame's own table keeps, for one attempt only.
    private static let attemptNearColors = 1024

    private var output: [UInt8]
    private var truth: [UInt32]
    private var shown: [UInt32]
    /// The rectangle the previous frame's disposal cleared to transparent.
    private var cleared = PixelRect.none
    private var pending: [UInt8] = []
    private var pendingDelay = 0
    private var pendingDisposal = GIFFileWriter.Disposal.keep
    private var lzw = LZWEncoder()
    /// The SSIM of every window of the shown frame against the true one, and their sum (kept while a floor applies).
    private let similarity: StructuralSimilarity
    private var windowSSIM: [Double]
    private var ssimTotal = 0.0
    /// The frame being encoded (for the motion rule).
    private var step = Step()
    /// The motion sums of every frame kept so far: the file's own correlation, which must keep the floor too.
    private var fileMotion = MotionFidelity.Sums()
    /// The dithered tables frames chose so far, by spread, with the colour mappings their attempts cached (a
    /// frame's table is this one again whenever its spread is).
    private var dithered: [Int: GIFPalette] = [:]
    /// Frames encoded, and the short table's losses in a row (see `encode`).
    private var framesEncoded = 0
    private var shortTableLosses = 0
    /// The near-colour lists of the global table's colours (a dithered table has the same colours), by near bound.
    private var nearLists: [Int: LZWNearColorLists] = [:]

    init(width: Int, height: Int, loopCount: Int?, preservesTransparency: Bool, lossy: Int, minimumSSIM: Double,
         forLosslessCoder: Bool = false, effort: GIFEncoder.Effort = .thorough, global: GIFPalette) {
        self.width = width; self.height = height
        self.preservesTransparency = preservesTransparency
        self.lossy = lossy
        self.minimumSSIM = minimumSSIM
        minimumMotion = MotionFidelity.floor(forSSIM: minimumSSIM)
        fileMotionFloor = MotionFidelity.fileFloor(forSSIM: minimumSSIM)
        self.forLosslessCoder = forLosslessCoder
        self.effort = effort
        self.global = global
        similarity = StructuralSimilarity(width: width, height: height)
        windowSSIM = lossy > 0 && minimumSSIM > 0 ? [Double](repeating: 0, count: similarity.count) : []
        output = GIFFileWriter.header(width: width, height: height, global: global, loopCount: loopCount)
        truth = [UInt32](repeating: GIFFramePlanner.unknownKey, count: width * height)
        shown = truth
    }

    /// The colours of the collected frames, for the global table: every one when at most 255 (`exact`), else every
    /// one with the number of pixels that show it, sorted, for a median cut to any length.
    struct GlobalColors {
        let exact: [UInt32]?
        let counts: [(rgb: UInt32, value: Int32)]

        /// Whether the table is a median cut (the colours do not fit 255 entries).
        var quantized: Bool { exact == nil }

        /// The table: the exact colours, else a median cut to `maxColors`.
        func palette(maxColors: Int = 255) -> GIFPalette {
            GIFPalette(exact ?? MedianCutQuantizer.palette(counts, maxColors: maxColors))
        }
    }

    /// Every colour of `frames`, counted when they do not fit 255 entries (`GlobalColors`).
    static func globalColors(_ frames: [GIFSourceFrame]) -> GlobalColors {
        var exact = ColorHistogram(capacity: 512)
        var fits = true
        scan: for f in frames {
            var last = UInt32.max
            for k in f.keys where k != last && k != transparentKey {
                last = k
                if !exact.add(k, 0) || exact.count > 255 { fits = false; break scan }
            }
        }
        if fits { return GlobalColors(exact: exact.entries().map(\.rgb), counts: []) }
        let total = frames.reduce(0) { $0 + $1.keys.count }
        // A table for every pixel (up to 4 Mi colours, 32 MB to clear) only when a small one fills up: most
        // animations hold far fewer colours than pixels.
        let hist = colorCounts(frames, capacity: Swift.min(total, 1 << 16), full: false)
            ?? colorCounts(frames, capacity: Swift.min(total, 1 << 22), full: true)!
        return GlobalColors(exact: nil, counts: hist.entries())
    }

    /// Every opaque colour of `frames` with its pixel count in a table of `capacity` colours; nil when it fills up,
    /// unless `full` allows that (the colours past it are then left out).
    private static func colorCounts(_ frames: [GIFSourceFrame], capacity: Int, full: Bool) -> ColorHistogram? {
        var hist = ColorHistogram(capacity: capacity)
        for f in frames {
            for k in f.keys where k != transparentKey { if !hist.add(k) && !full { return nil } }
        }
        return hist
    }

    /// Encodes `frame`; `next` (the frame after it, if any) says whether this one must clear pixels on disposal.
    ///
    /// With an SSIM floor, the loss starts at `lossy` for held pixels and near colours alike and is lowered two
    /// ways (`Loss`; three under a lossy floor, `extraWays`) until the shown frame measures at least `minimumSSIM`
    /// against the true frame, the windows this frame changes at least `regionFloor`, and the frame's shown change,
    /// and the file's up to it (`keepsFile`), correlate with the true change at `minimumMotion` (`MotionFidelity`);
    /// if no loss passes (pixels earlier frames held), every wrong pixel of the frame is rewritten (`repair`),
    /// leaving only the palette's error.
    mutating func encode(_ frame: GIFSourceFrame, next: GIFSourceFrame?) {
        let region = frame.rect.union(cleared)
        let candidates = apply(frame, region: region)
        let clearing = next.map { pixelsTurningTransparent($0) } ?? .none
        let colors = histogram(region, candidates)
        var global = chooseDithering(colors.hist, exact: colors.exact)
        // A quick encoder codes the global table only (`smallest`), so it builds no table of the frame's own.
        let local = effort == .thorough
            ? localPalette(colors.hist, exact: colors.exact, globalFits: global.ditherSpread == 0) : nil
        var loss = Loss(hold: lossy, near: forLosslessCoder ? 0 : lossy)
        // With a floor and a loss to lower, an attempt that misses the motion floor is never kept: the last lower
        // loss, nothing lost, replaces it. Such a first attempt is then not coded when it provably misses
        // (`attempt`), nor measured for SSIM when it misses.
        let lowers = !windowSSIM.isEmpty && loss != .none
        var best = smallest(loss, global: &global, local: local, region: region, candidates: candidates,
                            clearing: clearing, skipsMotionMiss: lowers)
        if !windowSSIM.isEmpty {
            var measured = lowers ? measureIfMoving(best, region: region) : measure(after: best, region: region)
            // Lower bounds keep the table the first attempt chose: the choice rarely changes, and each retry then
            // costs one LZW pass instead of two. They start from its mapping of the candidates onto that table,
            // which no loss changes (only which of them are written).
            let first = best
            let table = best.local ? local : nil
            if !measured.passes(minimumSSIM, minimumMotion) {
                // Two ways down (three under a lossy floor, `extraWays`), each to its first loss that keeps the floors;
                // the smallest file wins (no way is smallest on every scene: held pixels win on a moving card, near
                // colours on a faint shimmer). A quick encoder goes only the first way, in two steps (`quickSteps`),
                // which keeps the floors as well.
                var found: (attempt: Attempt, measured: Measured, loss: Loss)?
                for way in effort == .thorough ? [loss.bothHalving, loss.nearOnly] + extraWays(loss) : [loss.quickSteps] {
                    for l in way {
                        // An attempt that misses the motion floor cannot be kept, so it is not coded when it provably
                        // misses and not measured for SSIM when it misses; the last one (nothing lost) is kept
                        // either way while no way found one, and `repair` needs its whole measure. Else an attempt
                        // is kept only at the floors and, once a way found one, only when smaller: one whose indices
                        // are known before coding (no near colours) is measured first, and coded only that far.
                        let keptAtFloorsOnly = l != .none || found != nil
                        let keptBelow = l.near == 0 ? found?.attempt.size ?? .max : .max
                        let a = attempt(first.mapping, palette: first.palette, local: first.local, l, region: region,
                                        clearing: clearing, skipsMotionMiss: l != .none,
                                        floorsFirst: keptAtFloorsOnly) { _ in keptBelow }
                        let m = a.measured
                            ?? (l == .none ? measure(after: a, region: region) : measureIfMoving(a, region: region))
                        if l == .none && found == nil { best = a; measured = m; loss = l }
                        guard m.passes(minimumSSIM, minimumMotion) else { continue }
                        if found.map({ a.size < $0.attempt.size }) ?? true { found = (a, m, l) }
                        break
                    }
                }
                if let found { best = found.attempt; measured = found.measured; loss = found.loss }
            }
            if !measured.passes(minimumSSIM, minimumMotion) { repair(&best, &measured, table: table ?? global, local: table != nil, clearing: clearing) }
            // A frame may code smaller in a short table of its own (3 to 63 colours, 2- to 6-bit codes): fewer
            // distinct colours (anti-aliased edges, a faint band's levels) repeat more often, so LZW strings grow
            // longer. The smallest is kept when smaller than the full table and still at the floors. Where they keep losing (a
            // scene whose colours need the full table), it is tried only now and then, so it costs little time.
            // For a lossless coder every frame tries them, exact colours too, and the shortest at the floor is kept.
            // A quick encoder does not try them.
            framesEncoded += 1
            let shortLoss = forLosslessCoder ? loss : Loss(hold: 0, near: Swift.min(loss.near, GIFFramePlanner.shortTableNear))
            let due = forLosslessCoder || effort == .thorough
                && (shortTableLosses < GIFFramePlanner.shortTableMisses || framesEncoded % GIFFramePlanner.shortTableRetry == 0)
            if !best.rect.isEmpty, due {
                var won = false
                let entries = colors.hist.entries()
                for size in forLosslessCoder ? GIFFramePlanner.shortTablesForLosslessCoder : GIFFramePlanner.shortTables {
                    let short = GIFPalette(MedianCutQuantizer.palette(entries, maxColors: size))
                    // Only a smaller file is kept (any one at the floors for a lossless coder): a larger one is
                    // neither coded to its end nor measured.
                    let keptBelow = forLosslessCoder ? Int.max : best.size
                    let other = attempt(short, local: true, shortLoss, region: region, candidates: candidates,
                                        clearing: clearing, skipsMotionMiss: true, floorsFirst: true) { _ in keptBelow }
                    if other.size < keptBelow, case let m = other.measured ?? measureIfMoving(other, region: region),
                       m.passes(minimumSSIM, minimumMotion) {
                        best = other; measured = m; won = true
                        if forLosslessCoder { break }
                    }
                    // A longer table holds the same colours, so its attempt would be this one again.
                    if entries.count <= size { break }
                }
                shortTableLosses = won ? 0 : shortTableLosses + 1
            }
            record(measured)
        }
        // Keep the colour mappings the attempts cached (the undithered table is the same every frame, a dithered
        // one every frame of its spread).
        if global.ditherSpread == 0 { self.global = global } else { dithered[global.ditherSpread] = global }
        guard !best.rect.isEmpty else {
            extendPending(by: frame.delay)
            return
        }
        commit(best, delay: frame.delay, disposal: clearing.isEmpty ? .keep : .background)
    }

    /// Bound 0 rewrites only this frame's candidates, so pixels earlier frames held within their bound can still
    /// leave the frame under the floor: then every pixel of the frame shown wrong is rewritten in `palette`, kept
    /// when that measures closer to the floor.
    private mutating func repair(_ best: inout Attempt, _ measured: inout Measured, table palette: GIFPalette, local: Bool,
                                 clearing: PixelRect) {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let all = [Bool](repeating: true, count: whole.area)
        let repaired = attempt(palette, local: local, .none, region: whole, candidates: all, clearing: clearing,
                               skipsMotionMiss: false)
        let m = measure(after: repaired, region: whole)
        let floors = (minimumSSIM, minimumMotion, fileMotionFloor)
        if m.shortfall(floors.0, floors.1, floors.2) < measured.shortfall(floors.0, floors.1, floors.2) {
            best = repaired; measured = m
        }
    }

    /// The thorough search's third way down under an explicit lossy floor (`MotionFidelity.lossyFloor`): holding
    /// a few levels with the near bound kept (`Loss.heldFew`). Under the default floors it made the card
    /// pulse–shake's GIF larger, under `--lossy N` no benchmark scene (docs/performance.md, session 23).
    private func extraWays(_ loss: Loss) -> [[Loss]] {
        minimumMotion < MotionFidelity.standardFloor ? [loss.heldFew] : []
    }

    /// Of the attempts with the global and the local table, the smaller file of acceptable quality (a quick
    /// encoder: the global one).
    /// `global` comes back with the colour mappings the attempt cached. With `skipsMotionMiss`, an attempt that is
    /// the only one is not coded when it provably misses the motion floor (`attempt`); two are both coded, since
    /// their sizes are compared (the local one only as far as it could still be kept).
    private mutating func smallest(_ loss: Loss, global: inout GIFPalette, local: GIFPalette?, region: PixelRect,
                                   candidates: [Bool], clearing: PixelRect, skipsMotionMiss: Bool) -> Attempt {
        let alone = local == nil || effort == .quick
        let best = attempt(global, local: false, loss, region: region, candidates: candidates, clearing: clearing,
                           skipsMotionMiss: skipsMotionMiss && alone)
        global = best.palette
        // A quick encoder codes the global table only: the frame's own table costs a second LZW pass per frame and
        // barely shrinks the gallery (docs/performance.md).
        guard let local, effort == .thorough else { return best }
        // The smaller file among those of acceptable quality: within 1.5× the better error, or under the error that
        // no viewer (and no SSIM above 0.995) tells from exact. The error is known before coding, so the local
        // attempt is coded only as far as it could still be kept.
        let (globalError, globalSize) = (best.error, best.size)
        func limit(_ error: Double) -> Double {
            Swift.max(Swift.min(globalError, error) * 1.5, GIFFramePlanner.invisibleError)
        }
        let other = attempt(local, local: true, loss, region: region, candidates: candidates, clearing: clearing,
                            skipsMotionMiss: false) { error in
            error > limit(error) ? 0 : globalError > limit(error) ? .max : globalSize
        }
        let l = limit(other.error)
        return other.error <= l && (other.size < globalSize || globalError > l) ? other : best
    }

    /// The finished file.
    mutating func finish() -> [UInt8] {
        flushPending()
        output.append(GIFFileWriter.trailer)
        return output
    }

    // MARK: What to write

    /// Writes `frame`'s keys into `truth`; the mask over `region` of pixels that may need writing: their key changed,
    /// or their shown alpha is wrong (first frame, or cleared by the previous frame's disposal). With a floor, the
    /// same pass keeps the frame's `step`.
    private mutating func apply(_ frame: GIFSourceFrame, region: PixelRect) -> [Bool] {
        var candidates = [Bool](repeating: false, count: region.area)
        let width = self.width, rect = frame.rect, tracks = !windowSSIM.isEmpty
        var next = Step(rect: rect, before: [UInt32](repeating: 0, count: tracks ? rect.area : 0),
                        rows: [Int](repeating: 0, count: tracks ? rect.height : 0),
                        columns: [Int](repeating: 0, count: tracks ? rect.width : 0))
        candidates.withUnsafeMutableBufferPointer { candidates in
            truth.withUnsafeMutableBufferPointer { truth in
                next.withBuffers { before, rows, columns, sums in
                    frame.keys.withUnsafeBufferPointer { keys in
                        var j = 0
                        for y in rect.y..<rect.maxY {
                            var c = (y - region.y) * region.width + (rect.x - region.x)
                            for x in rect.x..<rect.maxX {
                                let p = y &* width &+ x
                                let t0 = truth[p], t1 = keys[j]
                                if tracks { before[j] = t0 }
                                if t0 != t1 {
                                    candidates[c] = true; truth[p] = t1
                                    if tracks {
                                        let d = sums.addTruth(t0, t1)
                                        rows[y &- rect.y] &+= d; columns[x &- rect.x] &+= d
                                    }
                                }
                                j &+= 1; c &+= 1
                            }
                        }
                    }
                }
                shown.withUnsafeBufferPointer { shown in
                    var c = 0
                    for y in region.y..<region.maxY {
                        for x in region.x..<region.maxX {
                            defer { c &+= 1 }
                            guard !candidates[c] else { continue }
                            let s = shown[y &* width &+ x], t = truth[y &* width &+ x]
                            candidates[c] = s == GIFFramePlanner.unknownKey
                                || (s == GIFFramePlanner.transparentKey) != (t == GIFFramePlanner.transparentKey)
                        }
                    }
                }
            }
        }
        if tracks { step = next }
        return candidates
    }

    /// Pixels of `next` that turn transparent where this frame leaves them opaque: this frame must clear them.
    private func pixelsTurningTransparent(_ next: GIFSourceFrame) -> PixelRect {
        guard preservesTransparency else { return .none }
        var box = PixelRect.none, j = 0
        for y in next.rect.y..<next.rect.maxY {
            for x in next.rect.x..<next.rect.maxX {
                if next.keys[j] == GIFFramePlanner.transparentKey && truth[y * width + x] != GIFFramePlanner.transparentKey {
                    box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
                }
                j += 1
            }
        }
        return box
    }

    /// The true colours of the candidate pixels, exact while they fit 255 entries, else every colour with its count.
    private func histogram(_ region: PixelRect, _ candidates: [Bool]) -> (hist: ColorHistogram, exact: Bool) {
        var hist = ColorHistogram(capacity: 512)
        if addColors(region, candidates, to: &hist, limit: 255) { return (hist, true) }
        // As in `globalColors`: a table for every pixel of the region only when a small one fills up.
        hist = ColorHistogram(capacity: Swift.min(region.area, 1 << 14))
        if addColors(region, candidates, to: &hist, limit: Int.max) { return (hist, false) }
        hist = ColorHistogram(capacity: Swift.min(region.area, 1 << 22))
        _ = addColors(region, candidates, to: &hist, limit: Int.max)
        return (hist, false)
    }

    /// Counts the candidates' opaque colours into `hist`; false once more than `limit` distinct colours appear.
    /// Colours come in runs: a run is counted in one lookup (the same colours in the same order of first
    /// appearance, so the same table).
    private func addColors(_ region: PixelRect, _ candidates: [Bool], to hist: inout ColorHistogram, limit: Int) -> Bool {
        var run = UInt32.max, length: Int32 = 0  // no colour key is UInt32.max
        var c = 0
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                defer { c += 1 }
                guard candidates[c] else { continue }
                let t = truth[y * width + x]
                guard t != GIFFramePlanner.transparentKey else { continue }
                if t == run { length &+= 1; continue }
                if run != UInt32.max, !hist.add(run, length) || hist.count > limit { return false }
                run = t; length = 1
            }
        }
        return run == UInt32.max || hist.add(run, length) && hist.count <= limit
    }

    // MARK: Palettes

    /// The global table as it stands when it holds every colour, or when its nearest colours are close; else with
    /// ordered dithering spread over about four times the error. The nearest colours are looked up through the
    /// table's cache, which keeps them for later frames and attempts.
    private mutating func chooseDithering(_ hist: ColorHistogram, exact: Bool) -> GIFPalette {
        let entries = hist.entries()
        if exact && entries.allSatisfy({ global.exactIndex($0.rgb) != nil }) { return global }
        var sum = 0.0, count = 0.0
        for e in entries {
            let n = global.nearestIndex(e.rgb)
            sum += Double(GIFPalette.weightedDistance(e.rgb, global.colors[Int(n)])) / 9 * Double(e.value)
            count += Double(e.value)
        }
        let rms = count > 0 ? (sum / count).squareRoot() : 0
        guard rms > GIFFramePlanner.ditherThreshold else { return global }
        let spread = Swift.min(Swift.max(Int(rms * 4), 8), 64)
        return dithered[spread] ?? global.dithering(spread)
    }

    /// A table of this frame's own colours when it could beat the global one: fewer bits per index, or colours the
    /// global table lacks. A frame of more than 255 colours gets its own median cut only when the global table
    /// fits it badly (`globalFits` false: it had to be dithered); else a second full table, 768 bytes more, was
    /// never measured to win on the benchmark scenes, and costs a median cut and an LZW pass per frame.
    private func localPalette(_ hist: ColorHistogram, exact: Bool, globalFits: Bool) -> GIFPalette? {
        let entries = hist.entries()
        guard !entries.isEmpty else { return nil }
        if exact {
            let local = GIFPalette(entries.map(\.rgb))
            let covered = entries.allSatisfy { global.exactIndex($0.rgb) != nil }
            return covered && local.bits >= global.bits ? nil : local
        }
        guard !globalFits else { return nil }
        return GIFPalette(MedianCutQuantizer.palette(entries, maxColors: 255))
    }

    // MARK: Encoding

    /// One way to encode a frame: where, with which table, the indices written (for the shown state), its size in
    /// bytes and its mean colour error.
    private struct Attempt {
        var rect: PixelRect
        var palette: GIFPalette
        var local: Bool
        /// The candidates mapped onto `palette` (lower losses start from it).
        var mapping: Mapping
        var indices: [UInt8]
        var lzw: [UInt8]
        var minimumCodeSize: Int
        var size: Int
        var error: Double
        /// Not coded: it provably misses the motion floor (`mustMissMotion`), so no caller keeps it.
        var missesMotion = false
        /// Its measure, when taken before coding (`attempt`'s `floorsFirst`).
        var measured: Measured? = nil
    }

    /// The frame being encoded: where its true pixels changed, their true keys before it, and the sums of its true
    /// change (the part of every attempt's motion that no attempt changes), also per row and per column of `rect`.
    private struct Step {
        var rect = PixelRect.none
        var before: [UInt32] = []
        var truth = MotionFidelity.Sums()
        /// Σ ΔT² of each row and of each column of `rect`.
        var rows: [Int] = []
        var columns: [Int] = []

        /// Runs `body` with `before`, `rows` and `columns` read and written without checks, and `truth`.
        mutating func withBuffers<R>(_ body: (UnsafeMutableBufferPointer<UInt32>, UnsafeMutableBufferPointer<Int>,
                                              UnsafeMutableBufferPointer<Int>, inout MotionFidelity.Sums) -> R) -> R {
            before.withUnsafeMutableBufferPointer { before in
                rows.withUnsafeMutableBufferPointer { rows in
                    columns.withUnsafeMutableBufferPointer { columns in body(before, rows, columns, &truth) }
                }
            }
        }

        /// At least Σ ΔT² over the pixels of `r`: the smaller of the sums over the rows and over the columns of
        /// `rect` that `r` crosses (no true change lies outside `rect`).
        func truthBound(over r: PixelRect) -> Int {
            let i = r.intersection(rect)
            guard !i.isEmpty else { return 0 }
            let across = rows[(i.y - rect.y)..<(i.maxY - rect.y)].reduce(0, &+)
            let down = columns[(i.x - rect.x)..<(i.maxX - rect.x)].reduce(0, &+)
            return Swift.min(across, down)
        }
    }

    /// A frame's candidates mapped onto one table: what does not depend on the loss, computed once for every loss
    /// an attempt with that table tries (the mapping passes were the attempts' largest cost after LZW).
    private struct Mapping {
        /// Per pixel of the region, the candidate's index in the table (the transparent index elsewhere).
        var mapped: [UInt8]
        /// The candidates some loss writes, row by row: every one whose shown colour is not its mapped colour.
        var pixels: [Pixel]

        /// A bound no loss reaches: the pixel is written at every loss.
        static let always: Int = 256

        /// A candidate that some loss writes.
        struct Pixel {
            let x: Int32, y: Int32
            /// Its offset in the region.
            let c: Int32
            /// The smallest hold that leaves it alone (`always`: none does).
            let need: Int32
            /// Its colour error when written: the quantizer's weighted distance to its mapped colour.
            let weight: Int32

            init(x: Int, y: Int, c: Int, need: Int, weight: Int) {
                self.x = Int32(x); self.y = Int32(y); self.c = Int32(c); self.need = Int32(need); self.weight = Int32(weight)
            }
        }
    }

    /// How much a frame's attempt may lose: `hold` leaves a pixel already shown within that many levels (on every
    /// channel) of its true colour alone; `near` lets a written pixel take any palette colour within that many
    /// levels when it extends the LZW string. Held pixels stop moving where the truth moves, so they cost the motion
    /// rule directly; near colours move with the truth, off by a level or two, so they cost far less of it (a faint
    /// shimmer keeps motion 0.98 at near 2 and held nothing, and is a quarter smaller than exact).
    struct Loss: Equatable {
        var hold: Int
        var near: Int
        /// Nothing lost beyond the palette.
        static let none = Loss(hold: 0, near: 0)
        /// Lower losses to try when this one misses a floor, both bounds halving together, down to `none`.
        var bothHalving: [Loss] {
            var out: [Loss] = [], l = self
            while l != .none { l = Loss(hold: l.hold / 2, near: l.near / 2); out.append(l) }
            return out
        }
        /// The quick search's lower losses: a quarter of this one, then `none` (12 → 3 → 0). Each step down writes
        /// more pixels, so the attempts near `none` cost most; two steps instead of halving skip the dearest
        /// (figures in docs/performance.md).
        var quickSteps: [Loss] {
            let quarter = Loss(hold: hold / 4, near: near / 4)
            return self == .none ? [] : quarter == .none ? [.none] : [quarter, .none]
        }
        /// Lower losses that hold only pixels within 2, then 1 level of their true colour, with this one's near
        /// bound (empty without one): a faint band's pixels within a level or two stay, free to LZW, where holding
        /// more would miss the floors and holding none writes them all.
        var heldFew: [Loss] {
            near == 0 ? [] : [Loss(hold: Swift.min(hold, 2), near: near), Loss(hold: Swift.min(hold, 1), near: near)]
        }
        /// Lower losses to try with nothing held: the near bound from this one's down to 1 (halving, then 2 and 1).
        var nearOnly: [Loss] {
            var out: [Loss] = [], n = near
            while n > 0 { out.append(Loss(hold: 0, near: n)); n = n > 3 ? n / 2 : n - 1 }
            return out
        }
    }

    /// Maps the candidates onto `palette`, finds the pixels whose shown colour is wrong, and LZW-codes the
    /// rectangle around them (grown to `clearing`); with `skipsMotionMiss`, not when it must miss the motion floor.
    private mutating func attempt(_ palette: GIFPalette, local: Bool, _ loss: Loss, region: PixelRect, candidates: [Bool],
                                  clearing: PixelRect, skipsMotionMiss: Bool, floorsFirst: Bool = false,
                                  keptBelow sizeLimit: (_ error: Double) -> Int = { _ in .max }) -> Attempt {
        var palette = palette
        let mapping = map(candidates, region: region, onto: &palette)
        return attempt(mapping, palette: palette, local: local, loss, region: region, clearing: clearing,
                       skipsMotionMiss: skipsMotionMiss, floorsFirst: floorsFirst, keptBelow: sizeLimit)
    }

    /// The candidates of `region` mapped onto `palette`: what every loss's attempt with that table starts from.
    /// `palette` comes back with the colour mappings it cached.
    private func map(_ candidates: [Bool], region: PixelRect, onto palette: inout GIFPalette) -> Mapping {
        let transparent = palette.transparentIndex
        var mapped = [UInt8](repeating: transparent, count: region.area)
        var pixels: [Mapping.Pixel] = []
        // At most one per candidate, reserved up front: growing the list copied it over and over.
        pixels.reserveCapacity(candidates.withUnsafeBufferPointer { $0.reduce(0) { $0 &+ ($1 ? 1 : 0) } })
        let width = self.width
        withPixels { truth, shown in
            candidates.withUnsafeBufferPointer { candidates in
                mapped.withUnsafeMutableBufferPointer { mapped in
                    var c = 0
                    for y in region.y..<region.maxY {
                        for x in region.x..<region.maxX {
                            defer { c &+= 1 }
                            guard candidates[c] else { continue }
                            let p = y &* width &+ x
                            let t = truth[p], s = shown[p]
                            if t == GIFFramePlanner.transparentKey {
                                // Already transparent is right; an opaque pixel was cleared by the previous
                                // frame's disposal.
                                guard s == GIFFramePlanner.unknownKey else { continue }
                                pixels.append(Mapping.Pixel(x: x, y: y, c: c, need: Mapping.always, weight: 0))
                                continue
                            }
                            let i = palette.index(t, x: x, y: y)
                            mapped[c] = i
                            let color = palette.colors[Int(i)]
                            if s == color { continue }
                            // A held pixel is fine from a bound of its distance on (and never at bound 0).
                            let need = s < GIFFramePlanner.transparentKey ? Swift.max(GIFPalette.channelDistance(s, t), 1)
                                : Mapping.always
                            pixels.append(Mapping.Pixel(x: x, y: y, c: c, need: need,
                                                        weight: GIFPalette.weightedDistance(t, color)))
                        }
                    }
                }
            }
        }
        return Mapping(mapped: mapped, pixels: pixels)
    }

    /// The attempt at `loss` from the candidates' `mapping` onto `palette`: the pixels whose shown colour is wrong,
    /// LZW-coded in the rectangle around them (grown to `clearing`). With `skipsMotionMiss` (for a caller that
    /// keeps no attempt missing the motion floor), an attempt whose rectangle holds too little of the frame's true
    /// change to reach it (`mustMissMotion`) is not coded: it comes back empty, marked `missesMotion`.
    /// `sizeLimit`, given the attempt's colour error, is the size at or above which the caller would not keep it: such
    /// an attempt is not coded to its end and comes back with size `Int.max` and no indices. With `floorsFirst` (for
    /// a caller that keeps it only at the floors, as `measureIfMoving` measures it), an attempt without near colours
    /// is measured before it is coded (`measured`), and not coded when it misses.
    private mutating func attempt(_ mapping: Mapping, palette: GIFPalette, local: Bool, _ loss: Loss, region: PixelRect,
                                  clearing: PixelRect, skipsMotionMiss: Bool, floorsFirst: Bool = false,
                                  keptBelow sizeLimit: (_ error: Double) -> Int = { _ in .max }) -> Attempt {
        var must = [Bool](repeating: false, count: region.area)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        var errorSum = 0, mustCount = 0
        let hold = loss.hold
        mapping.pixels.withUnsafeBufferPointer { pixels in
            must.withUnsafeMutableBufferPointer { must in
                for e in pixels where hold < Int(e.need) {
                    must[Int(e.c)] = true
                    mustCount &+= 1
                    errorSum &+= Int(e.weight)
                    x0 = Swift.min(x0, Int(e.x)); x1 = Swift.max(x1, Int(e.x))
                    y0 = Swift.min(y0, Int(e.y)); y1 = Swift.max(y1, Int(e.y))
                }
            }
        }
        let box = mustCount > 0 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : .none
        let rect = box.union(clearing)
        let error = mustCount > 0 ? Double(errorSum) / Double(mustCount) : 0
        if skipsMotionMiss && mustMissMotion(writing: rect) {
            return Attempt(rect: .none, palette: palette, local: local, mapping: mapping, indices: [], lzw: [],
                           minimumCodeSize: 2, size: 0, error: error, missesMotion: true)
        }
        guard !rect.isEmpty else {
            return Attempt(rect: rect, palette: palette, local: local, mapping: mapping, indices: [], lzw: [],
                           minimumCodeSize: 2, size: 0, error: 0)
        }
        let minimumCodeSize = Swift.max(2, palette.bits)
        let nearBound = loss.near
        var unkept = Attempt(rect: rect, palette: palette, local: local, mapping: mapping, indices: [], lzw: [],
                             minimumCodeSize: minimumCodeSize, size: .max, error: error)
        var planned: LZWPixels?
        if floorsFirst && nearBound == 0 {
            // Without near colours the indices are known before coding: an attempt under its floors is not coded.
            let pixels = lzwPixels(rect, palette: palette, local: local, bound: 0, region: region,
                                   mapped: mapping.mapped, must: must)
            var uncoded = unkept
            uncoded.indices = pixels.preferred
            unkept.measured = measureIfMoving(uncoded, region: region)
            guard unkept.measured?.passes(minimumSSIM, minimumMotion) == true else { return unkept }
            planned = pixels
        }
        let tableBytes = local ? GIFFileWriter.tableBytes(palette) : 0
        let streamLimit = GIFFramePlanner.streamLimit(size: sizeLimit(error), tableBytes: tableBytes)
        guard streamLimit > 0 else { return unkept }
        let pixels = planned ?? lzwPixels(rect, palette: palette, local: local, bound: nearBound, region: region,
                                          mapped: mapping.mapped, must: must)
        var chosen: [UInt8] = []
        let cleared = lzw.encode(pixels, minimumCodeSize: minimumCodeSize, recording: nearBound > 0, chosen: &chosen,
                                 limit: streamLimit)
        var data = cleared.bytes
        // Once the table filled: try keeping it full instead of clearing it (until then both write the same codes).
        if cleared.filled, effort == .thorough {
            var frozenChosen: [UInt8] = []
            let frozen = lzw.encode(pixels, minimumCodeSize: minimumCodeSize, freezesWhenFull: true, recording: nearBound > 0,
                                    chosen: &frozenChosen, limit: data?.count ?? streamLimit)
            if let smaller = frozen.bytes { data = smaller; chosen = frozenChosen }
        }
        guard let data else { return unkept }
        let size = data.count + data.count / 255 + tableBytes
        return Attempt(rect: rect, palette: palette, local: local, mapping: mapping,
                       indices: nearBound > 0 ? chosen : pixels.preferred, lzw: data, minimumCodeSize: minimumCodeSize,
                       size: size, error: error, measured: unkept.measured)
    }

    /// The length of LZW stream from which an attempt with `tableBytes` of local table is `size` bytes or more
    /// (sub-block length bytes included): the shortest stream the caller would not keep.
    private static func streamLimit(size: Int, tableBytes: Int) -> Int {
        guard size < .max else { return .max }
        let target = size - tableBytes
        guard target > 0 else { return 0 }
        func bytes(_ stream: Int) -> Int { stream + stream / 255 }
        var stream = target - target / 256
        while bytes(stream) < target { stream += 1 }
        while stream > 0 && bytes(stream - 1) >= target { stream -= 1 }
        return stream
    }

    /// What each pixel of `rect` may be written as: a wrong pixel its mapped index (or, lossy, a colour within the
    /// bound); a right one the transparent index, or its shown colour when the table has it exactly. The global
    /// table's near-colour lists are kept for later attempts (`nearLists`).
    private mutating func lzwPixels(_ rect: PixelRect, palette: GIFPalette, local: Bool, bound: Int, region: PixelRect,
                                    mapped: [UInt8], must: [Bool]) -> LZWPixels {
        let transparent = palette.transparentIndex
        var preferred = [UInt8](repeating: transparent, count: rect.area)
        var alternate = preferred
        var near: LZWNearColorsBuilder?
        if bound > 0 {
            // Taken out of `nearLists` while the builder adds to it, so that its arrays are not copied.
            let lists = (local ? nil : nearLists.removeValue(forKey: bound))
                ?? LZWNearColorLists(capacity: local ? GIFFramePlanner.attemptNearColors : GIFFramePlanner.keptNearColors)
            near = LZWNearColorsBuilder(palette: palette, bound: bound, limit: GIFFramePlanner.nearLimit, count: rect.area,
                                        lists: lists)
        }
        // Colours come in runs: the last shown colour's index is remembered rather than looked up again.
        var lastShown = GIFFramePlanner.unknownKey, lastIndex: UInt8? = nil
        let width = self.width
        withPixels { truth, shown in
            mapped.withUnsafeBufferPointer { mapped in
                must.withUnsafeBufferPointer { must in
                    preferred.withUnsafeMutableBufferPointer { preferred in
                        alternate.withUnsafeMutableBufferPointer { alternate in
                            var j = 0
                            for y in rect.y..<rect.maxY {
                                let rowInRegion = y >= region.y && y < region.maxY
                                for x in rect.x..<rect.maxX {
                                    defer { j &+= 1 }
                                    let p = y &* width &+ x
                                    let inRegion = rowInRegion && x >= region.x && x < region.maxX
                                    let written = inRegion && must[(y &- region.y) &* region.width &+ x &- region.x]
                                    let s = shown[p]
                                    if written {
                                        let m = mapped[(y &- region.y) &* region.width &+ x &- region.x]
                                        preferred[j] = m; alternate[j] = m
                                    } else if s < GIFFramePlanner.transparentKey {
                                        if s != lastShown { lastShown = s; lastIndex = palette.exactIndex(s) }
                                        if let i = lastIndex { alternate[j] = i }
                                    }
                                    let t = truth[p]
                                    if t < GIFFramePlanner.transparentKey, s < GIFFramePlanner.transparentKey || written {
                                        near?.assign(pixel: j, color: t)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let built = near?.finish()
        if let built, !local { nearLists[bound] = built.lists }
        return LZWPixels(preferred: preferred, alternate: alternate, near: built?.colors)
    }

    // MARK: Similarity

    /// The floor of the windows a frame changes: a quarter of the frame floor's loss lower (0.995 under 0.996,
    /// 0.990 under 0.992: the goals the frame floors keep a margin over), since a few windows average less
    /// smoothly than a whole frame.
    static func regionFloor(_ floor: Double) -> Double { floor - (1 - floor) / 4 }

    /// The SSIM an attempt leaves: new values for the windows it or the frame touches, the frame's mean, and
    /// the mean over those windows; and the frame's motion (`MotionFidelity`).
    private struct Measured {
        var windows: PixelRect
        var values: [Double]
        var frame: Double
        var region: Double
        var motion: MotionFidelity.Sums
        /// The file's motion sums up to and with this frame, and whether they keep the floor (`keepsFile`).
        var pooled: MotionFidelity.Sums
        var fileKept: Bool

        func passes(_ floor: Double, _ motionFloor: Double) -> Bool {
            frame >= floor && region >= GIFFramePlanner.regionFloor(floor) && passesMotion(motionFloor)
        }

        /// The frame keeps the motion floor where it moves, and the file so far keeps it (`keepsFile`).
        func passesMotion(_ motionFloor: Double) -> Bool { motion.passes(motionFloor) && fileKept }

        /// An attempt that misses the motion floor (or was not coded because it must), not measured for SSIM: it
        /// passes no floor.
        static func motionMiss(_ motion: MotionFidelity.Sums) -> Measured {
            Measured(windows: .none, values: [], frame: 0, region: 0, motion: motion, pooled: motion, fileKept: false)
        }

        /// How far under its floors the attempt falls (0 when it passes).
        func shortfall(_ floor: Double, _ motionFloor: Double, _ fileFloor: Double) -> Double {
            Swift.max(0, floor - frame) + Swift.max(0, GIFFramePlanner.regionFloor(floor) - region)
                + (motion.passes(motionFloor) ? 0 : motionFloor - motion.correlation)
                + (fileKept ? 0 : fileFloor - pooled.correlation)
        }
    }

    /// Measures the frame shown after `a` against the true frame, over the windows that `a` or the frame's
    /// `region` touch (the rest keep their values).
    /// `motion`, when given, is `motion(after: a)` measured already.
    private func measure(after a: Attempt, region: PixelRect, motion known: MotionFidelity.Sums? = nil) -> Measured {
        let motion = known ?? self.motion(after: a)
        let pooled = fileMotion + motion, fileKept = keepsFile(motion)
        let windows = similarity.windows(touching: region.union(a.rect))
        guard !windows.isEmpty else {
            return Measured(windows: .none, values: [], frame: 1, region: 1, motion: motion, pooled: pooled, fileKept: fileKept)
        }
        let px = StructuralSimilarity.pixels(of: windows)
        // The true and the shown pixels over the windows, with the attempt's written (non-transparent) indices
        // drawn into the shown ones.
        let before = GIFFramePlanner.copy(px, of: truth, width: width)
        var after = GIFFramePlanner.copy(px, of: shown, width: width)
        let transparent = a.palette.transparentIndex
        let drawn = a.rect.intersection(px)
        for y in drawn.y..<Swift.max(drawn.maxY, drawn.y) where drawn.width > 0 {
            for x in drawn.x..<drawn.maxX {
                let i = a.indices[(y - a.rect.y) * a.rect.width + x - a.rect.x]
                if i != transparent { after[(y - px.y) * px.width + x - px.x] = a.palette.colors[Int(i)] }
            }
        }
        var values: [Double] = []
        values.reserveCapacity(windows.area)
        var sum = 0.0, old = 0.0
        before.withUnsafeBufferPointer { t in
            after.withUnsafeBufferPointer { s in
                windowSSIM.withUnsafeBufferPointer { previous in
                    // Windows arrive row by row, so `values` fills in the order `record` reads it.
                    similarity.measure(windows: windows, t, s, stride: px.width, origin: (px.x, px.y)) { w, v in
                        values.append(v)
                        sum += v
                        old += previous[w]
                    }
                }
            }
        }
        let frame = (ssimTotal - old + sum) / Double(similarity.count)
        return Measured(windows: windows, values: values, frame: frame, region: sum / Double(windows.area), motion: motion,
                        pooled: pooled, fileKept: fileKept)
    }

    /// `measure(after:)` for an attempt kept only if it keeps the motion floor: one that misses it, or was not
    /// coded because it must, is not measured for SSIM (`Measured.motionMiss`).
    private func measureIfMoving(_ a: Attempt, region: PixelRect) -> Measured {
        guard !a.missesMotion else { return .motionMiss(MotionFidelity.Sums()) }
        let motion = self.motion(after: a)
        guard motion.passes(minimumMotion), keepsFile(motion) else {
            return .motionMiss(motion)
        }
        return measure(after: a, region: region, motion: motion)
    }

    /// The pixels of `rect` of a `width`-wide frame, row by row.
    private static func copy(_ rect: PixelRect, of frame: [UInt32], width: Int) -> [UInt32] {
        frame.withUnsafeBufferPointer { frame in
            [UInt32](unsafeUninitializedCapacity: rect.area) { out, count in
                guard let from = frame.baseAddress, let to = out.baseAddress else { return }
                for y in rect.y..<rect.maxY {
                    (to + (y - rect.y) * rect.width).initialize(from: from + y * width + rect.x, count: rect.width)
                }
                count = rect.area
            }
        }
    }

    /// Runs `body` with the true and the shown pixel words, read without bounds checks in the per-pixel loops.
    private func withPixels<R>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> R) -> R {
        truth.withUnsafeBufferPointer { truth in shown.withUnsafeBufferPointer { shown in body(truth, shown) } }
    }

    /// The change shown after `a` against the frame's true change, over the pixels either touches (nothing else
    /// changes); no motion to keep on the first frame, whose shown pixels are unknown. Where `a` shows no other
    /// colour only the truth changes, which is the same for every attempt (`step.truth`); so only the pixels `a`
    /// writes in another colour are read.
    private func motion(after a: Attempt) -> MotionFidelity.Sums {
        let changed = step.rect, written = a.rect
        guard measuresMotion(changed.union(written)) else { return MotionFidelity.Sums() }
        var sums = step.truth
        let transparent = a.palette.transparentIndex, width = self.width
        withPixels { truth, shown in
            step.before.withUnsafeBufferPointer { before in
                a.indices.withUnsafeBufferPointer { indices in
                    a.palette.colors.withUnsafeBufferPointer { colors in
                        var j = 0
                        for y in written.y..<written.maxY {
                            let inChanged = y >= changed.y && y < changed.maxY
                            for x in written.x..<written.maxX {
                                defer { j &+= 1 }
                                let i = indices[j]
                                guard i != transparent else { continue }
                                let p = y &* width &+ x
                                let s0 = shown[p], s1 = colors[Int(i)]
                                guard s1 != s0 else { continue }
                                let t1 = truth[p]
                                let t0 = inChanged && x >= changed.x && x < changed.maxX
                                    ? before[(y &- changed.y) &* changed.width &+ x &- changed.x] : t1
                                sums.addShown(s0, s1, t0, t1)
                            }
                        }
                    }
                }
            }
        }
        return sums
    }

    /// Whether an attempt's motion is measured over `area` (the frame's change and the attempt's rectangle): not
    /// on the first frame, whose shown pixels are unknown.
    private func measuresMotion(_ area: PixelRect) -> Bool {
        !area.isEmpty && shown[area.y * width + area.x] != GIFFramePlanner.unknownKey
    }

    /// Whether every attempt that writes only inside `written` misses the motion floor. Its shown change is 0
    /// outside `written`, so by Cauchy–Schwarz its correlation Σ ΔS·ΔT / √(Σ ΔS² · Σ ΔT²) is at most
    /// √(Σ ΔT² inside `written` / Σ ΔT²); `Step.truthBound` bounds the numerator from above, and a relative margin
    /// of 10⁻⁹ covers the rounding of the correlation's own arithmetic.
    private func mustMissMotion(writing written: PixelRect) -> Bool {
        guard step.truth.moves, measuresMotion(step.rect.union(written)) else { return false }
        let floor = minimumMotion * minimumMotion * (1 - 1e-9)
        return Double(step.truthBound(over: written)) < floor * Double(step.truth.truth)
    }

    /// The fewest bytes the finished file can have: what is written so far and the trailer.
    var minimumFileSize: Int { output.count + pending.count + 1 }

    /// Whether the frames encoded so far keep the file's motion floor as a whole.
    var keepsFileMotion: Bool { fileMotion.passesOverall(fileMotionFloor) }

    /// Whether the file's motion up to and with this frame's (`motion`) keeps its floor
    /// (`MotionFidelity.Sums.keeps(adding:_:)`).
    private func keepsFile(_ motion: MotionFidelity.Sums) -> Bool { fileMotion.keeps(adding: motion, fileMotionFloor) }

    /// Keeps the measured windows as the shown frame's, and its motion as the file's.
    private mutating func record(_ m: Measured) {
        if !m.passes(minimumSSIM, minimumMotion) { framesUnderFloors += 1 }
        fileMotion = fileMotion + m.motion
        var k = 0
        for wy in m.windows.y..<m.windows.maxY {
            for wx in m.windows.x..<m.windows.maxX {
                let w = wy * similarity.columns + wx
                ssimTotal += m.values[k] - windowSSIM[w]
                windowSSIM[w] = m.values[k]
                k += 1
            }
        }
    }

    // MARK: Output

    /// Writes the chosen attempt's block, updates the shown pixels, and applies its disposal.
    private mutating func commit(_ a: Attempt, delay: Int, disposal: GIFFileWriter.Disposal) {
        flushPending()
        pending = GIFFileWriter.imageBlock(rect: a.rect, disposal: disposal, palette: a.palette, local: a.local,
                                           lzw: a.lzw, minimumCodeSize: a.minimumCodeSize)
        pendingDelay = delay
        pendingDisposal = disposal
        let transparent = a.palette.transparentIndex, width = self.width
        shown.withUnsafeMutableBufferPointer { shown in
            a.indices.withUnsafeBufferPointer { indices in
                a.palette.colors.withUnsafeBufferPointer { colors in
                    var j = 0
                    for y in a.rect.y..<a.rect.maxY {
                        for x in a.rect.x..<a.rect.maxX {
                            let i = indices[j]
                            if i != transparent { shown[y &* width &+ x] = colors[Int(i)] }
                            j &+= 1
                        }
                    }
                }
            }
        }
        cleared = .none
        if disposal == .background {
            for y in a.rect.y..<a.rect.maxY { for x in a.rect.x..<a.rect.maxX { shown[y * width + x] = GIFFramePlanner.transparentKey } }
            cleared = a.rect
        }
    }

    /// A frame with nothing to draw shows the previous one longer; after a clearing disposal it cannot (the clear
    /// happens when the previous frame ends), so it becomes one transparent pixel.
    private mutating func extendPending(by delay: Int) {
        if pendingDisposal == .keep && !pending.isEmpty {
            pendingDelay = Swift.min(pendingDelay + delay, 65_535)
            return
        }
        flushPending()
        let pixel = PixelRect(x: 0, y: 0, width: 1, height: 1)
        let data = lzw.encode([global.transparentIndex], minimumCodeSize: Swift.max(2, global.bits))
        pending = GIFFileWriter.imageBlock(rect: pixel, disposal: .keep, palette: global, local: false, lzw: data,
                                           minimumCodeSize: Swift.max(2, global.bits))
        pendingDelay = delay
        pendingDisposal = .keep
        cleared = .none
    }

    private mutating func flushPending() {
        guard !pending.isEmpty else { return }
        pending[GIFFileWriter.delayOffset] = UInt8(pendingDelay & 0xFF)
        pending[GIFFileWriter.delayOffset + 1] = UInt8(pendingDelay >> 8)
        output += pending
        pending = []
    }
}
