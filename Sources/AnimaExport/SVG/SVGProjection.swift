import AnimaCore

/// A layer in perspective in the SVG frame: its geometry mapped point by point through its 4×4 into the user space
/// of the group that holds it (SVG transforms are 2D affine, so a perspective map cannot be a `transform`).
///
/// Paths are flattened (0.1 pt), clipped to the near plane w ≥ ε in homogeneous coordinates (so a layer that
/// crosses the viewer's plane keeps its near part, and one wholly behind draws nothing) and to `reach` around the
/// canvas, then divided by w.
struct SVGProjection {
    /// The layer's coordinates to the frame's root (canvas points).
    let matrix: Transform3D
    /// The frame's root to the user space the layer's geometry is written in.
    let space: AffineTransform

    /// No projection: a layer's own coordinates written as they are, for stroke pieces cut here.
    static let identity = SVGProjection(matrix: .identity, space: .identity)

    /// The near plane: points with w below it are behind (or too close to) the viewer.
    static let nearPlane = 1e-6

    /// Whether `m` (after flattening) is affine, so an SVG `transform` can carry it.
    static func isAffine(_ m: Transform3D) -> Bool {
        Swift.abs(m.m14) < 1e-12 && Swift.abs(m.m24) < 1e-12 && Swift.abs(m.m44 - 1) < 1e-12
    }

    /// `p` projected into the user space, or nil when it is behind the viewer.
    func point(_ p: Point) -> Point? {
        matrix.projectedPoint(p).map { space.apply(Point($0.x, $0.y)) }
    }

    /// The tolerance paths are flattened to before they are projected, in the layer's points.
    static let flatness = 0.1

    /// The path flattened, clipped at the near plane and projected, as path data ("" when nothing is in front).
    func pathData(_ path: Path) -> String {
        pathData(path.flattened(tolerance: SVGProjection.flatness))
    }

    /// The pieces of the path a stroke draws (its dash pattern, then `strokeStart`…`strokeEnd`, as `Dasher` cuts
    /// them for the renderer), laid along the path's own lengths and then projected as `pathData`: the projection
    /// stretches lengths unevenly, so SVG's dashes, laid along the drawn path, would fall elsewhere.
    func strokedPiecesData(_ path: Path, of p: LayerProperties) -> String {
        pathData(Dasher.pieces(path.flattened(tolerance: SVGProjection.flatness), pattern: p.lineDashPattern,
                               phase: p.lineDashPhase, strokeStart: p.strokeStart, strokeEnd: p.strokeEnd))
    }

    /// Flattened lines clipped at the near plane and to `reach`, and projected, as path data.
    func pathData(_ lines: [Polyline]) -> String {
        var out = ""
        for line in lines where line.points.count > 1 {
            let clipped = line.isClosed ? clipPolygon(line.points) : clipPolyline(line.points)
            for run in clipped where run.count > 1 {
                let written = run.map { "\(f($0.x)) \(f($0.y))" }
                // Points that round to the same text (a square corner's flattened arc) are written once.
                let distinct = written.enumerated().filter { $0.offset == 0 || $0.element != written[$0.offset - 1] }.map(\.element)
                out += "M" + distinct.joined(separator: " L") + (line.isClosed ? " Z" : "")
            }
        }
        return out
    }

    /// An affine map that agrees with the projection at three corners of `rect`: for what SVG can only place
    /// affinely (text, images), exact at those corners.
    func affineThrough(_ rect: Rect) -> AffineTransform? {
        guard rect.width > 0, rect.height > 0, let o = point(Point(rect.minX, rect.minY)),
              let x = point(Point(rect.maxX, rect.minY)), let y = point(Point(rect.minX, rect.maxY)) else { return nil }
        let a = (x.x - o.x) / rect.width, b = (x.y - o.y) / rect.width
        let c = (y.x - o.x) / rect.height, d = (y.y - o.y) / rect.height
        return AffineTransform(a: a, b: b, c: c, d: d, tx: o.x - a * rect.minX - c * rect.minY,
                               ty: o.y - b * rect.minX - d * rect.minY)
    }

    private typealias Homogeneous = (x: Double, y: Double, w: Double)

    /// How far from the canvas origin, in canvas points, projected geometry may reach: a point just in front of the
    /// viewer projects 10⁶ times farther out, and rsvg's cairo holds device coordinates in 24.8 fixed point
    /// (±2²³), past which a path wraps around and may cover the whole canvas. Canvases are at most 16,384 points, so
    /// cutting there changes nothing drawn on one.
    static let reach = 2_097_152.0

