import AnimaCore
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// The integer blend of solid fills' edge pixels against the float blend it replaces (the reference, kept behind
/// `Renderer.blendsEdgesExactly`): the issue allows any pixel to move by at most 1/255 on a channel, no more.
@Suite struct IntegerEdgeBlendTests {
    /// The largest difference of any channel of any pixel of two frames of the same size, in levels.
    private func largestDifference(_ a: Canvas, _ b: Canvas) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { worst, pair in
            (0..<4).reduce(worst) { w, k in
                let x = Int((pair.0 >> (8 * k)) & 0xFF), y = Int((pair.1 >> (8 * k)) & 0xFF)
                return Swift.max(w, abs(x - y))
            }
        }
    }

    @Test("one edge pixel: every channel within 1/255 of the float blend, for coverages across 0…1")
    func onePixelWithinOneLevel() {
        let colours: [SIMD4<Float>] = [SIMD4(51, 115, 230, 255), SIMD4(10, 20, 30, 40), SIMD4(255, 255, 255, 255),
                                       SIMD4(0, 0, 0, 255), SIMD4(127.5, 63.75, 0, 127.5), SIMD4(200, 100, 50, 254.999),
                                       SIMD4(0.4, 0.4, 0.4, 0.4), SIMD4(1, 2, 3, 3)]
        let destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010, 0x7F7F_7F7F, 0xFFE6_7333,
                                      0x0101_0101, 0xFE80_FE01, 0x4020_1008]
        var worst = 0
        for full in colours {
            for d in destinations {
                // 4,097 coverages: every multiple of 1/4096, which also puts the integer blend's rounding of the
                // coverage half a step off on the odd ones in between (checked next).
                let coverages = (1...4096).map { Float($0) / 4096 } + (0..<4096).map { (Float($0) + 0.5) / 4096 }
                var memo = EdgeMemo(exact: false)
                var exact = EdgeMemo(exact: true)
                var a = [UInt32](repeating: d, count: coverages.count), b = a
                coverages.withUnsafeBufferPointer { cov in
                    a.withUnsafeMutableBufferPointer { Canvas.blendSolid(full, coverage: cov.baseAddress!, into: $0.baseAddress!, count: cov.count, memo: &memo) }
                    b.withUnsafeMutableBufferPointer { Canvas.blendSolid(full, coverage: cov.baseAddress!, into: $0.baseAddress!, count: cov.count, memo: &exact) }
                }
                for (x, y) in zip(a, b) {
                    for k in 0..<4 {
                        worst = Swift.max(worst, abs(Int((x >> (8 * k)) & 0xFF) - Int((y >> (8 * k)) & 0xFF)))
                    }
                    // Premultiplied: no channel above alpha.
                    #expect((0..<3).allSatisfy { (x >> (8 * $0)) & 0xFF <= x >> 24 }, "\(full) over \(d): \(x)")
                }
            }
        }
        #expect(worst <= 1, "a channel moved by \(worst)/255")
    }

    /// Every scene `GoldenImageTests` pins, at its times, and the rlottie benchmark's activity indicator at four.
    static let scenes = GoldenImageTests.examples.map { ($0, GoldenImageTests.fractions) }
        + [("activity-indicator", [0.0, 0.25, 0.5, 0.75])]

    @Test("every pinned scene drawn both ways: every channel of every pixel within 1/255", arguments: scenes)
    func pinnedScene(name: String, fractions: [Double]) throws {
        let scene = try SceneDecoder().decode(Data(contentsOf: Repository.url("Examples/\(name).json")))
        let timeline = try Timeline(scene)
        let integer = try Renderer(drawing: timeline)
        var exact = integer
        exact.blendsEdgesExactly = true
        for f in fractions {
            let t = (scene.timeline.duration * f * 100).rounded() / 100
            let a = integer.render(timeline, at: t), b = exact.render(timeline, at: t)
            #expect(largestDifference(a, b) <= 1, "\(name) at \(t) s")
        }
    }
}
