import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// The integer image arithmetic: the vector route (four channels per instruction) and the two-lane word route must
/// both be the specified integers, so images look the same whichever route a pixel takes.
@Suite struct PixelLanesTests {
    /// Valid premultiplied pixels (every colour byte at most alpha), spread over the byte range by a fixed LCG.
    static let pixels: [UInt32] = {
        var state: UInt32 = 12345
        func next() -> UInt32 { state = state &* 1_103_515_245 &+ 12345; return state >> 8 }
        var out: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010]
        for _ in 0..<60 {
            let a = next() % 256
            let r = a == 0 ? 0 : next() % (a + 1), g = a == 0 ? 0 : next() % (a + 1), b = a == 0 ? 0 : next() % (a + 1)
            out.append(r | g << 8 | b << 16 | a << 24)
        }
        return out
    }()

    /// A bilinear sampler of a `width` × `height` image drawn 1:1 at the origin.
    static func sampler(_ pixels: [UInt32], width: Int, height: Int) -> ImageSampler {
        let w = Float(width), h = Float(height)
        return ImageSampler(pixels: pixels, width: width, deviceToLayer: Projection(AffineTransform.identity),
                            x: .init(layer: SIMD4(0, 0, w, w), image: SIMD4(0, 0, w, w), size: width),
                            y: .init(layer: SIMD4(0, 0, h, h), image: SIMD4(0, 0, h, h), size: height), nearest: false)
    }

    static func bytes(_ p: UInt32) -> [Int] { (0..<4).map { Int((p >> (8 * UInt32($0))) & 0xFF) } }

    /// The specification of a bilinear sample in 8.8: per channel Σ p · wₓ · w_y over the four neighbours, weights
    /// in 1/128 per axis (so the sum is in 1/16384), divided by 64 and rounded down.
    static func expected(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: Int, wy: Int) -> [Int] {
        let a = bytes(p00), b = bytes(p10), c = bytes(p01), d = bytes(p11)
        return (0..<4).map { i in
            (a[i] * (128 - wx) * (128 - wy) + b[i] * wx * (128 - wy) + c[i] * (128 - wx) * wy + d[i] * wx * wy) >> 6
        }
    }

    @Test func bilinearSamplesAreTheSpecifiedIntegersOnBothRoutes() {
        let weights = [0, 1, 2, 31, 64, 65, 100, 126, 127]
        for k in 0..<(Self.pixels.count - 3) {
            let quad = Array(Self.pixels[k..<(k + 4)])
            // A 2 × 2 image: row 0 holds p00 p10, row 1 holds p01 p11.
            let sampler = Self.sampler(quad, width: 2, height: 2)
            quad.withUnsafeBufferPointer { src in
                guard let base = src.baseAddress else { return }
                for wx in weights {
                    for wy in weights {
                        // A weight w in 1/128 is the fixed-point fraction w · 2²⁵ (exactly w after rounding).
                        let fx = wx << 25, fy = wy << 25
                        let want = Self.expected(quad[0], quad[1], quad[2], quad[3], wx: wx, wy: wy)
                        let v = sampler.bilinearVector(base, fixedX: fx, fixedY: fy, lastX: 1, lastY: 1)
                        #expect((0..<4).map { Int(v[$0]) } == want, "vector, pixels \(k), weights \(wx), \(wy)")
                        let w = sampler.bilinear(base, fixedX: fx, fixedY: fy, lastX: 1, lastY: 1)
                        let lanes = [w.rb & 0xFFFF, w.ga & 0xFFFF, w.rb >> 32, w.ga >> 32].map { Int($0) }
                        #expect(lanes == want, "words, pixels \(k), weights \(wx), \(wy)")
                    }
                }
            }
        }
    }

    /// At the last column of the image the right neighbour is the pixel itself (the next word is not read).
    @Test func theLastColumnClampsToItself() {
        let image: [UInt32] = [0xFF00_00FF, 0xFFFF_0000]
        let sampler = Self.sampler(image, width: 2, height: 1)
        image.withUnsafeBufferPointer { src in
            guard let base = src.baseAddress else { return }
            // x = 1 (the blue pixel) with a quarter weight towards a right neighbour that does not exist.
            let v = sampler.bilinearVector(base, fixedX: 1 << 32 | 1 << 30, fixedY: 0, lastX: 1, lastY: 0)
            // Blue 255 and alpha 255 in 8.8: 255 · 16384 / 64 = 65280.
            #expect(v == SIMD4(0, 0, 65280, 65280))
        }
    }

    /// Source-over of an 8.8 colour scaled by a coverage onto a pixel: both routes give the same word, and it is
    /// within one level of the exact value round(s · c + d · (1 − sα · c)) per channel.
    @Test func compositingAgreesOnBothRoutesAndWithTheExactBlend() {
        for s in Self.pixels {
            for d in Self.pixels {
                for c: UInt64 in [256, 255, 200, 128, 1, 0] {
                    let eight = SIMD4<Int32>(Self.bytes(s).map { Int32($0) << 8 })
                    var vector = d, lanes = d
                    PixelLanes.draw(PixelLanes.scaled(eight, by: c), over: &vector)
                    PixelLanes(word: s).scaled(by: c).draw(over: &lanes)
                    #expect(vector == lanes, "s \(s) over d \(d) at coverage \(c)")
                    let sb = Self.bytes(s).map { Double($0) * Double(c) / 256 }, db = Self.bytes(d).map(Double.init)
                    let exact = (0..<4).map { sb[$0] + db[$0] * (1 - sb[3] / 255) }
                    let got = Self.bytes(vector)
                    for i in 0..<4 { #expect(abs(Double(got[i]) - exact[i]) <= 1, "channel \(i) of \(s) over \(d)") }
                }
            }
        }
    }

    /// Rows at full opacity without a clip take the vector route (and skip the position clamps inside the image);
    /// a clip that lets everything through (coverage 255, exactly 1) sends the same rows through the two-lane
    /// words with clamps on every pixel. A rotated, scaled, partly translucent picture must come out the same.
    @Test func rotatedImagesAreTheSameOnBothRoutes() throws {
        var rgba: [UInt8] = []
        for y in 0..<24 {
            for x in 0..<32 {
                let inDisc = (x - 16) * (x - 16) + (y - 12) * (y - 12) < 64
                rgba += [UInt8(x * 8), UInt8(y * 10), inDisc ? 255 : 40, inDisc ? 120 : (x + y) % 7 == 0 ? 0 : 255]
            }
        }
        let png = try PNGEncoder().encode(try Canvas(width: 32, height: 24, straightRGBA: rgba))
        let image = TestLayer("image", frame: Rect(20, 15, 32, 24)) { p in
            p.contents = ImageContents(bytes: png, source: "test.png")
            p.transform = Transform3D.rotation(0.6).concatenating(.scale(1.7, 1.3, 1))
        }
        let clip = TestLayer("clip", frame: Rect(0, 0, 80, 60), sublayers: [image]) { $0.masksToBounds = true }
        func render(_ root: TestLayer) throws -> Canvas {
            let p = presentation([root])
            var renderer = try Renderer(width: 80, height: 60, scale: 2, background: Color(0.2, 0.5, 0.9))
            renderer.contents = try ContentStore(p)
            return renderer.render(p)
        }
        let vector = try render(image), words = try render(clip)
        #expect(vector.pixels.contains { $0 >> 24 == 0xFF && $0 != words.pixels[0] }, "the image was drawn")
        #expect(vector == words)
    }
}
