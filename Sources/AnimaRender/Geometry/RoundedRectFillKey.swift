import AnimaImageFormats

/// What the coverage of a filled rounded rectangle is a function of: its outline (`RoundedRectKey`, which the
/// outline is built from alone), the clip rectangle and whether runs carry their coverage (the non-zero rule is
/// always used). A layer that only fades or changes colour keeps it from frame to frame, so once its coverage is
/// replayed (`CoverageCache`) it is found by this key alone, without looking up its outline and the outline's
/// coverage key (`FrameScratch.roundedRectFills`).
struct RoundedRectFillKey: Hashable, Sendable {
    let shape: RoundedRectKey
    let clip: PixelRect
    let runCoverage: Bool

    /// Feeds `Hasher` one word: the shape's fingerprint mixed with the clip and the run flag.
    func hash(into hasher: inout Hasher) {
        var h = shape.fingerprint
        func mix(_ w: UInt64) { h = (h ^ w) &* 0x100_0000_01B3 }
        mix(UInt64(truncatingIfNeeded: clip.x) &+ UInt64(truncatingIfNeeded: clip.y) << 32)
        mix(UInt64(truncatingIfNeeded: clip.width) &+ UInt64(truncatingIfNeeded: clip.height) << 32)
        mix(runCoverage ? 1 : 0)
        hasher.combine(h)
    }
}
