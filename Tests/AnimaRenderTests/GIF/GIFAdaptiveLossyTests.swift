import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// `GIFEncoder`'s SSIM floor: the lossy bounds are lowered frame by frame until the shown frame keeps the floor.
@Suite("Lossy GIF keeps an SSIM floor")
struct GIFAdaptiveLossyTests {
    /// Twelve 64×64 frames of `shimmerFrame`: faint changes, the kind a large lossy bound drops.
    static func shimmer() throws -> [Canvas] { try (0..<12).map { try shimmerFrame($0) } }

    static let delay = 3

    /// The SSIM of every source frame against the decoded frame showing at its start (a frame whose changes were all
    /// within the bound lengthens the previous one's delay).
    static func similarities(_ gif: [UInt8], _ frames: [Canvas]) throws -> [Double] {
        let decoded = try GIFDecoder().decode(gif)
        var shown: [Canvas] = []
        for d in decoded { shown += Array(repeating: d.canvas, count: d.delay / delay) }
        try #require(shown.count == frames.count)
        return zip(shown, frames).map { StructuralSimilarity.mean($0.pixels, $1.pixels, width: 64, height: 64) }
    }

    /// The largest channel difference between the decoded frames and the source.
    static func worstChannel(_ gif: [UInt8], _ frames: [Canvas]) throws -> Int {
        let decoded = try GIFDecoder().decode(gif)
        var shown: [Canvas] = []
        for d in decoded { shown += Array(repeating: d.canvas, count: d.delay / delay) }
        var worst = 0
        for (s, f) in zip(shown, frames) {
            for (a, b) in zip(s.straightRGBA(), f.straightRGBA()) { worst = max(worst, abs(Int(a) - Int(b))) }
        }
        return worst
    }

    @Test("bound 32 alone drops the shimmer below SSIM 0.99; with a 0.99 floor every frame keeps it, pixels stay within 32, and the file is still smaller than the exact one")
    func floorHolds() throws {
        let frames = try Self.shimmer()
        try #require(distinctColours(frames) <= 255, "one exact table, so the only error is the lossy one")
        let delays = [Int](repeating: Self.delay, count: frames.count)
        let unchecked = try GIFEncoder.encode(frames, delays: delays, lossy: 32)
        #expect(try Self.similarities(unchecked, frames).min() ?? 1 < 0.99, "the scene exercises the floor")
        let floored = try GIFEncoder.encode(frames, delays: delays, lossy: 32, minimumSSIM: 0.99)
        let s = try Self.similarities(floored, frames)
        #expect(s.allSatisfy { $0 >= 0.99 }, "per-frame SSIM \(s)")
        #expect(try Self.worstChannel(floored, frames) <= 32)
        let exact = try GIFEncoder.encode(frames, delays: delays)
        #expect(try Self.worstChannel(exact, frames) == 0)
        #expect(floored.count < exact.count, "floored \(floored.count) bytes, exact \(exact.count)")
    }

    /// Frame `step` of two saturated rounded cards on grey, the upper one 3 px lower each frame: flat colours whose
    /// anti-aliased corners bring a few dozen exact colours.
    static func cardFrame(_ step: Int) throws -> Canvas {
        try Renderer(width: 64, height: 64, background: Color(0.95, 0.95, 0.97)).render(presentation([
            TestLayer("red", frame: Rect(6, 4 + 3 * Double(step), 52, 22)) { $0.backgroundColor = Color(1, 0.23, 0.19); $0.cornerRadius = 7 },
            TestLayer("blue", frame: Rect(6, 38, 52, 22)) { $0.backgroundColor = Color(0, 0.48, 1); $0.cornerRadius = 7 },
        ]))
    }

