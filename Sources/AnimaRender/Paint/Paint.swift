import AnimaCore
import AnimaImageFormats

/// What fills covered pixels, already mapped to device space.
enum Paint: Sendable {
    /// One premultiplied colour, 0…255 per channel.
    case solid(SIMD4<Float>)
    /// `t = ax·x + ay·y + c` at each pixel centre.
    case linear(GradientRamp, ax: Float, ay: Float, c: Float)
    // The larger payloads are boxed (`indirect`): a paint is copied for every row it blends, and an unboxed image
    // sampler made each copy a 270-byte memcpy.
    /// `t = |M·p|` where `M` maps a device point into a space where the gradient ellipse is the unit circle.
    indirect case radial(GradientRamp, AffineTransform)
    /// A gradient seen in perspective: `M` maps a device point to homogeneous gradient coordinates (divide by W);
    /// t is the first coordinate (axial) or the length of the first two (radial).
    indirect case projective(GradientRamp, Projection, isRadial: Bool)
    /// A layer's contents image (or one nine-slice patch of it).
    indirect case image(ImageSampler)

    /// A solid paint from a straight colour.
    static func color(_ c: Color) -> Paint {
        let k = c.isFinite ? c.clamped : .clear
        return .solid(SIMD4<Float>(Float(k.red * k.alpha), Float(k.green * k.alpha), Float(k.blue * k.alpha), Float(k.alpha)) * 255)
    }

    /// Whether painting with this draws nothing.
    var isInvisible: Bool {
        if case let .solid(c) = self { return c.w <= 0 }
        return false
    }

    /// Whether `Canvas.blend` fills constant-coverage runs of this paint as spans (solid and axial paints: their
    /// colour along a row needs no per-pixel geometry).
    var fillsRuns: Bool {
        switch self {
        case .solid, .linear: return true
        case .radial, .projective, .image: return false
        }
    }

    /// A CAGradientLayer's paint: `unitToDevice` maps the unit square of the layer's bounds to device pixels.
    ///
    /// Axial: t is the projection onto start→end measured in unit coordinates (so isolines stretch with the layer,
    /// as Core Animation draws them). Radial: an ellipse centred at start whose semi-axes are |end − start| along x
    /// and y, t = 1 on it. A degenerate axis or ellipse paints the last colour everywhere.
    static func gradient(
        colors: [Color], locations: [Double], type: GradientType, start: Point, end: Point, unitToDevice: Projection
    ) -> Paint? {
        guard let ramp = GradientRamp(colors: colors, locations: locations) else { return nil }
        return gradient(ramp, type: type, start: start, end: end, unitToDevice: unitToDevice)
    }

    /// A gradient paint of an already built `ramp` (see `gradient(colors:locations:type:start:end:unitToDevice:)`).
    static func gradient(
        _ ramp: GradientRamp, type: GradientType, start: Point, end: Point, unitToDevice: Projection
    ) -> Paint? {
        guard let affine = unitToDevice.affine else {
            return projectiveGradient(ramp, type: type, start: start, end: end, unitToDevice: unitToDevice)
        }
        return gradient(ramp, type: type, start: start, end: end, unitToDevice: affine)
    }

    /// The perspective-correct gradient: each pixel is mapped back into the unit square through the inverse
    /// projection (with its divide), so isolines converge as the layer's plane does.
    private static func projectiveGradient(_ ramp: GradientRamp, type: GradientType, start: Point, end: Point,
                                           unitToDevice: Projection) -> Paint? {
        guard let toUnit = unitToDevice.inverse, start.isFinite, end.isFinite else { return nil }
        switch type {
        case .axial:
            let d = end - start
            let len2 = d.x * d.x + d.y * d.y
            guard len2 > 1e-18 else { return .linear(ramp, ax: 0, ay: 0, c: 1) }
            // t = (u − s)·d / |d|², as an affine map of the plane applied before the inverse's divide.
            let k = AffineTransform(a: d.x / len2, b: 0, c: d.y / len2, d: 0,
                                    tx: -(start.x * d.x + start.y * d.y) / len2, ty: 0)
            return .projective(ramp, toUnit.appending(k), isRadial: false)
        case .radial:
            let rx = (end.x - start.x).magnitude, ry = (end.y - start.y).magnitude
            guard rx > 1e-12, ry > 1e-12 else { return .linear(ramp, ax: 0, ay: 0, c: 1) }
            let k = AffineTransform.translation(-start.x, -start.y).concatenating(.scale(1 / rx, 1 / ry))
            return .projective(ramp, toUnit.appending(k), isRadial: true)
        }
    }

    private static func gradient(_ ramp: GradientRamp, type: GradientType, start: Point, end: Point,
                                 unitToDevice: AffineTransform) -> Paint? {
        guard let toUnit = unitToDevice.inverted, start.isFinite, end.isFinite else { return nil }
        switch type {
        case .axial:
            let d = end - start
            let len2 = d.x * d.x + d.y * d.y
            guard len2 > 1e-18 else { return .linear(ramp, ax: 0, ay: 0, c: 1) }
            // t(u) = (u − s)·d / |d|², with u = toUnit(p).
            let kx = d.x / len2, ky = d.y / len2
            let ax = toUnit.a * kx + toUnit.b * ky
            let ay = toUnit.c * kx + toUnit.d * ky
            let c = (toUnit.tx - start.x) * kx + (toUnit.ty - start.y) * ky
            return .linear(ramp, ax: Float(ax), ay: Float(ay), c: Float(c))
        case .radial:
            let rx = (end.x - start.x).magnitude, ry = (end.y - start.y).magnitude
            guard rx > 1e-12, ry > 1e-12 else { return .linear(ramp, ax: 0, ay: 0, c: 1) }
            let m = toUnit.concatenating(.translation(-start.x, -start.y)).concatenating(.scale(1 / rx, 1 / ry))
            return .radial(ramp, m)
        }
    }
}
