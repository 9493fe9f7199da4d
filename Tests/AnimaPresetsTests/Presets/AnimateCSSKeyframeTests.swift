import AnimaCore
import Foundation
@testable import AnimaPresets
import Testing
import AnimaTestSupport
import RealModule

/// Each Animate.css preset sampled at the percentages of Animate.css 4.1.1's keyframes (research §2.3); durations
/// are the published 1 s (1.3 s for heartBeat), so a percentage p is the time p/100 s.
struct AnimateCSSKeyframeTests {
    /// Samples `animation` at `percent` of `duration` and checks `read` against the published values.
    func expectKeyframes(_ animation: Animation, duration: Double = 1, _ frames: [(Double, Double)],
                         tolerance: Double = 1e-9, read: (LayerProperties) -> Double,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let props = try sample(animation, at: frames.map { $0.0 / 100 * duration })
        for ((percent, expected), p) in zip(frames, props) {
            let got = read(p)
            #expect(got.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance), "at \(percent)%: \(got) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func shakeXAlternatesTenPointsAtEveryTenPercent() throws {
        let frames = [(0.0, 0.0), (10, -10), (20, 10), (30, -10), (40, 10), (50, -10), (60, 10), (70, -10), (80, 10),
                      (90, -10)]
        try expectKeyframes(Presets.shake(), frames) { part(.translationX, of: $0) }
        try expectKeyframes(Presets.shake(axis: .y), frames) { part(.translationY, of: $0) }
    }

    @Test func shakeIsEasedPerSegmentWithCSSEase() throws {
        // Halfway through the first segment (5 %), CSS `ease` at 0.5 gives 0.8024033877 (WPT/Chromium vector).
        let p = try sample(Presets.shake(), at: [0.05])[0]
        #expect(part(.translationX, of: p).isApproximatelyEqual(to: -10 * 0.8024033877399112, absoluteTolerance: 1e-6))
    }

    @Test func headShakeMovesAndTurnsAboutY() throws {
        let x = [(0.0, 0.0), (6.5, -6), (18.5, 5), (31.5, -3), (43.5, 2), (50, 0), (75, 0)]
        try expectKeyframes(Presets.headShake(), x, tolerance: 1e-7) { part(.translationX, of: $0) }
        let ry = [(6.5, -9.0), (18.5, 7), (31.5, -5), (43.5, 3), (50, 0)].map { ($0.0, rad($0.1)) }
        try expectKeyframes(Presets.headShake(), ry, tolerance: 1e-7) { part(.rotationY, of: $0) }
    }

    @Test func swingRotatesFifteenMinusTenFiveMinusFive() throws {
        let frames = [(0.0, 0.0), (20, 15), (40, -10), (60, 5), (80, -5)].map { ($0.0, rad($0.1)) }
        try expectKeyframes(Presets.swing(), frames) { part(.rotationZ, of: $0) }
        #expect(try PresetCatalog.preset(named: "swing").anchorPoint == Point(0.5, 0))
    }

    @Test func tadaShrinksThenWigglesLarge() throws {
        let scale = [(0.0, 1.0), (10, 0.9), (20, 0.9), (30, 1.1), (50, 1.1), (90, 1.1)]
        try expectKeyframes(Presets.tada(), scale, tolerance: 1e-9) { part(.scale, of: $0) }
        let angle = [(10.0, -3.0), (20, -3), (30, 3), (40, -3), (50, 3), (60, -3), (70, 3), (80, -3), (90, 3)]
            .map { ($0.0, rad($0.1)) }
        try expectKeyframes(Presets.tada(), angle, tolerance: 1e-9) { part(.rotationZ, of: $0) }
    }

    @Test func wobbleMovesByFractionsOfTheWidth() throws {
        // The probe is 64 pt wide: −25 % = −16, 20 % = 12.8, −15 % = −9.6, 10 % = 6.4, −5 % = −3.2.
        let x = [(15.0, -16.0), (30, 12.8), (45, -9.6), (60, 6.4), (75, -3.2)]
        try expectKeyframes(Presets.wobble(width: 64), x, tolerance: 1e-9) { part(.translationX, of: $0) }
        let angle = [(15.0, -5.0), (30, 3), (45, -3), (60, 2), (75, -1)].map { ($0.0, rad($0.1)) }
        try expectKeyframes(Presets.wobble(width: 64), angle, tolerance: 1e-9) { part(.rotationZ, of: $0) }
    }

    @Test func jelloSkewsBothAxesHalvingEachStep() throws {
        let steps: [(Double, Double)] = [(11.1, 0), (22.2, -12.5), (33.3, 6.25), (44.4, -3.125), (55.5, 1.5625),
                                         (66.6, -0.78125), (77.7, 0.390625), (88.8, -0.1953125)]
        let props = try sample(Presets.jello(), at: steps.map { $0.0 / 100 })
        for ((percent, degrees), p) in zip(steps, props) {
            // skewX(a) skewY(a) maps (x, y) to ((1 + tan²a)x + tan a·y, tan a·x + y).
            let t = Foundation.tan(rad(degrees))
            let m = p.transform
            #expect(m.m11.isApproximatelyEqual(to: 1 + t * t, absoluteTolerance: 1e-9) && m.m12.isApproximatelyEqual(to: t, absoluteTolerance: 1e-9) && m.m21.isApproximatelyEqual(to: t, absoluteTolerance: 1e-9)
                        && m.m22.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9), "at \(percent)%")
        }
    }

    @Test func heartBeatBeatsTwiceOverOnePointThreeSeconds() throws {
        let frames = [(0.0, 1.0), (14, 1.3), (28, 1), (42, 1.3), (70, 1), (85, 1)]
        try expectKeyframes(Presets.heartBeat(), duration: 1.3, frames, tolerance: 1e-9) { part(.scale, of: $0) }
    }

    @Test func bounceRisesStretchesAndSquashesAtTheBottom() throws {
        let y = [(0.0, 0.0), (20, 0), (40, -30), (43, -30), (53, 0), (70, -15), (80, 0), (90, -4)]
        try expectKeyframes(Presets.bounce(), y, tolerance: 1e-9) { part(.translationY, of: $0) }
        let sy = [(40.0, 1.1), (43, 1.1), (53, 1), (70, 1.05), (80, 0.95), (90, 1.02)]
        try expectKeyframes(Presets.bounce(), sy, tolerance: 1e-9) { part(.scaleY, of: $0) }
        #expect(try PresetCatalog.preset(named: "bounce").anchorPoint == Point(0.5, 1))
    }

    @Test func eachSegmentUsesTheCurveOfTheKeyframeWhereItStarts() throws {
        // 20 → 40 % starts at the 20 % keyframe, whose curve is (0.215, 0.61, 0.355, 1): halfway (30 %) it has
        // covered y(0.5) of the 30 pt rise.
        let expected = -30 * CubicBezierReference(0.215, 0.61, 0.355, 1).output(at: 0.5)
        let falling = try sample(Presets.bounce(), at: [0.48])[0]
        // 43 → 53 % starts at 43 %, whose curve is (0.755, 0.05, 0.855, 0.06): at 48 % it has fallen y(0.5) of 30 pt.
        #expect(part(.translationY, of: falling).isApproximatelyEqual(to: -30 + 30 * CubicBezierReference(0.755, 0.05, 0.855, 0.06).output(at: 0.5), absoluteTolerance: 1e-6))
        let p = try sample(Presets.bounce(), at: [0.3])[0]
        #expect(part(.translationY, of: p).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
    }

    @Test func pulseGrowsFivePercentAtHalfway() throws {
        try expectKeyframes(Presets.pulse(), [(0, 1), (50, 1.05)], tolerance: 1e-12) { part(.scale, of: $0) }
    }

    @Test func rubberBandStretchesAlternately() throws {
        let sx = [(30.0, 1.25), (40, 0.75), (50, 1.15), (65, 0.95), (75, 1.05)]
        let sy = [(30.0, 0.75), (40, 1.25), (50, 0.85), (65, 1.05), (75, 0.95)]
        try expectKeyframes(Presets.rubberBand(), sx, tolerance: 1e-9) { part(.scaleX, of: $0) }
        try expectKeyframes(Presets.rubberBand(), sy, tolerance: 1e-9) { part(.scaleY, of: $0) }
    }

    @Test func flashBlinksAtQuarters() throws {
        try expectKeyframes(Presets.flash(), [(0, 1), (25, 0), (50, 1), (75, 0)]) { $0.opacity }
    }

    @Test func fadesAndZoomsFollowTheirKeyframesAndExitsStayHidden() throws {
        try expectKeyframes(Presets.fadeIn(), [(0, 0), (50, 0.8024033877399112)], tolerance: 1e-6) { $0.opacity }
        try expectKeyframes(Presets.fadeOut(), [(0, 1), (100, 0), (500, 0)]) { $0.opacity }
        try expectKeyframes(Presets.zoomIn(), [(0, 0), (50, 1)]) { $0.opacity }
        try expectKeyframes(Presets.zoomIn(), [(0, 0.3)]) { part(.scale, of: $0) }
        try expectKeyframes(Presets.zoomOut(), [(0, 1), (50, 0), (100, 0), (400, 0)]) { $0.opacity }
        try expectKeyframes(Presets.zoomOut(), [(50, 0.3)]) { part(.scale, of: $0) }
    }

    @Test func forceScalesTheAmplitude() throws {
        try expectKeyframes(Presets.shake(force: 2), [(10, -20), (20, 20)]) { part(.translationX, of: $0) }
        try expectKeyframes(Presets.swing(force: 0.5), [(20, rad(7.5))]) { part(.rotationZ, of: $0) }
    }

    @Test func delayShowsTheFirstFrameAndRepeatPlaysAgain() throws {
        let a = Presets.fadeIn(timing: PresetTiming(duration: 1, delay: 0.5, repeatCount: 2))
        let p = try sample(a, at: [0.2, 0.5, 1.5, 2.5, 3])
        #expect(p.map(\.opacity) == [0, 0, 0, 1, 1])
    }
}