    @Test("for a lossless coder every frame takes the shortest table that keeps the floor, exact colours too; a GIF's frames keep the floor whichever table each takes")
    func losslessCoderTakesTheShortestTable() throws {
        let frames = try (0..<3).map { try Self.cardFrame($0) }
        let colours = distinctColours([frames[0]])
        try #require(colours > 15 && colours <= 255, "\(colours) colours: more than the shortest table, fewer than a full one")
        func encoded(forLosslessCoder: Bool) throws -> [UInt8] {
            var gif = try GIFEncoder(width: 64, height: 64, loopCount: nil, preservesTransparency: false, lossy: 4,
                                     minimumSSIM: 0.99, forLosslessCoder: forLosslessCoder)
            for f in frames { try gif.addFrame(f, delay: Self.delay) }
            return gif.finish()
        }
        let plain = try encoded(forLosslessCoder: true), gif = try encoded(forLosslessCoder: false)
        let shown = try GIFDecoder().decode(plain).map(\.canvas)
        #expect(shown.count == 3)
        #expect(distinctColours([shown[0]]) <= 15, "the first frame in 15 colours, not \(distinctColours([shown[0]]))")
        let gifShown = try GIFDecoder().decode(gif).map(\.canvas)
        #expect(gifShown.count == 3)
        for (s, f) in zip(shown + gifShown, frames + frames) {
            #expect(StructuralSimilarity.mean(s.pixels, f.pixels, width: 64, height: 64) >= 0.99)
        }
    }

    /// A 32×32 grey frame, level 150 with a dark 8×8 block (40) at (8, 8); `lifted` raises them to 152 and 48,
    /// and `dot` then sets one pixel of the block to white.
    static func greyFrame(lifted: Bool, dot: Bool) throws -> Canvas {
        var bytes = [UInt8](repeating: 255, count: 32 * 32 * 4)
        for y in 0..<32 {
            for x in 0..<32 {
                let inBlock = (8..<16).contains(x) && (8..<16).contains(y)
                var v = inBlock ? 40 : 150
                if lifted { v += inBlock ? 8 : 2 }
                if dot && x == 12 && y == 12 { v = 255 }
                for c in 0..<3 { bytes[(y * 32 + x) * 4 + c] = UInt8(v) }
            }
        }
        return try Canvas(width: 32, height: 32, straightRGBA: bytes)
    }

    @Test("pixels an earlier frame held are rewritten when a later frame's windows fall under the floor because of them")
    func heldPixelsAreRepaired() throws {
        // Frame 1 lifts everything within the bound of 16 (the background by 2, the block by 8): held, and the frame
        // keeps 0.996 (the window inside the block alone measures 1 − 8²/(40² + 48²) = 0.984, one of 49). Frame 2
        // changes one pixel in the block: the four windows it changes average about 0.995, under the floor, and
        // rewriting that pixel at any bound leaves them there: the held block must be rewritten.
        let frames = [try Self.greyFrame(lifted: false, dot: false), try Self.greyFrame(lifted: true, dot: false),
                      try Self.greyFrame(lifted: true, dot: true)]
        let gif = try GIFEncoder.encode(frames, delays: [Self.delay, Self.delay, Self.delay], lossy: 16, minimumSSIM: 0.996)
        var shown: [Canvas] = []
        for d in try GIFDecoder().decode(gif) { shown += Array(repeating: d.canvas, count: d.delay / Self.delay) }
        try #require(shown.count == 3)
        let similarity = StructuralSimilarity(width: 32, height: 32)
        let changed = similarity.windows(touching: PixelRect(x: 12, y: 12, width: 1, height: 1))
        var total = 0.0, count = 0.0
        frames[2].pixels.withUnsafeBufferPointer { truth in
            shown[2].pixels.withUnsafeBufferPointer { s in
                similarity.measure(windows: changed, truth, s, stride: 32, origin: (0, 0)) { _, v in total += v; count += 1 }
            }
        }
        #expect(total / count >= 0.996, "the windows frame 2 changes measure \(total / count)")
        #expect(StructuralSimilarity.mean(shown[2].pixels, frames[2].pixels, width: 32, height: 32) >= 0.996)
    }

    @Test("the floor is checked on the encoder's input")
    func floorOutOfRange() throws {
        #expect(throws: ImageFormatError.self) { try GIFEncoder(width: 8, height: 8, lossy: 4, minimumSSIM: 1.5) }
        #expect(throws: ImageFormatError.self) { try GIFEncoder(width: 8, height: 8, lossy: 4, minimumSSIM: -0.1) }
    }

