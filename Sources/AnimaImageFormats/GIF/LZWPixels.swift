/// The indices an LZW stream may write: per pixel a preferred index, optionally an alternate (equal to the preferred
/// one when there is no choice) and, in lossy mode, a list of further acceptable indices.
struct LZWPixels {
    /// The index written when the dictionary offers nothing better; it also starts every new string.
    var preferred: [UInt8]
    /// Another acceptable index per pixel, or empty when no pixel has one.
    var alternate: [UInt8]
    /// Further acceptable indices per pixel (lossy mode).
    var near: LZWNearColors?

    /// Pixels without choices.
    init(preferred: [UInt8]) { self.preferred = preferred; alternate = []; near = nil }

    /// Pixels with alternates and optional near colours.
    init(preferred: [UInt8], alternate: [UInt8], near: LZWNearColors?) {
        self.preferred = preferred; self.alternate = alternate; self.near = near
    }

    /// The number of pixels.
    var count: Int { preferred.count }
}
