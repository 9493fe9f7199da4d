import AnimaCore

/// Where a layer's sublayers are drawn, following Core Animation's flattening rules.
///
/// A plain layer flattens its sublayers into its own plane: each sublayer's 3D map ends there (its z dropped, its w
/// kept), then the plane goes to the device. A transform layer does not: its sublayers carry on in the 3D space of
/// the nearest flattening ancestor and are depth-sorted there.
struct Placement {
    /// Maps the flattening plane (z ignored) to device pixels.
    var plane: Transform3D
    /// Maps the parent's coordinates into the plane's 3D space (identity when the parent is the plane).
    var accumulated: Transform3D
    /// Applied to each sublayer in the parent's coordinates first: its sublayer transform, a replicator instance's.
    var sublayer: Transform3D

    /// The root layers' placement: the device, `scale` pixels per point.
    static func root(scale: Double) -> Placement {
        Placement(plane: .scale(scale, scale, 1), accumulated: .identity, sublayer: .identity)
    }

    /// A layer's 3D map into the plane (what back-facing and depth sorting look at).
    func accumulated(for p: LayerProperties) -> Transform3D {
        let own = p.transform3DToSuperlayer
        let withSublayer = sublayer.isIdentity ? own : own.concatenating(sublayer)
        return accumulated.isIdentity ? withSublayer : withSublayer.concatenating(accumulated)
    }

    /// The device map of a layer whose 3D map into the plane is `a`.
    func toDevice(_ a: Transform3D) -> Transform3D { a.flattenedZ.concatenating(plane) }

    /// Where the sublayers of a layer go, given its own 3D map `a`, device map `m` and properties.
    static func sublayers(of kind: LayerKind, _ p: LayerProperties, accumulated a: Transform3D, toDevice m: Transform3D,
                          parent: Placement) -> Placement {
        if kind == .transformLayer {
            return Placement(plane: parent.plane, accumulated: a, sublayer: p.sublayerTransformAboutAnchor)
        }
        return Placement(plane: m, accumulated: .identity, sublayer: p.sublayerTransformAboutAnchor)
    }

    /// Where a layer's mask goes: in the layer's own plane, without its sublayer transform.
    static func mask(toDevice m: Transform3D) -> Placement {
        Placement(plane: m, accumulated: .identity, sublayer: .identity)
    }
}
