extension TransformComponents {
    /// How many four-lane groups `splineLanes` fills.
    static let splineLaneCount = 4

    /// The parts as four-lane groups for splining: translation and rotation x; rotation y, z and scale x, y; scale z
    /// and the perspective column's first three; its last.
    var splineLanes: [SIMD4<Double>] {
        [SIMD4(translationX, translationY, translationZ, rotationX), SIMD4(rotationY, rotationZ, scaleX, scaleY),
         SIMD4(scaleZ, perspective.x, perspective.y, perspective.z), SIMD4(perspective.w, 0, 0, 0)]
    }

    /// Parts read back from the four groups of `splineLanes`' layout.
    init(splineLanes a: SIMD4<Double>, _ b: SIMD4<Double>, _ c: SIMD4<Double>, _ d: SIMD4<Double>) {
        self.init()
        (translationX, translationY, translationZ, rotationX) = (a.x, a.y, a.z, a.w)
        (rotationY, rotationZ, scaleX, scaleY) = (b.x, b.y, b.z, b.w)
        scaleZ = c.x
        perspective = SIMD4(c.y, c.z, c.w, d.x)
    }
}
