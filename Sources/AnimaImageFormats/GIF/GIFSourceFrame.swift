/// One collected frame: the rectangle that changed since the previous frame, its true colour keys (24-bit colours,
/// or `GIFEncoder.transparentKey`), and how long it shows.
struct GIFSourceFrame: Sendable {
    /// Where this frame differs from the previous one (the whole canvas for the first frame).
    var rect: PixelRect
    /// The keys inside `rect`, row by row.
    var keys: [UInt32]
    /// Hundredths of a second, including later frames that changed nothing.
    var delay: Int

    /// The keys of `rect` from a `width`-wide frame.
    static func crop(_ keys: [UInt32], width: Int, to rect: PixelRect) -> [UInt32] {
        if rect.x == 0 && rect.width == width && rect.area == keys.count { return keys }
        var out: [UInt32] = []
        out.reserveCapacity(rect.area)
        for y in rect.y..<rect.maxY { out += keys[(y * width + rect.x)..<(y * width + rect.maxX)] }
        return out
    }
}