    /// The clip planes in homogeneous canvas coordinates, each a signed distance that is ≥ 0 inside: the near plane,
    /// then |x| ≤ reach and |y| ≤ reach after division by w (linear before it, as w > 0 past the near plane).
    private static let planes: [@Sendable (Homogeneous) -> Double] = [
        { $0.w - nearPlane },
        { reach * $0.w - $0.x }, { reach * $0.w + $0.x },
        { reach * $0.w - $0.y }, { reach * $0.w + $0.y },
    ]

    private func homogeneous(_ p: Point) -> Homogeneous {
        (p.x * matrix.m11 + p.y * matrix.m21 + matrix.m41, p.x * matrix.m12 + p.y * matrix.m22 + matrix.m42,
         p.x * matrix.m14 + p.y * matrix.m24 + matrix.m44)
    }

    private func divided(_ h: Homogeneous) -> Point { space.apply(Point(h.x / h.w, h.y / h.w)) }

    /// Where the segment a→b crosses the plane whose distances at its ends are `da` and `db` (of opposite sides).
    private static func crossing(_ a: Homogeneous, _ b: Homogeneous, _ da: Double, _ db: Double) -> Homogeneous {
        let t = da / (da - db)
        return (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t)
    }

    /// Sutherland–Hodgman against every plane: one polygon (or none).
    private func clipPolygon(_ points: [Point]) -> [[Point]] {
        var h = points.map(homogeneous)
        for plane in Self.planes where h.count > 2 {
            var out: [Homogeneous] = []
            for i in h.indices {
                let a = h[i], b = h[(i + 1) % h.count], da = plane(a), db = plane(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) { out.append(Self.crossing(a, b, da, db)) }
            }
            h = out
        }
        return h.count > 2 ? [h.map(divided)] : []
    }

    /// An open polyline cut into the runs inside every plane.
    private func clipPolyline(_ points: [Point]) -> [[Point]] {
        var runs = [points.map(homogeneous)]
        for plane in Self.planes {
            runs = runs.flatMap { Self.runs(of: $0, inside: plane) }
        }
        return runs.map { $0.map(divided) }
    }

    /// The runs of `h` inside one plane, cut where it crosses.
    private static func runs(of h: [Homogeneous], inside plane: @Sendable (Homogeneous) -> Double) -> [[Homogeneous]] {
        var runs: [[Homogeneous]] = [], run: [Homogeneous] = []
        for i in h.indices {
            let a = h[i], da = plane(a)
            if da >= 0 { run.append(a) }
            guard i + 1 < h.count else { break }
            let b = h[i + 1], db = plane(b)
            if (da >= 0) != (db >= 0) {
                let c = crossing(a, b, da, db)
                if da >= 0 { run.append(c); runs.append(run); run = [] } else { run = [c] }
            }
        }
        if run.count > 1 { runs.append(run) }
        return runs
    }

    private func f(_ v: Double) -> String { NumberText.format(v, decimals: 3) }
}

/// Where a layer of the SVG frame goes, by Core Animation's flattening rules (as the renderer places layers): a plain
/// layer flattens its sublayers into its plane, a transform layer passes its 3D space on.
struct SVGPlacement {
    /// The flattening plane (z ignored) to the frame's root.
    var plane: Transform3D
    /// The parent's coordinates into the plane's 3D space.
    var accumulated: Transform3D
    /// Applied to each sublayer first: the parent's sublayer transform.
    var sublayer: Transform3D

    /// The root layers' placement.
    static let root = SVGPlacement(plane: .identity, accumulated: .identity, sublayer: .identity)

    /// A layer's 3D map into the plane.
    func accumulated(for p: LayerProperties) -> Transform3D {
        p.transform3DToSuperlayer.concatenating(sublayer).concatenating(accumulated)
    }

    /// The root map of a layer whose 3D map into the plane is `a`.
    func toRoot(_ a: Transform3D) -> Transform3D { a.flattenedZ.concatenating(plane) }

    /// Where the sublayers of a layer go.
    static func sublayers(of kind: LayerKind, _ p: LayerProperties, accumulated a: Transform3D, toRoot m: Transform3D,
                          parent: SVGPlacement) -> SVGPlacement {
        kind == .transformLayer
            ? SVGPlacement(plane: parent.plane, accumulated: a, sublayer: p.sublayerTransformAboutAnchor)
            : SVGPlacement(plane: m, accumulated: .identity, sublayer: p.sublayerTransformAboutAnchor)
    }

    /// Whether the layer sits where its own `transformToSuperlayer` inside its parent's group puts it.
    var isPlain: Bool { accumulated.isIdentity && sublayer.isIdentity }
}
