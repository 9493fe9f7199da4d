/// Opaque frames in which a pixel within `bound` levels (every channel) of the colour the previous frame shows keeps
/// that colour, so libwebp's lossless coder finds it unchanged and leaves it out of the frame's rectangle or blends
/// it away for free. The bound halves frame by frame (N, N/2, …, 0) until the held frame, and the windows the frame
/// changes, keep `floor` SSIM against the true frame (ffmpeg's measure, `StructuralSimilarity`) and the frame's
/// shown change keeps the motion floor that goes with it (`MotionFidelity`), the rule `GIFEncoder` follows for its
/// held pixels.
struct WebPHeldFrames {
    let width: Int
    let height: Int
    let bound: Int
    let floor: Double

    /// `frames` as held, same count and order.
    func hold(_ frames: [Canvas]) -> [Canvas] {
        guard var shown = frames.first else { return [] }
        var held = [shown]
        held.reserveCapacity(frames.count)
        let similarity = StructuralSimilarity(width: width, height: height)
        var pooled = MotionFidelity.Sums()
        for (before, truth) in zip(frames, frames.dropFirst()) {
            shown = holdFrame(truth, over: shown, before: before, pooled: &pooled, similarity: similarity)
            held.append(shown)
        }
        return held
    }

    /// The held version of `truth` over the previous `shown` frame (whose true frame was `before`) at the largest
    /// bound that keeps the floors: this frame's motion, and the file's with it (`MotionFidelity.Sums.keeps`, the
    /// GIF planner's rule too; `pooled`, the frames so far, comes back with this frame's added).
    private func holdFrame(_ truth: Canvas, over shown: Canvas, before: Canvas, pooled: inout MotionFidelity.Sums,
                           similarity: StructuralSimilarity) -> Canvas {
        // The motion of showing `next` after `shown`, against the true step from `before` to `truth`.
        func motion(showing next: [UInt32]) -> MotionFidelity.Sums {
            var m = MotionFidelity.Sums()
            m.add(shown.pixels, next, before.pixels, truth.pixels)
            return m
        }
        if let changed = PixelRect.changed(between: truth.pixels, and: shown.pixels, width: width, height: height),
           similarity.count > 0 {
            let region = similarity.windows(touching: changed)
            let motionFloor = MotionFidelity.floor(forSSIM: floor), fileFloor = MotionFidelity.fileFloor(forSSIM: floor)
            var b = bound
            var candidate = truth
            while b > 0 {
                candidate.pixels = WebPHeldFrames.held(truth.pixels, over: shown.pixels, bound: b)
                let m = motion(showing: candidate.pixels)
                if m.passes(motionFloor), pooled.keeps(adding: m, fileFloor),
                   passes(candidate, truth, region: region, similarity: similarity) {
                    pooled = pooled + m
                    return candidate
                }
                b /= 2
            }
        }
        pooled = pooled + motion(showing: truth.pixels)
        return truth
    }

    /// Each pixel of `truth` replaced by `shown`'s where every channel is within `bound`.
    static func held(_ truth: [UInt32], over shown: [UInt32], bound: Int) -> [UInt32] {
        var out = truth
        for i in truth.indices {
            let t = truth[i], s = shown[i]
            guard t != s, t >> 24 == s >> 24 else { continue }
            var near = true
            for c in 0..<3 where near {
                let shift = UInt32(8 * c)
                near = abs(Int((t >> shift) & 0xFF) - Int((s >> shift) & 0xFF)) <= bound
            }
            if near { out[i] = s }
        }
        return out
    }

    /// Whether the held frame keeps the floor over the whole frame and over the windows the frame changes.
    private func passes(_ candidate: Canvas, _ truth: Canvas, region: PixelRect, similarity: StructuralSimilarity) -> Bool {
        var total = 0.0, inRegion = 0.0
        truth.pixels.withUnsafeBufferPointer { t in
            candidate.pixels.withUnsafeBufferPointer { c in
                similarity.measure(windows: similarity.all, t, c, stride: width, origin: (0, 0)) { w, v in
                    total += v
                    let wx = w % similarity.columns, wy = w / similarity.columns
                    if wx >= region.x && wx < region.maxX && wy >= region.y && wy < region.maxY { inRegion += v }
                }
            }
        }
        return total / Double(similarity.count) >= floor && (region.isEmpty || inRegion / Double(region.area) >= floor)
    }
}
