import AnimaCore

/// Which layers the 3D Lottie export (`LottieOptions.threeD`) writes as `ddd` 1 layers seen by the one camera, and
/// where that camera looks.
///
/// Core Animation divides by w about each perspective's own vanishing point: a layer's `transform` with m34 = −1/d
/// about the layer's position in its superlayer, a `sublayerTransform` with m34 = −1/d about the layer's anchor point.
/// A Lottie composition has one camera, and lottie-web's HTML renderer (the player with 3D) projects every 3D layer of
/// the main composition through it about the composition's centre C, at distance `pe`; a camera in a precomposition
/// does nothing there. So a perspective root is exported in 3D when, at every frame, it is a pure perspective
/// (m34 = −1/d, nothing else non-affine), its vanishing point V (in composition pixels) and d stay put, and all roots
/// share V and d. The camera then has `pe` = d; when V ≠ C, a shear x' = x + g z with g = (C − V)/d (see
/// `LottieCamera`) moves the vanishing point from C to V while leaving the plane z = 0, where every 2D layer lies,
/// as it is.
///
/// Inside a root the layers must keep Core Animation's flattening exact in a player that keeps everything in one 3D
/// space: the root's 3D layers (the sublayers of a `sublayerTransform` root, the layer itself for an m34 `transform`,
/// and the sublayers of transform layers among them) may turn and move in depth; the sublayers of a plain layer must
/// stay in its plane (a 2D transform, no z). Masks, nested perspective, skewed 3D matrices and overlapping 3D
/// sublayers of a flattening root (Core Animation draws them in order, a 3D player sorts them by depth) are not
/// exact: such a root is drawn projected as in the default export, with one warning naming the layers.
struct LottieDepthPlan {
    /// Layers written as 3D (`ddd` 1) layers.
    private(set) var native: Set<String> = []
    /// Of those, the layers that leave their superlayer's plane (3D `ks`); the others are 2D inside their superlayer.
    private(set) var preserved: Set<String> = []
    /// Layers whose sublayers are 3D while they stay 2D (a `sublayerTransform` root): not a precomposition.
    private(set) var hosts: Set<String> = []
    /// The camera's vanishing point in composition pixels and its distance in points (z units), when some root is 3D.
    private(set) var camera: (vanishingPoint: Point, distance: Double)?
    /// Perspective roots drawn projected instead.
    private(set) var fallbacks: [String] = []

    /// The message of the grouped warning for roots drawn projected.
    static let fallbackMessage = "drawn projected at every frame instead of as 3D Lottie layers: one Lottie camera "
        + "cannot reproduce this perspective exactly (another vanishing point or distance, perspective that moves or "
        + "nests, a skewed 3D matrix, a mask, 3D sublayers of a plain layer, or overlapping 3D sublayers)"

    private let frames: [Presentation]
    private let indices: [String: Int]
    private let scale: Double

    /// The plan for `scene`, checked against the engine's presentation at every frame; `isProjected` says which
    /// layers the projection draws (inside some 3D context).
    init(scene: Scene, frames: [Presentation], isProjected: (String) -> Bool) {
        self.frames = frames
        scale = scene.canvas.scale
        var indices: [String: Int] = [:]
        for (i, l) in (frames.first?.layers ?? []).enumerated() where indices[l.id] == nil { indices[l.id] = i }
        self.indices = indices
        var roots: [(root: Layer, members: Members, camera: (Point, Double))] = []
        // Layers are visited from the top and not below a projected one: a root reached here has no 3D above it.
        func visit(_ layer: Layer) {
            if let kind = rootKind(layer) {
                // A sublayer perspective on a layer that is itself projected (its own transform in perspective) nests.
                let nests = kind == .sublayerPerspective && isProjected(layer.id)
                if !nests, let members = self.members(of: layer, kind), let camera = self.camera(of: layer, kind) {
                    roots.append((layer, members, camera))
                } else {
                    fallbacks.append(layer.id)
                }
                return
            }
            guard !isProjected(layer.id) else { return }
            layer.sublayers.forEach(visit)
        }
        scene.layers.forEach(visit)
        for (root, members, camera) in roots {
            if let chosen = self.camera,
               Swift.abs(chosen.distance - camera.1) > 1e-9 * camera.1 || Self.distance(chosen.vanishingPoint, camera.0) > 1e-6 {
                fallbacks.append(root.id)
                continue
            }
            self.camera = (camera.0, camera.1)
            native.formUnion(members.native)
            preserved.formUnion(members.preserved)
            if members.host { hosts.insert(root.id) }
        }
    }

