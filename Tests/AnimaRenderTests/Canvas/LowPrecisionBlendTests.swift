import AnimaCore
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// The 16-bit-lane blend of solid fills' edge pixels (`SolidLanes`) against the float blend it replaces, kept as the
/// reference behind `Renderer.blendsEdgesExactly`: issue 28 allows a pixel to move by at most 1/255 on a channel.
@Suite struct LowPrecisionBlendTests {
    /// The largest difference of any channel of two pixel words, in levels.
    private static func difference(_ x: UInt32, _ y: UInt32) -> Int {
        var worst = 0
        for k: UInt32 in 0..<4 {
            let a = Int((x >> (8 * k)) & 0xFF), b = Int((y >> (8 * k)) & 0xFF)
            worst = Swift.max(worst, abs(a - b))
        }
        return worst
    }

    static let colours: [SIMD4<Float>] = [
        SIMD4(51, 115, 230, 255), SIMD4(10, 20, 30, 40), SIMD4(255, 255, 255, 255), SIMD4(0, 0, 0, 255),
        SIMD4(127.5, 63.75, 0, 127.5), SIMD4(200, 100, 50, 254.999), SIMD4(0.4, 0.4, 0.4, 0.4), SIMD4(1, 2, 3, 3),
        SIMD4(0, 0, 0, 0), SIMD4(254.6, 0.5, 128.49, 254.7),
    ]
    static let destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010, 0x7F7F_7F7F, 0xFFE6_7333,
                                         0x0101_0101, 0xFE80_FE01, 0x4020_1008, 0x0100_0000]
    /// Every multiple of 1/4096 and the odd halves between them, plus the switches' edges, NaN, a rasterizer's
    /// rounding just past 1 and a value below 0.
    static let coverages: [Float] = (0...4096).map { Float($0) / 4096 } + (0..<4096).map { (Float($0) + 0.5) / 4096 }
        + [Float(0).nextUp, Float(1).nextDown, Float(1).nextUp, -0.25, .nan, Float(254.998 / 255)]

    /// Blends `coverages` over a row of `d` with the memo's blend, in the vector or the scalar form.
    private static func row(_ full: SIMD4<Float>, over d: UInt32, exact: Bool, scalar: Bool) -> [UInt32] {
        var memo = EdgeMemo(exact: exact)
        var out = [UInt32](repeating: d, count: coverages.count)
        coverages.withUnsafeBufferPointer { cov in
            out.withUnsafeMutableBufferPointer { px in
                memo.prepare(full)
                if let lanes = memo.lanes {
                    if scalar {
                        Canvas.blendSolidLanesScalar(lanes, opaque: memo.isOpaque, word: memo.word,
                                                     coverage: cov.baseAddress!, into: px.baseAddress!, count: cov.count)
                    } else {
                        Canvas.blendSolidLanes(lanes, opaque: memo.isOpaque, word: memo.word,
                                               coverage: cov.baseAddress!, into: px.baseAddress!, count: cov.count)
                    }
                } else {
                    Canvas.blendSolidScalar(full, coverage: cov.baseAddress!, into: px.baseAddress!, count: cov.count)
                }
            }
        }
        return out
    }

    @Test("one edge pixel: every channel within 1/255 of the float blend, premultiplied, for coverages across 0…1")
    func onePixelWithinOneLevel() {
        var worst = 0
        for full in Self.colours {
            #expect(SolidLanes(full) != nil, "\(full) is a valid premultiplied colour")
            for d in Self.destinations {
                let lanes = Self.row(full, over: d, exact: false, scalar: false)
                let floats = Self.row(full, over: d, exact: true, scalar: true)
                for (x, y) in zip(lanes, floats) {
                    worst = Swift.max(worst, Self.difference(x, y))
                    let alpha = x >> 24
                    #expect(x & 0xFF <= alpha && (x >> 8) & 0xFF <= alpha && (x >> 16) & 0xFF <= alpha,
                            "\(full) over \(d): \(x)")
                }
            }
        }
        #expect(worst <= 1, "a channel moved by \(worst)/255")
    }

    @Test("the scalar lane blend (debug builds) writes the vector one's pixels bit for bit, tails included")
    func scalarMatchesVectors() {
        for full in Self.colours {
            for d in Self.destinations {
                #expect(Self.row(full, over: d, exact: false, scalar: true)
                        == Self.row(full, over: d, exact: false, scalar: false), "\(full) over \(d)")
            }
        }
    }

    @Test("rows of one to nine pixels, every tail: the vector blend (last four overlapping) writes the scalar one's")
    func shortRowsMatchScalar() {
        for full in Self.colours {
            var memo = EdgeMemo(exact: false)
            memo.prepare(full)
            guard let lanes = memo.lanes else { continue }
            for d in Self.destinations {
                for n in 1...9 {
                    for start in stride(from: 0, to: Self.coverages.count - n, by: 997) {
                        let cov = Array(Self.coverages[start..<start + n])
                        var scalar = [UInt32](repeating: d, count: n), vector = scalar
                        cov.withUnsafeBufferPointer { c in
                            scalar.withUnsafeMutableBufferPointer {
                                Canvas.blendSolidLanesScalar(lanes, opaque: memo.isOpaque, word: memo.word,
                                                             coverage: c.baseAddress!, into: $0.baseAddress!, count: n)
                            }
                            vector.withUnsafeMutableBufferPointer {
                                Canvas.blendSolidLanes(lanes, opaque: memo.isOpaque, word: memo.word,
                                                       coverage: c.baseAddress!, into: $0.baseAddress!, count: n)
                            }
                        }
                        #expect(vector == scalar, "\(full) over \(d), \(n) pixels from coverage \(start)")
                    }
                }
            }
        }
    }

    @Test("a colour that is not validly premultiplied goes to the float blend, which clamps it")
    func invalidColoursTakeFloats() {
        #expect(SolidLanes(SIMD4(260, 3, 3, 255)) == nil)
        #expect(SolidLanes(SIMD4(100, 3, 3, 50)) == nil)
        #expect(SolidLanes(SIMD4(-1, 3, 3, 50)) == nil)
        #expect(SolidLanes(SIMD4(1, 3, 3, .nan)) == nil)
    }

    /// Every scene `GoldenImageTests` pins, at its times, and the rlottie benchmark's activity indicator at four.
    static let scenes = GoldenImageTests.examples.map { ($0, GoldenImageTests.fractions) }
        + [("activity-indicator", [0.0, 0.25, 0.5, 0.75])]

    @Test("every pinned scene drawn both ways: every channel of every pixel within 1/255", arguments: scenes)
    func pinnedScene(name: String, fractions: [Double]) throws {
        let scene = try SceneDecoder().decode(Data(contentsOf: Repository.url("Examples/\(name).json")))
        let timeline = try Timeline(scene)
        let lanes = try Renderer(drawing: timeline)
        var exact = try Renderer(drawing: timeline)
        exact.blendsEdgesExactly = true
        var moved = 0
        for f in fractions {
            let t = (scene.timeline.duration * f * 100).rounded() / 100
            let a = lanes.render(timeline, at: t), b = exact.render(timeline, at: t)
            #expect(a.width == b.width && a.height == b.height)
            let worst = zip(a.pixels, b.pixels).reduce(0) { Swift.max($0, Self.difference($1.0, $1.1)) }
            moved += zip(a.pixels, b.pixels).filter { $0 != $1 }.count
            #expect(worst <= 1, "\(name) at \(t) s: a channel moved by \(worst)/255")
        }
        // The spinner's turned bars are nearly all edge: some must land on the float's neighbour, or the comparison
        // compared the float blend with itself.
        if name == "activity-indicator" { #expect(moved > 0, "no pixel differs, so the lane blend was not used") }
    }
}
