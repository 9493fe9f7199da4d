import AnimaCore

extension Transform3D {
    /// Whether scale, Euler rotation, translation (and perspective) rebuild the matrix: no skew is lost (to 1e-6 of
    /// the matrix's size, the precision of the decomposition's quaternion at small angles: under 1e-3 pt on a 1000 pt
    /// layer). The 3D Lottie form writes a matrix as those parts only where they rebuild it.
    var isRecomposable: Bool {
        let r = TransformComponents(self).matrix
        let size = entries.map(Swift.abs).max() ?? 1
        return zip(entries, r.entries).allSatisfy { Swift.abs($0 - $1) <= 1e-6 * Swift.max(1, size) }
    }

    /// Whether the 2D part skews, which a rotation and two scales cannot say: the second column has a part along
    /// the first (a matrix that collapses the first axis does not count).
    var skews: Bool {
        let sx = (m11 * m11 + m12 * m12).squareRoot()
        let sy = sx > 0 ? (m11 * m22 - m12 * m21) / sx : (m21 * m21 + m22 * m22).squareRoot()
        return sx > 0 && Swift.abs((m11 * m21 + m12 * m22) / sx) > 1e-9 * Swift.max(1, Swift.abs(sy))
    }

    /// Whether an exporter must write this model matrix whole rather than as parts: it skews, or its parts do not
    /// rebuild it (a collapsed matrix reads as the identity's parts).
    var needsWholeMatrix: Bool { skews || !isRecomposable }

    /// Whether the matrix collapses the layer (it has no parts: they read as the identity's) without skewing. Under an
    /// animation of its parts, Core Animation's value functions read the identity's other parts while the animation
    /// shows, as the renderer does (a badge popping from scale 0), and the matrix itself shows whenever none does
    /// (the badge gone again after popping out).
    var collapsesWithoutSkew: Bool { !skews && DecomposedTransform(self) == nil }
}
