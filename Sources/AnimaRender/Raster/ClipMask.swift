import AnimaCore
import AnimaImageFormats

/// A coverage mask in device space: 0…255 per pixel inside `bounds`, zero everywhere outside.
///
/// Used for `masksToBounds` (rounded or rotated clips get anti-aliased edges). Nested clips multiply.
struct ClipMask: Sendable {
    /// The pixels the mask may let through.
    let bounds: PixelRect
    /// Row-major coverage over `bounds`.
    private(set) var alpha: [UInt8]

    /// One row of a mask, for the blend loops.
    struct Row {
        let alpha: [UInt8]
        /// Index in `alpha` of device column 0 of this row (may be negative; only used with x in x0..<x1).
        let offset: Int
        let x0: Int, x1: Int
        /// Coverage 0…1 at device column `x`.
        @inline(__always) func value(_ x: Int) -> Float {
            guard x >= x0, x < x1 else { return 0 }
            return Float(alpha[offset + x]) * (1 / 255)
        }
    }

    /// The mask of `contours` filled with `rule`, limited to `limit` and multiplied by `parent` when given.
    init(contours: Contours, rule: FillRule = .nonZero, limit: PixelRect, parent: ClipMask?, rasterizer: inout Rasterizer) {
        let box = contours.boundingBox.map { PixelRect(covering: $0) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        var b = box.intersection(limit)
        if let p = parent { b = b.intersection(p.bounds) }
        bounds = b
        var a = [UInt8](repeating: 0, count: b.area)
        if !b.isEmpty {
            a.withUnsafeMutableBufferPointer { out in
                rasterizer.fill(contours, rule: rule, clip: b) { y, x0, cov in
                    ClipMask.store(cov, into: out, at: (y - b.y) * b.width - b.x + x0)
                }
            }
            if let p = parent { ClipMask.multiply(&a, bounds: b, by: p) }
        }
        alpha = a
    }

    /// The mask of an axis-aligned device rectangle (fractional edges give partial coverage).
    init(rect: Rect, limit: PixelRect, parent: ClipMask?, rasterizer: inout Rasterizer) {
        var b = PixelRect(covering: rect).intersection(limit)
        if let p = parent { b = b.intersection(p.bounds) }
        bounds = b
        var a = [UInt8](repeating: 0, count: b.area)
        if !b.isEmpty {
            a.withUnsafeMutableBufferPointer { out in
                rasterizer.fillRect(rect, clip: b) { y, x0, cov in
                    ClipMask.store(cov, into: out, at: (y - b.y) * b.width - b.x + x0)
                }
            }
            if let p = parent { ClipMask.multiply(&a, bounds: b, by: p) }
        }
        alpha = a
    }

    /// The alpha channel of `plane` (a mask layer drawn offscreen), multiplied by `parent` when given.
    init(alphaOf plane: Canvas, parent: ClipMask?) {
        var b = plane.bounds
        if let p = parent { b = b.intersection(p.bounds) }
        bounds = b
        var a = [UInt8](repeating: 0, count: b.area)
        if !b.isEmpty {
            for y in b.y..<b.maxY {
                let src = (y - plane.bounds.y) * plane.width - plane.bounds.x, dst = (y - b.y) * b.width - b.x
                for x in b.x..<b.maxX { a[dst + x] = UInt8(plane.pixels[src + x] >> 24) }
            }
            if let p = parent { ClipMask.multiply(&a, bounds: b, by: p) }
        }
        alpha = a
    }

    /// Coverage 0…1 rounded to bytes (truncation of c·255 + ½ is rounding, as c is never negative).
    @inline(__always)
    private static func store(_ cov: UnsafeBufferPointer<Float>, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        for i in 0..<cov.count { out[start + i] = UInt8(cov[i] * 255 + 0.5) }
    }

    private static func multiply(_ a: inout [UInt8], bounds b: PixelRect, by p: ClipMask) {
        a.withUnsafeMutableBufferPointer { out in
            p.alpha.withUnsafeBufferPointer { parent in
                for y in b.y..<b.maxY {
                    let row = (y - b.y) * b.width - b.x, prow = (y - p.bounds.y) * p.bounds.width - p.bounds.x
                    for x in b.x..<b.maxX {
                        out[row + x] = UInt8((UInt32(out[row + x]) * UInt32(parent[prow + x]) + 127) / 255)
                    }
                }
            }
        }
    }

    /// The row at device row `y` (all zero outside the bounds).
    @inline(__always) func row(_ y: Int) -> Row {
        guard y >= bounds.y, y < bounds.maxY else { return Row(alpha: alpha, offset: 0, x0: 0, x1: 0) }
        return Row(alpha: alpha, offset: (y - bounds.y) * bounds.width - bounds.x, x0: bounds.x, x1: bounds.maxX)
    }
}
