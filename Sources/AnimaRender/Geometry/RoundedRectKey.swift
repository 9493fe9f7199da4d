import AnimaCore

/// What a filled rounded rectangle's device outline is a function of: the rectangle, its corner radii and the
/// projection to the device. A layer that only fades or changes colour keeps its key from frame to frame, so its
/// outline is built once (`FrameScratch.roundedRects`).
struct RoundedRectKey: Hashable, Sendable {
    let rect: Rect
    /// Top-left, top-right, bottom-right, bottom-left.
    let radii: SIMD4<Double>
    let projection: Projection

    init(_ rect: Rect, radii: (Double, Double, Double, Double), _ projection: Projection) {
        self.rect = rect
        self.radii = SIMD4(radii.0, radii.1, radii.2, radii.3)
        self.projection = projection
    }

    /// Feeds `Hasher` one word (`fingerprint`): a lookup per layer per frame then costs one hash round, not
    /// seventeen. Equality still compares every number.
    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }

    /// The seventeen numbers mixed into one word by a multiply–xor (FNV-1a on words), as `CoverageCache.Key` does.
    var fingerprint: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        // + 0 turns −0 into +0, which == holds equal.
        func mix(_ v: Double) { h = (h ^ (v + 0).bitPattern) &* 0x100_0000_01B3 }
        mix(rect.minX); mix(rect.minY); mix(rect.width); mix(rect.height)
        mix(radii.x); mix(radii.y); mix(radii.z); mix(radii.w)
        let m = projection
        mix(m.a); mix(m.b); mix(m.c); mix(m.d); mix(m.tx); mix(m.ty); mix(m.p); mix(m.q); mix(m.w)
        return h
    }
}
