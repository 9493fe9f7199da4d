import AnimaImageFormats

extension ShadowBlur {
    /// A blurred alpha plane (values 0…255) over `bounds`, in the device pixels it was computed in.
    struct Plane {
        let bounds: PixelRect
        let values: [Int32]

        /// The alpha (0…1) of pixel (`x`, `y`); 0 outside the plane.
        func value(x: Int, y: Int) -> Float {
            let lx = x - bounds.x, ly = y - bounds.y
            guard lx >= 0, ly >= 0, lx < bounds.width, ly < bounds.height else { return 0 }
            return Float(values[ly * bounds.width + lx]) * (1 / 255)
        }

        /// The alpha at a real position (pixel centres at whole numbers), interpolated bilinearly.
        func sample(x: Double, y: Double) -> Float {
            guard x.isFinite, y.isFinite, x > Double(bounds.x - 1), y > Double(bounds.y - 1),
                  x < Double(bounds.maxX), y < Double(bounds.maxY) else { return 0 }
            let x0 = x.rounded(.down), y0 = y.rounded(.down)
            let fx = Float(x - x0), fy = Float(y - y0)
            let ix = Int(x0), iy = Int(y0)
            let top = value(x: ix, y: iy) * (1 - fx) + value(x: ix + 1, y: iy) * fx
            let bottom = value(x: ix, y: iy + 1) * (1 - fx) + value(x: ix + 1, y: iy + 1) * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    /// The alpha of `source` blurred with σ = `sigma` pixels, over the source grown by the blur's spread, on the
    /// memory of `storage` and `scratch`.
    static func blurredAlpha(of source: Canvas, sigma: Double, reusing storage: consuming [Int32],
                             scratch: inout Scratch) -> Plane {
        let spread = ShadowBlur.spread(sigma: sigma)
        let area = source.bounds.outset(by: spread)
        var plane = storage
        plane.setZeros(count: area.area)
        plane.withUnsafeMutableBufferPointer { out in
            source.pixels.withUnsafeBufferPointer { pixels in
                guard let o = out.baseAddress, let p = pixels.baseAddress else { return }
                for y in 0..<source.height {
                    let from = p + y * source.width, to = o + (y + spread) * area.width + spread
                    for x in 0..<source.width { to[x] = Int32(from[x] >> 24) }
                }
            }
        }
        ShadowBlur.blur(&plane, width: area.width, height: area.height, sigma: sigma, scratch: &scratch)
        return Plane(bounds: area, values: plane)
    }
}
