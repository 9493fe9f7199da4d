extension TransformComponents {
    /// How many four-lane groups `splineLanes` fills.
    static let splineLaneCount = 4

    /// The parts as four-lane groups for splining: translation and rotation x; rotation y, z and scale x, y; scale z
    /// and the perspective column's first three; its last.
    var splineLanes: [SIMD4<Double>] {
        [SIMD4(translationX, translationY, translationZ, rotationX), SIMD4(rotationY, rotationZ, scaleX, scaleY),
         SIMD4(scaleZ, perspective.x, perspective.y, perspective.z), SIMD4(perspective.w, 0, 0, 0)]
    }

    /// Parts read back from `splineLanes`' layout (missing groups leave the identity's parts).
    init(splineLanes l: [SIMD4<Double>]) {
        self.init()
        guard l.count >= Self.splineLaneCount else { return }
        (translationX, translationY, translationZ, rotationX) = (l[0].x, l[0].y, l[0].z, l[0].w)
        (rotationY, rotationZ, scaleX, scaleY) = (l[1].x, l[1].y, l[1].z, l[1].w)
        scaleZ = l[2].x
        perspective = SIMD4(l[2].y, l[2].z, l[2].w, l[3].x)
    }
}
