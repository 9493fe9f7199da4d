import RealModule
import Testing
@testable import AnimaImageFormats

/// The motion rule (`MotionFidelity`): a faint full-width shimmer, whose frames differ by at most 10 levels and
/// whose every frame a still file would show at SSIM above the floors, keeps its motion in every animated format.
@Suite("Animated outputs keep faint motion")
struct MotionFidelityTests {
    static let width = 160, height = 48, frameCount = 90, fps = 30.0

    /// Frame `step` of a faint shimmer: a pale grey canvas under a band 10 levels lighter at its crest (cos²
    /// profile, 96 px wide, leaning 1 px per 2 rows) that sweeps `speed` px a frame (16 unless told) across the
    /// full width and wraps; every pixel lies between the grey and the crest, so no pixel changes by more than 10
    /// levels between frames (at most 5 at the band's flanks).
    static func shimmerFrame(_ step: Int, speed: Int = 16) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height)
        let travel = width + 96
        for y in 0..<height {
            let crest = Double((step * speed + y / 2) % travel) - 48
            for x in 0..<width {
                let u = (Double(x) - crest) / 48
                let lift = abs(u) < 1 ? Int((10 * cosSquared(u)).rounded()) : 0
                let r = UInt32(228 + lift), g = UInt32(228 + lift), b = UInt32(232 + lift)
                canvas.pixels[y * width + x] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        return canvas
    }

    /// cos²(πu/2): 1 at the crest, 0 at u = ±1.
    static func cosSquared(_ u: Double) -> Double {
        let c = Double.cos(Double.pi * u / 2)
        return c * c
    }

    static func shimmer(speed: Int = 16) throws -> [Canvas] { try (0..<frameCount).map { try shimmerFrame($0, speed: speed) } }
    static let delays = GIFTiming.delays(frameCount: frameCount, fps: fps)
    static var truth: [(pixels: [UInt32], duration: Int)] {
        get throws { try zip(shimmer(), delays).map { ($0.pixels, $1) } }
    }

    /// The slow shimmer's speed: 3 px a frame. The profile 10 cos²(πu/2), u = (x − crest) / 48, changes by at most
    /// 10 · (π/2) / 48 = 0.327 levels per px, so by at most 0.98 levels when the crest moves 3 px; two values less
    /// than 1 apart round at most 1 apart. Every step of it is within `MotionFidelity.movingLevels` (2), so no frame
    /// of it moves by the per-frame rule, yet the band travels 270 px over the 90 frames.
    static let slowSpeed = 3

    /// The SSIM of every true frame (of `frames`, the shimmer unless told) against the frame the file shows at its
    /// start time.
    static func similarities(_ shown: [(pixels: [UInt32], duration: Int)], frames: [Canvas]? = nil) throws -> [Double] {
        var result: [Double] = [], i = 0, shownEnd = shown.first?.duration ?? 0, start = 0
        for (truth, delay) in zip(try frames ?? shimmer(), delays) {
            while i + 1 < shown.count && shownEnd <= start { i += 1; shownEnd += shown[i].duration }
            result.append(StructuralSimilarity.mean(truth.pixels, shown[i].pixels, width: width, height: height))
            start += delay
        }
        return result
    }

    enum Output: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case gif, gifLossy30, gifQuick, apng, webp, webpLossy, webpLossless
        var testDescription: String { rawValue }
        /// The floors the output promises: SSIM of every frame, motion correlation of the whole file.
        var floors: (ssim: Double, motion: Double) {
            switch self {
            case .gifLossy30, .webpLossy: (0.99, 0.901)  // the goal 0.9 and the file's margin of 0.001
            default: (0.995, 0.95)
            }
        }
    }

    /// The output's file, decoded on its own time grid (hundredths of a second).
    static func decoded(_ output: Output, _ frames: [Canvas]) throws -> [(pixels: [UInt32], duration: Int)] {
        switch output {
        case .gif, .gifLossy30, .gifQuick:
            let q = output == .gifLossy30 ? (lossy: 30, minimumSSIM: GIFEncoder.lossyMinimumSSIM) : GIFEncoder.standard
            var encoder = try GIFEncoder(width: width, height: height, lossy: q.lossy, minimumSSIM: q.minimumSSIM,
                                         effort: output == .gifQuick ? .quick : .thorough)
            for (f, d) in zip(frames, delays) { try encoder.addFrame(f, delay: d) }
            return try GIFDecoder().decode(encoder.finish()).map { ($0.canvas.pixels, $0.delay) }
        case .apng:
            return try APNGFrames.decode(try APNGEncoder.encode(frames, delays: delays))
        case .webp, .webpLossy, .webpLossless:
            let quality: WebPEncoder.Quality = switch output {
            case .webp: .standard
            case .webpLossy: .lossy(minimumSSIM: GIFEncoder.lossyMinimumSSIM)
            default: .lossless
            }
            let encoder = try WebPEncoder(width: width, height: height, quality: quality)
            for (f, d) in zip(frames, delays) { try encoder.addFrame(f, delay: d) }
            let file = try encoder.finish()
            var shown: [(pixels: [UInt32], duration: Int)] = [], last = 0
            #expect(WebPAnimationReader.decode(file) { pixels, end in
                shown.append((Array(pixels), Swift.max(end - last, 0) / 10)); last = Swift.max(end, last)
            })
            // libwebp writes a one-frame animation as a still image, whose frame ends at 0: it shows throughout.
            shown[shown.count - 1].duration += delays.reduce(0, +) - shown.reduce(0) { $0 + $1.duration }
            return shown
        }
    }

    @Test("a still file, and a file held every other frame, fall under the floors the real files keep", arguments: Output.allCases)
    func keepsMotion(_ output: Output) throws {
        let frames = try Self.shimmer()
        let truth = try Self.truth
        let shown = try Self.decoded(output, frames)
        let motion = MotionFidelity.correlation(shown: shown, truth: truth)
        let ssim = try Self.similarities(shown)
        #expect(shown.count > 1, "\(output): a still file")
        #expect(motion >= output.floors.motion, "\(output): motion \(motion), \(shown.count) frames")
        #expect(ssim.allSatisfy { $0 >= output.floors.ssim }, "\(output): worst SSIM \(ssim.min() ?? 0)")
    }

    @Test("a slow faint band, every step within 2 levels, keeps its motion over the whole file", arguments: Output.allCases)
    func keepsSlowMotion(_ output: Output) throws {
        let frames = try Self.shimmer(speed: Self.slowSpeed)
        let truth = zip(frames, Self.delays).map { (pixels: $0.pixels, duration: $1) }
        var largestStep = 0
        for (a, b) in zip(frames, frames.dropFirst()) {
            for (p, q) in zip(a.pixels, b.pixels) where p != q {
                for shift in stride(from: UInt32(0), through: 16, by: 8) {
                    largestStep = max(largestStep, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
            }
        }
        #expect(largestStep == 1, "every step is one level (see slowSpeed)")
        let shown = try Self.decoded(output, frames)
        let motion = MotionFidelity.correlation(shown: shown, truth: truth)
        let ssim = try Self.similarities(shown, frames: frames)
        #expect(motion >= output.floors.motion, "\(output): motion \(motion), \(shown.count) frames")
        #expect(ssim.allSatisfy { $0 >= output.floors.ssim }, "\(output): worst SSIM \(ssim.min() ?? 0)")
    }

    @Test("the scene needs the rule: a still file keeps the SSIM floor and has no motion; one holding every other frame keeps under 0.9")
    func sceneNeedsTheRule() throws {
        let truth = try Self.truth
        let still = [(truth[0].pixels, truth.reduce(0) { $0 + $1.duration })]
        let stillSSIM = try Self.similarities(still).min() ?? 0
        #expect(stillSSIM >= 0.995, "a faint band: SSIM alone passes a still file (worst frame \(stillSSIM))")
        #expect(MotionFidelity.correlation(shown: still, truth: truth) == 0)
        let halved = stride(from: 0, to: truth.count, by: 2).map { i in
            (truth[i].pixels, truth[i].duration + (i + 1 < truth.count ? truth[i + 1].duration : 0))
        }
        #expect(MotionFidelity.correlation(shown: halved, truth: truth) < 0.9)
        #expect(abs(MotionFidelity.correlation(shown: truth, truth: truth) - 1) < 1e-12)
    }

    @Test("the motion costs the default GIF little: at most 0.8× the exact GIF's bytes, and --lossy 30 is smaller still")
    func gifKeepsMotionSmall() throws {
        // The exact GIF (every colour of the shimmer fits one table) is what ffmpeg palettegen/paletteuse + gifsicle
        // writes for it too, and the goal for the default GIF is 0.8× that anchor. Held pixels alone cannot
        // meet it: every moving pixel changes by at most 5 levels, so a held one is a lost change.
        let frames = try Self.shimmer()
        let exact = try GIFEncoder.encode(frames, delays: Self.delays, lossy: 0)
        let standard = try GIFEncoder.encode(frames, delays: Self.delays, lossy: GIFEncoder.standard.lossy,
                                             minimumSSIM: GIFEncoder.standard.minimumSSIM)
        let lossy = try GIFEncoder.encode(frames, delays: Self.delays, lossy: 30, minimumSSIM: GIFEncoder.lossyMinimumSSIM)
        #expect(Double(standard.count) <= 0.8 * Double(exact.count), "default \(standard.count) bytes, exact \(exact.count)")
        #expect(lossy.count < standard.count, "--lossy 30 \(lossy.count) bytes, default \(standard.count)")
    }

    @Test("the correlation by hand: one pixel, red 0 → 10 truly; shown 0 → 5 is 1, still is 0, red and green 0 → 10 is 1/√2")
    func correlationByHand() {
        let truth: [(pixels: [UInt32], duration: Int)] = [([0xFF00_0000], 3), ([0xFF00_000A], 3)]
        let half: [(pixels: [UInt32], duration: Int)] = [([0xFF00_0000], 3), ([0xFF00_0005], 3)]
        let still: [(pixels: [UInt32], duration: Int)] = [([0xFF00_0000], 6)]
        let both: [(pixels: [UInt32], duration: Int)] = [([0xFF00_0000], 3), ([0xFF00_0A0A], 3)]
        #expect(MotionFidelity.correlation(shown: half, truth: truth) == 1)
        #expect(MotionFidelity.correlation(shown: still, truth: truth) == 0)
        #expect(abs(MotionFidelity.correlation(shown: both, truth: truth) - 0.5.squareRoot()) < 1e-12)
        // Late by one hundredth: the change is seen at t = 4 where the truth changed at 3, so the two never line up.
        let late: [(pixels: [UInt32], duration: Int)] = [([0xFF00_0000], 4), ([0xFF00_000A], 2)]
        #expect(MotionFidelity.correlation(shown: late, truth: truth) == 0)
    }

    @Test("a file keeps the floor over every change, a step only where it moves: red 0 → 1 shown still passes as a step, not as a file")
    func overallCountsEveryChange() {
        // One pixel whose red goes 0 → 1: a change of 1 level, within movingLevels (2), so the step does not move.
        var still = MotionFidelity.Sums(), shown = MotionFidelity.Sums()
        still.add(0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0001)  // Σ ΔS·ΔT = 0, Σ ΔS² = 0, Σ ΔT² = 1
        shown.add(0xFF00_0000, 0xFF00_0001, 0xFF00_0000, 0xFF00_0001)  // 1, 1, 1: cosine 1
        #expect(still.passes(0.96))
        #expect(!still.passesOverall(0.96))
        #expect(shown.passesOverall(0.96))
        // Two such steps pooled, one shown and one still: 1 / √(1 · 2) = 0.707 < 0.9.
        #expect(!(still + shown).passesOverall(0.9))
        #expect(MotionFidelity.Sums().passesOverall(0.96), "nothing changes: nothing to keep")
    }

    @Test("one file rule for every encoder: a frame is kept when the file with it keeps the floor, or its own change does")
    func fileRule() {
        // Steps of one pixel whose red goes 0 → 1 (Σ ΔS·ΔT, Σ ΔS², Σ ΔT²): shown still (0, 0, 1) or shown (1, 1, 1).
        var still = MotionFidelity.Sums(), shown = MotionFidelity.Sums()
        still.add(0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0001)
        shown.add(0xFF00_0000, 0xFF00_0001, 0xFF00_0000, 0xFF00_0001)
        // A file that lost its first step (0, 0, 1): with a shown step it pools to 1 / √(1 · 2) = 0.707 < 0.9, yet
        // the step keeps the floor itself (1), so it is kept: a frame need not repair what an earlier one lost.
        #expect(still.keeps(adding: shown, 0.9))
        #expect(!still.keeps(adding: still, 0.9), "neither the file (0) nor the step (0) keeps it")
        // Nine shown steps (9, 9, 9) and a still one pool to 9 / √(9 · 10) = 0.949: the file keeps 0.9 with it,
        // though the step alone scores 0; not 0.96.
        var nine = MotionFidelity.Sums()
        for _ in 0..<9 { nine = nine + shown }
        #expect(nine.keeps(adding: still, 0.9))
        #expect(!nine.keeps(adding: still, 0.96))
    }

    @Test("a whole file keeps a margin over the --lossy goal of 0.9, not the default's 0.96 again")
    func fileFloorMargin() {
        // The goals: 0.95 (default) and 0.9 (--lossy N). The default's frame floor, 0.96, is 0.01 over its goal
        // already; the lossy floor is the goal itself, so the whole file keeps `fileMargin` over it.
        #expect(MotionFidelity.fileFloor(forSSIM: 0.996) == MotionFidelity.standardFloor)
        #expect(MotionFidelity.fileFloor(forSSIM: GIFEncoder.lossyMinimumSSIM) > 0.9)
        #expect(MotionFidelity.fileFloor(forSSIM: 0) == 0, "no SSIM floor, no motion floor")
    }
}
