import AnimaCore
import Foundation
@testable import AnimaPresets
import Testing
import AnimaTestSupport
import RealModule

/// The seed micro-interactions against the numbers in the seed scenes' descriptions (Examples/*.json comments).
struct SeedPresetTests {
    @Test func bellAlternatesPlusMinusTwentyTwoAndAHalfDegreesThenRests() throws {
        // easeInEaseOut over the whole second (UIView.animateKeyframes' default): keyframe k is reached when the
        // eased progress is k/6.
        let reach = { (k: Double) in CubicBezierReference(0.42, 0, 0.58, 1).input(reaching: k / 6) }
        let times = (0...6).map { reach(Double($0)) } + [1.3, 1.6 + reach(1)]
        let p = try sample(Presets.bell(), at: times)
        let expected = [0, -22.5, 22.5, -22.5, 22.5, -22.5, 0, 0, -22.5].map(rad)
        for (i, (props, e)) in zip(p, expected).enumerated() {
            #expect(part(.rotationZ, of: props).isApproximatelyEqual(to: e, absoluteTolerance: 1e-9), "sample \(i)")
        }
    }

    @Test func bellPresetPivotsOnTheTopWithoutMovingTheLayer() throws {
        var layer = plainLayer()
        let before = layer.properties.frame
        try PresetCatalog.preset(named: "bell").apply(to: &layer, PresetCatalog.preset(named: "bell").defaultArguments)
        #expect(layer.anchorPoint == Point(0.5, 0))
        #expect(layer.properties.frame == before)
        #expect(layer.position == Point(100, 68))
    }

    @Test func setAnchorPointKeepsTheFrame() {
        var layer = plainLayer()
        layer.setAnchorPoint(Point(1, 1))
        #expect(layer.position == Point(132, 132))
        #expect(layer.properties.frame == Rect(68, 68, 64, 64))
    }

    @Test func cardLoopPopsWigglesSettlesAndWaits() throws {
        // Each wiggle segment is eased on its own (timingFunctions) over even key times, so the first keyframe (−3°)
        // is reached at key time 1/7 of the 1.2 s shake that starts at 0.5 s.
        let t1 = 0.5 + 1.2 / 7
        let p = try sample(Presets.cardLoop(), at: [0, 0.3, 1.0, t1, 3.2, 3.7, 5.0, 5.7 + 0.3, 5.7 + t1])
        #expect(part(.scale, of: p[0]).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
        #expect(part(.scale, of: p[1]).isApproximatelyEqual(to: 1.1, absoluteTolerance: 1e-9))
        #expect(part(.scale, of: p[2]).isApproximatelyEqual(to: 1.1, absoluteTolerance: 1e-9), "holds the pop between animations")
        #expect(part(.rotationZ, of: p[3]).isApproximatelyEqual(to: rad(-3), absoluteTolerance: 1e-6))
        #expect(part(.scale, of: p[4]).isApproximatelyEqual(to: 1.1, absoluteTolerance: 1e-9) && part(.rotationZ, of: p[4]).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        #expect(part(.scale, of: p[5]).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9), "settled at 3.7 s")
        #expect(part(.scale, of: p[6]).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9), "waiting")
        #expect(part(.scale, of: p[7]).isApproximatelyEqual(to: 1.1, absoluteTolerance: 1e-9), "loops")
        #expect(part(.rotationZ, of: p[8]).isApproximatelyEqual(to: rad(-3), absoluteTolerance: 1e-6))
    }

    @Test func cardLoopRegularVariantIsGentler() throws {
        let t1 = 0.5 + 1.2 / 7
        let p = try sample(Presets.cardLoop(.regular), at: [1.0, t1])
        #expect(part(.scale, of: p[0]).isApproximatelyEqual(to: 1.05, absoluteTolerance: 1e-9))
        #expect(part(.rotationZ, of: p[1]).isApproximatelyEqual(to: rad(-1.5), absoluteTolerance: 1e-6))
    }

    @Test func cardLoopIsOneGroupThatOneRemovalStops() throws {
        var layer = plainLayer()
        layer.add(Presets.cardLoop())
        #expect(layer.animations.count == 1)
        #expect(layer.animationKeys == ["cardLoop"])
        let times = stride(from: 0.0, through: 12, by: 0.1).map { $0 }
        let scene = { (l: Layer) in Scene(canvas: Scene.Canvas(width: 200, height: 200),
                                          timeline: Scene.TimelineSettings(duration: 12), layers: [l]) }
        let animated = try Timeline(scene(layer))
        #expect(times.contains { animated.sample(at: $0)["probe"] != plainLayer().properties })
        layer.removeAnimation(forKey: "cardLoop")
        let stopped = try Timeline(scene(layer))
        #expect(times.allSatisfy { stopped.sample(at: $0)["probe"] == plainLayer().properties })
    }