    /// Whether the layer with `id` is written as a 3D layer.
    func isNative(_ id: String) -> Bool { native.contains(id) }

    /// One warning per root drawn projected, all with the same message (grouped into one line by the CLI).
    var warnings: [ExportWarning] {
        fallbacks.map { ExportWarning(layerID: $0, keyPath: "transform", message: Self.fallbackMessage) }
    }

    // MARK: Roots

    private enum RootKind { case sublayerPerspective, ownPerspective }

    private struct Members {
        var native: Set<String> = []
        var preserved: Set<String> = []
        var host = false
    }

    /// A layer whose `sublayerTransform` is not the identity, or whose `transform` has a perspective row, at some frame.
    private func rootKind(_ layer: Layer) -> RootKind? {
        guard let i = indices[layer.id] else { return nil }
        if frames.contains(where: { !$0.layers[i].properties.sublayerTransform.isIdentity }) { return .sublayerPerspective }
        if frames.contains(where: { Self.hasPerspective($0.layers[i].properties.transform) }) { return .ownPerspective }
        return nil
    }

    /// The root's vanishing point (composition pixels) and distance, when both are the same at every frame and the
    /// root's perspective is pure; nil otherwise.
    private func camera(of root: Layer, _ kind: RootKind) -> (Point, Double)? {
        guard let i = indices[root.id] else { return nil }
        var found: (Point, Double)?
        for presentation in frames {
            let p = presentation.layers[i].properties
            let m34: Double
            let local: Point
            let toRoot: Transform3D
            switch kind {
            case .sublayerPerspective:
                let s = p.sublayerTransform
                var pure = Transform3D.identity
                pure.m34 = s.m34
                guard s == pure, s.m34 < 0 else { return nil }
                m34 = s.m34
                // About the anchor point, in the root's own coordinates.
                local = p.anchorInBounds
                toRoot = self.toRoot(i, presentation)
            case .ownPerspective:
                guard let perspective = Self.perspective(p.transform) else { return nil }
                // A frame without perspective must leave the layer in its plane (else Core Animation flattens it
                // without perspective there, and the camera would not).
                if perspective == 0 {
                    guard Self.isPlanar(p.transform) else { return nil }
                    continue
                }
                m34 = perspective
                // About the layer's position, in its superlayer's coordinates.
                local = p.position
                toRoot = presentation.layers[i].parent.map { self.toRoot($0, presentation) } ?? .identity
            }
            let v = Point((local.x * toRoot.m11 + local.y * toRoot.m21 + toRoot.m41) * scale,
                          (local.x * toRoot.m12 + local.y * toRoot.m22 + toRoot.m42) * scale)
            let d = -1 / m34
            if let (v0, d0) = found {
                guard Self.distance(v, v0) <= 1e-6, Swift.abs(d - d0) <= 1e-9 * d0 else { return nil }
            } else {
                found = (v, d)
            }
        }
        return found
    }

    /// The 2D map of the (not projected) layer at `i` to the canvas, in points.
    private func toRoot(_ i: Int, _ presentation: Presentation) -> Transform3D {
        var m = presentation.layers[i].properties.transform3DToSuperlayer.flattenedZ
        var parent = presentation.layers[i].parent
        while let j = parent {
            m = m.concatenating(presentation.layers[j].properties.transform3DToSuperlayer.flattenedZ)
            parent = presentation.layers[j].parent
        }
        return m
    }

    // MARK: Members