    @Test("the quick search lowers the loss in two steps, a quarter of the bound and then nothing, and the thorough one halves it")
    func quickSteps() {
        typealias Loss = GIFFramePlanner.Loss
        let standard = Loss(hold: 12, near: 12)
        #expect(standard.quickSteps == [Loss(hold: 3, near: 3), .none])
        #expect(standard.bothHalving == [Loss(hold: 6, near: 6), Loss(hold: 3, near: 3), Loss(hold: 1, near: 1), .none])
        // A bound under 4 has no quarter: one step, straight to nothing lost; nothing lost has no step at all.
        #expect(Loss(hold: 3, near: 3).quickSteps == [.none])
        #expect(Loss(hold: 30, near: 0).quickSteps == [Loss(hold: 7, near: 0), .none])
        #expect(Loss.none.quickSteps.isEmpty)
    }

    @Test("the third way down holds pixels within 2, then 1 level, with the near bound kept; none without a near bound")
    func heldFew() {
        typealias Loss = GIFFramePlanner.Loss
        #expect(Loss(hold: 30, near: 30).heldFew == [Loss(hold: 2, near: 30), Loss(hold: 1, near: 30)])
        // A hold already under 2 is not raised: min(1, 2) = 1, min(1, 1) = 1.
        #expect(Loss(hold: 1, near: 12).heldFew == [Loss(hold: 1, near: 12), Loss(hold: 1, near: 12)])
        #expect(Loss(hold: 6, near: 0).heldFew.isEmpty)
    }

    /// Frame `step` of a 64×64 texture of 320 colours, k = (64y + x) mod 320 shown as (100 + k/4, 100 + k/4,
    /// 100 + k mod 4), with a black 12×12 square 4 px further right each frame. Neighbouring colours differ by one
    /// level in one channel, so a median-cut table of 127, 63 or 31 entries (about 2.5, 5 or 10 of them to a box)
    /// shows every pixel within 3 levels: SSIM far above 0.992, and the square's change (100+ levels) untouched.
    static func textureFrame(_ step: Int) throws -> Canvas {
        var bytes: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let k = (64 * y + x) % 320
                let inSquare = (4 * step..<4 * step + 12).contains(x) && (26..<38).contains(y)
                bytes += inSquare ? [0, 0, 0, 255] : [UInt8(100 + k / 4), UInt8(100 + k / 4), UInt8(100 + k % 4), 255]
            }
        }
        return try Canvas(width: 64, height: 64, straightRGBA: bytes)
    }

    /// Entries of a GIF's global colour table: 2^(n + 1) for the low 3 bits n of the screen descriptor's flags.
    static func globalTableEntries(_ gif: [UInt8]) -> Int { 2 << Int(gif[10] & 7) }

    @Test("colours that do not fit one table: a thorough encoder with floors takes a shorter global table when the file shrinks at the floors, a quick one keeps 256 entries")
    func shorterGlobalTable() throws {
        let frames = try (0..<8).map { try Self.textureFrame($0) }
        let delays = [Int](repeating: Self.delay, count: frames.count)
        // 321 colours, so the table is a median cut either way; every box of a halved table stays within
        // 3 levels (above), so the floors hold and each pixel's code is at least one bit shorter.
        try #require(distinctColours(frames) == 321, "320 texture colours and black")
        let gif = try GIFEncoder.encode(frames, delays: delays, lossy: 30, minimumSSIM: GIFEncoder.lossyMinimumSSIM)
        #expect(Self.globalTableEntries(gif) <= 128)
        let s = try Self.similarities(gif, frames)
        #expect(s.allSatisfy { $0 >= GIFEncoder.lossyMinimumSSIM }, "per-frame SSIM \(s)")
        var quick = try GIFEncoder(width: 64, height: 64, lossy: 30, minimumSSIM: GIFEncoder.lossyMinimumSSIM, effort: .quick)
        for f in frames { try quick.addFrame(f, delay: Self.delay) }
        #expect(Self.globalTableEntries(quick.finish()) == 256)
    }
}
