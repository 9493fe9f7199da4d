import AnimaCore

/// What a shape layer's stroke outline, in the layer's own space, is a function of: the path, the pen (in
/// `Stroker`, with the flattening tolerance), the dash and the trim. A shape that only moves, turns or fades keeps
/// its key from frame to frame, so its outline is stroked once (`FrameScratch.strokes`).
struct StrokeOutlineKey: Hashable, Sendable {
    let path: Path
    let stroker: Stroker
    let dashPattern: [Double]
    let dashPhase: Double
    let strokeStart: Double
    let strokeEnd: Double
}
