import AnimaCore

/// A layer's plane mapped to device pixels: the x, y and w rows and columns of its accumulated 4×4 (z is 0 in the
/// layer's own plane), so `X = (a·x + c·y + tx) / W`, `Y = (b·x + d·y + ty) / W`, `W = p·x + q·y + w`.
///
/// Points with W ≤ `nearW` are at or behind the viewer; polygons are clipped against W = `nearW` in homogeneous
/// coordinates before the divide, so a layer turning edge-on or behind the eye draws nothing instead of exploding.
struct Projection: Sendable, Hashable {
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    var p: Double, q: Double, w: Double

    /// The nearest W that is drawn (the near plane, in the homogeneous coordinate).
    static let nearW = 1e-5

    /// The projection of the z = 0 plane of `m`.
    init(_ m: Transform3D) {
        a = m.m11; b = m.m12; c = m.m21; d = m.m22; tx = m.m41; ty = m.m42
        p = m.m14; q = m.m24; w = m.m44
    }

    /// A plain 2D affine map.
    init(_ t: AffineTransform) {
        a = t.a; b = t.b; c = t.c; d = t.d; tx = t.tx; ty = t.ty; p = 0; q = 0; w = 1
    }

    /// The affine map when there is no perspective (W constant and positive), nil otherwise.
    var affine: AffineTransform? {
        guard p == 0, q == 0, w > 0, w.isFinite else { return nil }
        if w == 1 { return AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
        let k = 1 / w
        return AffineTransform(a: a * k, b: b * k, c: c * k, d: d * k, tx: tx * k, ty: ty * k)
    }

    /// Whether every coefficient is finite.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && p.isFinite && q.isFinite && w.isFinite
    }

    /// `t` applied first (in the layer's plane), then this projection.
    func prepending(_ t: AffineTransform) -> Projection {
        var r = self
        r.a = t.a * a + t.b * c; r.b = t.a * b + t.b * d; r.p = t.a * p + t.b * q
        r.c = t.c * a + t.d * c; r.d = t.c * b + t.d * d; r.q = t.c * p + t.d * q
        r.tx = t.tx * a + t.ty * c + tx; r.ty = t.tx * b + t.ty * d + ty; r.w = t.tx * p + t.ty * q + w
        return r
    }

    /// This projection, then `t` applied to its (divided) result: `t` is affine, so it acts on X and Y before the
    /// divide and leaves W alone.
    func appending(_ t: AffineTransform) -> Projection {
        var r = self
        r.a = a * t.a + b * t.c + p * t.tx; r.b = a * t.b + b * t.d + p * t.ty
        r.c = c * t.a + d * t.c + q * t.tx; r.d = c * t.b + d * t.d + q * t.ty
        r.tx = tx * t.a + ty * t.c + w * t.tx; r.ty = tx * t.b + ty * t.d + w * t.ty
        return r
    }

    /// The homogeneous image (X, Y, W) of a point of the plane.
    @inline(__always) func homogeneous(_ pt: Point) -> SIMD3<Double> {
        SIMD3(a * pt.x + c * pt.y + tx, b * pt.x + d * pt.y + ty, p * pt.x + q * pt.y + w)
    }

    /// The device point of `pt`, nil when it lies at or behind the near plane.
    func apply(_ pt: Point) -> Point? {
        let h = homogeneous(pt)
        guard h.z > Projection.nearW else { return nil }
        return Point(h.x / h.z, h.y / h.z)
    }

    /// The inverse map from device pixels to the plane, as (X, Y, W) coefficients; nil when singular.
    var inverse: Projection? {
        // The 3×3 [[a, b, p], [c, d, q], [tx, ty, w]] (row vectors) inverted by cofactors.
        let c00 = d * w - q * ty, c01 = -(c * w - q * tx), c02 = c * ty - d * tx
        let det = a * c00 + b * c01 + p * c02
        guard det.isFinite, det.magnitude > 1e-300 else { return nil }
        let k = 1 / det
        var r = self
        r.a = c00 * k; r.b = -(b * w - p * ty) * k; r.p = (b * q - p * d) * k
        r.c = c01 * k; r.d = (a * w - p * tx) * k; r.q = -(a * q - p * c) * k
        r.tx = c02 * k; r.ty = -(a * ty - b * tx) * k; r.w = (a * d - b * c) * k
        return r
    }

    /// The determinant of the 3×3 map: its sign says whether the plane shows its front (positive with W > 0).
    var determinant: Double {
        a * (d * w - q * ty) - b * (c * w - q * tx) + p * (c * ty - d * tx)
    }

    /// The most device pixels one unit of the plane covers over `r` (at its corners; for flattening tolerances).
    func pixelScale(over r: Rect) -> Double {
        if let t = affine { return t.maxScale }
        var s = 0.0
        for corner in [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)] {
            let h = homogeneous(corner)
            guard h.z > Projection.nearW else { continue }
            // The Jacobian of (X/W, Y/W): columns (a − X·p/W, b − Y·p/W)/W and (c − X·q/W, d − Y·q/W)/W.
            let x = h.x / h.z, y = h.y / h.z
            let jx = ((a - x * p) * (a - x * p) + (b - y * p) * (b - y * p)).squareRoot() / h.z
            let jy = ((c - x * q) * (c - x * q) + (d - y * q) * (d - y * q)).squareRoot() / h.z
            s = Swift.max(s, jx, jy)
        }
        return Swift.min(Swift.max(s, 1e-6), 1e4)
    }

    /// Appends the closed polygon `pts` (in the plane) to `c`: clipped at the near plane, divided, deduplicated.
    func appendPolygon(_ pts: [Point], reversed: Bool = false, into c: inout Contours) {
        guard !pts.isEmpty else { return }
        if c.points.isEmpty { c.points.reserveCapacity(pts.count) }
        if let t = affine {
            var prev: Point? = nil
            for i in 0..<pts.count {
                let q = t.apply(pts[reversed ? pts.count - 1 - i : i])
                if q != prev { c.add(q) }
                prev = q
            }
            c.close()
            return
        }
        var prev: Point? = nil
        func emit(_ h: SIMD3<Double>) {
            let q = Point(h.x / h.z, h.y / h.z)
            if q != prev { c.add(q) }
            prev = q
        }
        // Sutherland–Hodgman against W ≥ nearW, one plane, in homogeneous coordinates.
        let n = pts.count
        var last = homogeneous(pts[reversed ? 0 : n - 1])
        for i in 0..<n {
            let cur = homogeneous(pts[reversed ? n - 1 - i : i])
            let curIn = cur.z >= Projection.nearW, lastIn = last.z >= Projection.nearW
            if curIn != lastIn {
                let f = (Projection.nearW - last.z) / (cur.z - last.z)
                emit(last + (cur - last) * f)
            }
            if curIn { emit(cur) }
            last = cur
        }
        c.close()
    }

    /// The device bounding box of the rectangle `r` of the plane (its visible part), nil when none is visible.
    func deviceBounds(of r: Rect) -> Rect? {
        var c = Contours()
        appendPolygon([Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)],
                      into: &c)
        guard let box = c.boundingBox, box.isFinite else { return nil }
        return box
    }
}

extension Contours {
    /// The same contours with every vertex mapped by `m` (clipped at the near plane when it has perspective).
    func applying(_ m: Projection) -> Contours {
        if let t = m.affine { return applying(t) }
        var out = Contours()
        var start = 0
        for end in ends {
            m.appendPolygon(Array(points[start..<end]), into: &out)
            start = end
        }
        return out
    }
}
