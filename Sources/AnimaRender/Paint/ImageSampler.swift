import AnimaCore

/// Samples a premultiplied image for a paint: which image pixels a device pixel sees, and how they are filtered.
///
/// Pixel-centre convention: image pixel (i, j) covers [i, i+1] × [j, j+1] in image coordinates and its value sits
/// at its centre (i + ½, j + ½); device pixel (x, y) is sampled at its centre (x + ½, y + ½). So an image drawn 1:1
/// on whole pixels reproduces its pixels exactly, and a 2× magnification gives bilinear weights ¾ / ¼.
///
/// A device point goes to the layer's plane through `deviceToLayer` (a homography: in perspective the layer
/// coordinates are X/W and Y/W, so the texture is perspective-correct), then each axis maps layer → image piecewise
/// linearly: one piece normally, three for a nine-slice (`contentsCenter`). Within a piece, coordinates are clamped
/// to that piece's source pixels, so neither the outside of `contentsRect` nor a neighbouring patch bleeds in.
/// Everything per piece is computed when the sampler is made, so a pixel costs a multiply-add and a clamp per axis.
struct ImageSampler: Sendable {
    /// One axis of the layer → image mapping, as up to three linear pieces.
    struct Axis: Sendable {
        /// One linear piece: `f = x · scale + offset` is the sample position in pixel-centre units (image
        /// coordinate − ½, so pixel i sits at f = i), clamped to `lo…hi` (the piece's own pixel centres).
        struct Piece: Sendable {
            let scale: Float, offset: Float
            let lo: Float, hi: Float
            /// The last pixel index the piece may read (the right/bottom neighbour of a bilinear sample is clamped
            /// to it).
            let last: Int

            /// The piece mapping layer `l0…l1` onto image `s0…s1` (pixels of an image `size` pixels long).
            init(layer l0: Float, _ l1: Float, image s0: Float, _ s1: Float, size: Int) {
                let scale = l1 > l0 ? (s1 - s0) / (l1 - l0) : 0
                self.scale = scale.isFinite ? scale : 0
                offset = s0 - l0 * self.scale - 0.5
                // The piece's pixel centres; a piece narrower than a pixel samples its middle.
                var lo = Swift.min(s0, s1) + 0.5, hi = Swift.max(s0, s1) - 0.5
                if !(hi >= lo) { lo = (s0 + s1) / 2; hi = lo }
                let top = Float(Swift.max(size - 1, 0))
                self.lo = Axis.clamp(lo - 0.5, 0, top)
                self.hi = Axis.clamp(hi - 0.5, self.lo, top)
                last = Swift.min(Int(self.hi.rounded(.up)), Swift.max(size - 1, 0))
            }

            /// The clamped sample position of layer coordinate `x`.
            @inline(__always) func position(_ x: Float) -> Float { Axis.clamp(x * scale + offset, lo, hi) }
        }

        /// The non-empty pieces in order (the first repeated when there are fewer than three).
        let first: Piece, second: Piece, third: Piece
        /// The layer coordinates where the second and third pieces start (infinity when absent).
        let secondStart: Float, thirdStart: Float
        /// Whether the axis is one linear piece (no nine-slice on it).
        let isSinglePiece: Bool

        /// An axis from its breakpoints: `layer` (4 values; equal neighbours mean an empty piece) and the matching
        /// `image` coordinates (pixels of the sampled level), for an image `size` pixels long.
        init(layer: SIMD4<Float>, image: SIMD4<Float>, size: Int) {
            var pieces: [Piece] = [], starts: [Float] = []
            for k in 0..<3 where layer[k + 1] > layer[k] {
                pieces.append(Piece(layer: layer[k], layer[k + 1], image: image[k], image[k + 1], size: size))
                starts.append(layer[k])
            }
            if pieces.isEmpty {
                pieces = [Piece(layer: layer[0], layer[3], image: image[0], image[3], size: size)]
                starts = [layer[0]]
            }
            first = pieces[0]
            second = pieces.count > 1 ? pieces[1] : first
            third = pieces.count > 2 ? pieces[2] : second
            secondStart = pieces.count > 1 ? starts[1] : .infinity
            thirdStart = pieces.count > 2 ? starts[2] : .infinity
            isSinglePiece = pieces.count == 1
        }

        /// The piece that layer coordinate `x` falls in.
        @inline(__always) func piece(_ x: Float) -> Piece {
            x < secondStart ? first : (x < thirdStart ? second : third)
        }

        /// `v` limited to `a…b`; NaN gives `a`.
        @inline(__always) static func clamp(_ v: Float, _ a: Float, _ b: Float) -> Float {
            v > a ? (v < b ? v : b) : a
        }
    }

