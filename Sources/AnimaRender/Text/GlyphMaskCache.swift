/// The glyph masks of one content store, shared by every frame rendered with it (frames render in parallel, so
/// access is locked, `Locked`) and bounded in memory.
///
/// A mask is a pure function of its key, so whether a frame finds it here or rasterises it again changes no pixel:
/// output does not depend on which frames ran first or on which thread.
final class GlyphMaskCache: Sendable {
    /// The most mask bytes kept; when a new mask would pass it, the cache starts over (an animated font size or
    /// scale makes a new size every frame, and those masks are rarely needed again).
    static let byteLimit = 8 << 20

    private struct State {
        var masks: [GlyphMask.Key: GlyphMask] = [:]
        var bytes = 0
    }

    private let state = Locked(State())

    init() {}

    /// The mask for `key`, made with `make` (outside the lock) when it is not cached yet.
    func mask(_ key: GlyphMask.Key, make: () -> GlyphMask) -> GlyphMask {
        if let hit = state.withLock({ $0.masks[key] }) { return hit }
        let mask = make()
        state.withLock { s in
            guard s.masks[key] == nil, mask.byteCount <= Self.byteLimit else { return }
            if s.bytes + mask.byteCount > Self.byteLimit {
                s.masks.removeAll(keepingCapacity: true)
                s.bytes = 0
            }
            s.masks[key] = mask
            s.bytes += mask.byteCount
        }
        return mask
    }

    /// How many masks are held (for tests).
    var count: Int { state.withLock { $0.masks.count } }
}