    /// The root's 3D layers, or nil when one of them cannot be exact.
    private func members(of root: Layer, _ kind: RootKind) -> Members? {
        var members = Members()
        func add(_ layer: Layer, preservedInParent: Bool) -> Bool {
            guard layer.mask == nil, let i = indices[layer.id] else { return false }
            let stripsPerspective = kind == .ownPerspective && layer.id == root.id
            for presentation in frames {
                let p = presentation.layers[i].properties
                guard p.sublayerTransform.isIdentity else { return false }
                var m = p.transform
                if stripsPerspective {
                    guard Self.perspective(m) != nil else { return false }
                    m = Self.withoutPerspective(m)
                }
                if preservedInParent {
                    guard Self.isAffine3D(m), m.isRecomposable else { return false }
                } else {
                    guard Self.isPlanar(m), p.zPosition == 0 else { return false }
                }
            }
            members.native.insert(layer.id)
            if preservedInParent { members.preserved.insert(layer.id) }
            let passesDepth = layer.kind == .transformLayer
            return layer.sublayers.allSatisfy { add($0, preservedInParent: passesDepth) }
        }
        switch kind {
        case .sublayerPerspective:
            guard root.kind != .transformLayer, !Self.sublayersOverlap(root) else { return nil }
            members.host = true
            guard root.sublayers.allSatisfy({ add($0, preservedInParent: true) }) else { return nil }
        case .ownPerspective:
            guard root.kind != .transformLayer, add(root, preservedInParent: true) else { return nil }
        }
        return members
    }

    /// Whether two sublayers' drawings (with their subtrees, at the model values, in the root's plane) overlap: Core
    /// Animation then draws them in sublayer order, a 3D player by depth.
    private static func sublayersOverlap(_ root: Layer) -> Bool {
        LottieLayerBuilder.anyOverlap(root.sublayers.map { s in
            s.properties.transform3DToSuperlayer.affine.apply(LottieLayerBuilder.subtreeExtent(s))
        })
    }

    // MARK: Matrices

    private static let tolerance = 1e-12

    /// Whether `m` has a perspective row (m14, m24, m34 or m44 off the affine values).
    static func hasPerspective(_ m: Transform3D) -> Bool {
        Swift.abs(m.m14) > tolerance || Swift.abs(m.m24) > tolerance || Swift.abs(m.m34) > tolerance
            || Swift.abs(m.m44 - 1) > tolerance
    }

    /// The m34 of `m` when it is an affine 3D map A followed by the pure perspective P (m34 = p < 0), 0 when it has
    /// no perspective, nil for any other perspective. A·P keeps A's first three columns and has the last column
    /// (m13 p, m23 p, m33 p, 1 + m43 p); p comes from the decomposition, the form is then checked entry by entry.
    static func perspective(_ m: Transform3D) -> Double? {
        guard hasPerspective(m) else { return 0 }
        let p = TransformComponents(m).perspective.z
        let size = Swift.max(1, [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33, m.m41, m.m42, m.m43]
            .map(Swift.abs).max() ?? 1)
        let tolerance = 1e-12 * size * Swift.max(1, Swift.abs(p))
        guard p < 0, Swift.abs(m.m14 - m.m13 * p) <= tolerance, Swift.abs(m.m24 - m.m23 * p) <= tolerance,
              Swift.abs(m.m34 - m.m33 * p) <= tolerance, Swift.abs(m.m44 - 1 - m.m43 * p) <= tolerance,
              withoutPerspective(m).isRecomposable else { return nil }
        return p
    }

    /// A for `m` = A·P (see `perspective`): `m` with its last column set to (0, 0, 0, 1), exactly.
    static func withoutPerspective(_ m: Transform3D) -> Transform3D {
        var a = m
        a.m14 = 0; a.m24 = 0; a.m34 = 0; a.m44 = 1
        return a
    }

    /// No perspective row.
    static func isAffine3D(_ m: Transform3D) -> Bool { !hasPerspective(m) }

    /// Affine and in the plane: no turn out of it, no z translation (z scale does not matter at z = 0).
    static func isPlanar(_ m: Transform3D) -> Bool {
        isAffine3D(m) && [m.m13, m.m23, m.m31, m.m32, m.m43].allSatisfy { Swift.abs($0) <= tolerance }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