    let pixels: [UInt32]
    let width: Int
    /// Device pixel → homogeneous layer coordinates (divide by W; W is 1 without perspective).
    let deviceToLayer: Projection
    let x: Axis, y: Axis
    let nearest: Bool

    /// The premultiplied colour (8.8 fixed point) at clamped sample positions `f`, `g` (pixel-centre units, at most
    /// `lastX`, `lastY`, the last pixels that may be read).
    @inline(__always) func sample(_ src: UnsafePointer<UInt32>, _ f: Float, _ g: Float, lastX: Int, lastY: Int) -> PixelLanes {
        // f and g are clamped to 0…last (< 2¹⁴ by the decoder's size limit), so these are exact and in range.
        sample(src, fixedX: Int(Double(f) * 4_294_967_296), fixedY: Int(Double(g) * 4_294_967_296), lastX: lastX, lastY: lastY)
    }

    /// The premultiplied colour (8.8 fixed point) at clamped sample positions in 32.32 fixed point, nearest or
    /// bilinear as the layer's filter says.
    @inline(__always) func sample(_ src: UnsafePointer<UInt32>, fixedX fx: Int, fixedY fy: Int, lastX: Int, lastY: Int) -> PixelLanes {
        let half = 1 << 31
        if nearest {
            return PixelLanes(word: src[((fy &+ half) >> 32) &* width &+ ((fx &+ half) >> 32)])
        }
        return bilinear(src, fixedX: fx, fixedY: fy, lastX: lastX, lastY: lastY)
    }

    /// The bilinear sample at clamped positions in 32.32 fixed point as 8.8 channels (red, green, blue, alpha), in
    /// vector registers: the same integers as `bilinear`, two source pixels per load and four channels per
    /// instruction (the vertical pass multiplies 16-bit lanes, the horizontal one is a multiply-add of lane pairs
    /// into 32 bits; SSE2's `pmullw` and `pmaddwd` on x86-64).
    @inline(__always) func bilinearVector(_ src: UnsafePointer<UInt32>, fixedX fx: Int, fixedY fy: Int, lastX: Int,
                                          lastY: Int) -> SIMD4<Int32> {
        let xa = fx >> 32, ya = fy >> 32
        let wx = Int32(truncatingIfNeeded: ((fx & 0xFFFF_FFFF) &+ (1 << 24)) >> 25)
        let wy = Int16(truncatingIfNeeded: ((fy & 0xFFFF_FFFF) &+ (1 << 24)) >> 25)
        let yb = Swift.min(ya &+ 1, lastY)
        let top = src + (ya &* width &+ xa), bottom = src + (yb &* width &+ xa)
        let t = SIMD8<Int16>(truncatingIfNeeded: ImageSampler.pair(top, hasRight: xa < lastX))
        let b = SIMD8<Int16>(truncatingIfNeeded: ImageSampler.pair(bottom, hasRight: xa < lastX))
        // Left and right columns blended vertically: at most 255 · 128 per 16-bit lane.
        let v = t &* SIMD8(repeating: 128 &- wy) &+ b &* SIMD8(repeating: wy)
        let left = SIMD4<Int32>(truncatingIfNeeded: v.lowHalf) &* SIMD4(repeating: 128 &- wx)
        let right = SIMD4<Int32>(truncatingIfNeeded: v.highHalf) &* SIMD4(repeating: wx)
        return (left &+ right) &>> 6
    }

    /// The bytes of the pixel at `p` and of its right neighbour (the pixel itself again at the edge of the piece,
    /// where its weight is zero anyway and the next word may not belong to the image).
    @inline(__always) static func pair(_ p: UnsafePointer<UInt32>, hasRight: Bool) -> SIMD8<UInt8> {
        guard hasRight else {
            let word = UInt64(p.pointee)
            return unsafeBitCast(word | word << 32, to: SIMD8<UInt8>.self)
        }
        return UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)
    }

    /// The bilinear sample at clamped positions in 32.32 fixed point (weights rounded to 1/128 per axis).
    @inline(__always) func bilinear(_ src: UnsafePointer<UInt32>, fixedX fx: Int, fixedY fy: Int, lastX: Int, lastY: Int) -> PixelLanes {
        let xa = fx >> 32, ya = fy >> 32
        let wx = UInt64(truncatingIfNeeded: ((fx & 0xFFFF_FFFF) &+ (1 << 24)) >> 25)
        let wy = UInt64(truncatingIfNeeded: ((fy & 0xFFFF_FFFF) &+ (1 << 24)) >> 25)
        let xb = Swift.min(xa &+ 1, lastX), yb = Swift.min(ya &+ 1, lastY)
        let rowA = ya &* width, rowB = yb &* width
        return PixelLanes.bilinear(src[rowA &+ xa], src[rowA &+ xb], src[rowB &+ xa], src[rowB &+ xb], wx: wx, wy: wy)
    }
}
