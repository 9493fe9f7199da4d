import AnimaImageFormats

/// Offscreen canvases and blur planes on memory kept in the frame scratch: a group layer, a mask or a shadow drawn
/// every frame then allocates (and faults in) nothing; the memory is zeroed before use, so no pixel depends on what
/// an earlier frame left there.
extension LayerPainter {
    /// Offscreens (and planes) whose memory a scratch keeps: the deepest nesting of them a frame usually reaches.
    static let keptOffscreens = 4
    /// The most offscreen pixels a scratch keeps (8 Mpx, 32 MiB: two offscreens of a phone-sized frame at 3×), so
    /// a renderer's spare scratches do not hold a frame's worth of full-size offscreens each.
    static let keptOffscreenPixels = 1 << 23

    /// A transparent canvas over `area`, on memory an earlier offscreen gave back.
    mutating func offscreen(_ area: PixelRect) -> RenderTarget {
        var target = RenderTarget(Canvas(unchecked: area, reusing: scratch.offscreens.popLast() ?? []))
        target.blendsEdgesExactly = scratch.blendsEdgesExactly
        return target
    }

    /// Keeps `target`'s memory for the next offscreen.
    mutating func recycle(_ target: consuming RenderTarget) { LayerPainter.keep(target.pixels, in: &scratch.offscreens) }

    /// Memory for a blur plane, given back by an earlier shadow.
    mutating func planeMemory() -> [Int32] { scratch.planes.popLast() ?? [] }

    /// Keeps a blur plane's memory for the next shadow.
    mutating func recycle(_ plane: consuming ShadowBlur.Plane) { LayerPainter.keep(plane.values, in: &scratch.planes) }

    /// Pushes `memory` onto `stack` unless that would pass `keptOffscreens` buffers or `keptOffscreenPixels`.
    private static func keep<Element>(_ memory: [Element], in stack: inout [[Element]]) {
        let kept = stack.reduce(memory.capacity) { $0 + $1.capacity }
        guard stack.count < keptOffscreens, kept <= keptOffscreenPixels else { return }
        stack.append(memory)
    }
}