    @Test func passcodeShakeAddsToWherever() throws {
        let times = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1].map { $0 * 0.4 }
        let p = try sample(Presets.passcodeShake(), at: times)
        let expected: [Double] = [100, 110, 90, 110, 95, 105, 95, 100]
        #expect(zip(p.map(\.position.x), expected).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9) })
    }

    @Test func ridePathStartsOnThePathFacingAlongIt() throws {
        let path = Presets.sinePath(from: Point(100, 100), length: 160, amplitude: 40, waves: 2)
        let p = try sample(Presets.ride(path, timing: PresetTiming(duration: 4, repeatCount: 1)), at: [0, 2])
        #expect(p[0].position.x.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-6) && p[0].position.y.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-6))
        // The first quarter leaves upwards with slope dy/dx = −(40·π/6)/(20/3) = −π.
        #expect(part(.rotationZ, of: p[0]).isApproximatelyEqual(to: Foundation.atan(-Double.pi), absoluteTolerance: 1e-6))
        // Halfway along a symmetric two-period wave is its middle crossing.
        #expect(p[1].position.x.isApproximatelyEqual(to: 180, absoluteTolerance: 0.5) && p[1].position.y.isApproximatelyEqual(to: 100, absoluteTolerance: 0.5))
    }

    @Test func sinePathMatchesTheSeedsPathData() throws {
        let seed = try Path(svgPathData: "M24 100 C38.25 70.68 52.5 44 66.75 44 C81 44 95.25 70.68 109.5 100 "
            + "C123.75 129.32 138 156 152.25 156 C166.5 156 180.75 129.32 195 100")
        let ours = Presets.sinePath(from: Point(24, 100), length: 171, amplitude: 56, waves: 1)
        #expect(ours.elements.count == seed.elements.count)
        for (a, b) in zip(ours.elements, seed.elements) {
            if case let (.cubic(p, c1, c2), .cubic(q, d1, d2)) = (a, b) {
                #expect(p.x.isApproximatelyEqual(to: q.x, absoluteTolerance: 0.01) && p.y.isApproximatelyEqual(to: q.y, absoluteTolerance: 0.01) && c1.y.isApproximatelyEqual(to: d1.y, absoluteTolerance: 0.01) && c2.y.isApproximatelyEqual(to: d2.y, absoluteTolerance: 0.01)
                            && c1.x.isApproximatelyEqual(to: d1.x, absoluteTolerance: 0.01) && c2.x.isApproximatelyEqual(to: d2.x, absoluteTolerance: 0.01))
            }
        }
    }

    @Test func basicsKeepOrReverseTheirEndStates() throws {
        let round = try sample(Presets.morphToCircle(radius: 32), at: [0, 1, 5])
        #expect(round.map(\.cornerRadius) == [0, 32, 32])
        let move = try sample(Presets.moveAndRotate(dx: 278), at: [2, 9])
        for p in move {
            // 315° clockwise ends where −45° does: compare the matrix, not the decomposed angle.
            #expect(p.position.x.isApproximatelyEqual(to: 378, absoluteTolerance: 1e-9) && p.transform.m11.isApproximatelyEqual(to: Foundation.cos(rad(315)), absoluteTolerance: 1e-9)
                        && p.transform.m12.isApproximatelyEqual(to: Foundation.sin(rad(315)), absoluteTolerance: 1e-9))
        }
        let visit = try sample(Presets.moveScaleRecolor(to: Point(195, 150)), at: [1, 2, 3, 4.5])
        #expect(visit[0].position == Point(195, 150) && part(.scale, of: visit[0]).isApproximatelyEqual(to: 1.5, absoluteTolerance: 1e-9))
        #expect(visit[0].backgroundColor == Color(1, 0, 1))
        #expect(visit[1].position.x.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-9), "back after the reverse leg")
        #expect(visit[2].position == Point(195, 150))
        #expect(visit[3] == plainLayer().properties, "removed after two autoreversing plays")
    }

    @Test func seedScenesCompile() throws {
        for seed in SeedScene.allCases {
            let timeline = try Timeline(seed.scene)
            #expect(timeline.sample(at: 0.5).layers.count == seed.scene.allLayers.count, "\(seed)")
        }
    }
}
