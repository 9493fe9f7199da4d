import SwiftUI
import Testing

/// W1–W16 of uikit-swiftui-anchors §6, at the value level.
@Suite struct ValueVectorTests {
    @Test func w1EaseInOutDefaultsTo035Seconds() {
        // Bézier (0.42, 0, 0.58, 1) over 0.35 s: a quarter of the time → 0.129162, half → 0.5; done after 0.35 s.
        let v = samples(.easeInOut, at: [0.0875, 0.175, 0.35, 0.3501])
        #expect(close(v[0], 0.129162) && close(v[1], 0.5) && close(v[2], 1))
        #expect(v[3] == nil)
        for a in [Animation.linear, .easeIn, .easeOut, .timingCurve(0.2, 0, 0.2, 1)] {
            #expect(samples(a, at: [0.35, 0.351]).last! == nil)
        }
    }

    @Test func w2UnitCurves() {
        let expected: [(UnitCurve, [Double])] = [
            (.easeIn, [0.093465, 0.315357, 0.621862]), (.easeOut, [0.378138, 0.684643, 0.906535]),
            (.easeInOut, [0.129162, 0.5, 0.870838]),
        ]
        for (curve, values) in expected {
            for (x, y) in zip([0.25, 0.5, 0.75], values) { #expect(close(curve.value(at: x), y), "\(curve) \(x)") }
        }
        #expect(close(UnitCurve.easeIn.velocity(at: 0.5), 1.073979))
        #expect(close(UnitCurve.easeOut.velocity(at: 0.5), 1.073979))
        #expect(close(UnitCurve.easeInOut.velocity(at: 0.5), 1.724138))
        // The inverse undoes the curve.
        #expect(close(UnitCurve.easeIn.inverse.value(at: 0.315357), 0.5))
    }

    @Test func w3SpringDurationBounce() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(close(s.stiffness, 157.913670) && close(s.damping, 17.592919) && s.mass == 1)
        let v = [0.1, 0.25, 0.5, 1.0].map { s.value(target: 1.0, time: $0) }
        #expect(close(v[0], 0.423302123) && close(v[1], 0.984087491) && close(v[2], 1.014498422)
                && close(v[3], 1.000071597))
    }

    @Test func w4w5SmoothAndSnappy() {
        let smooth = [0.1, 0.25, 0.5, 1.0].map { Spring.smooth.value(target: 1.0, time: $0) }
        for (a, b) in zip(smooth, [0.357739556, 0.821025554, 0.986399069, 0.999952689]) { #expect(close(a, b)) }
        let snappy = [0.1, 0.25, 0.5, 1.0].map { Spring.snappy.value(target: 1.0, time: $0) }
        for (a, b) in zip(snappy, [0.388102446, 0.894509453, 1.006019961, 0.999966082]) { #expect(close(a, b)) }
    }

    @Test func w6OverdampedFromNegativeBounce() {
        let s = Spring(duration: 0.5, bounce: -0.3)
        #expect(close(s.damping, 35.903916))
        let v = [0.1, 0.25, 0.5].map { s.value(target: 1.0, time: $0) }
        for (a, b) in zip(v, [0.290825711, 0.667381803, 0.907764486]) { #expect(close(a, b)) }
        #expect(close(s.bounce, -0.3))
    }

    @Test func w7PhysicalToPerceptual() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(s.duration, 0.628319) && close(s.bounce, 0.5))
        // Overdamped physical parameters are critically damped unless allowed.
        #expect(close(Spring(stiffness: 100, damping: 30).dampingRatio, 1))
        #expect(close(Spring(stiffness: 100, damping: 30, allowOverDamping: true).dampingRatio, 1.5))
    }

    @Test func w8InterpolatingSpring() {
        let v = samples(.interpolatingSpring(stiffness: 100, damping: 10), at: [0.1, 0.25, 0.5, 1.0])
        for (a, b) in zip(v, [0.340299847, 1.023359580, 1.074590567, 1.002170117]) { #expect(close(a, b)) }
    }

    @Test func w9FluidSpringDefault() {
        // One sample per context, as W9 states (the integrator runs from 0 to t in one go).
        for (t, expected) in [(0.1, 0.370761948), (0.25, 0.823335044), (0.5, 0.984469139)] {
            #expect(close(samples(.spring(), at: [t])[0], expected), "t \(t)")
        }
        #expect(samples(.spring, at: [0.1]) == samples(.default, at: [0.1]))
    }

    @Test func w10FluidSpringResponseDamping() {
        for (t, expected) in [(0.1, 0.407970183), (0.25, 0.909870384), (0.5, 1.006793762)] {
            #expect(close(samples(.spring(response: 0.5, dampingFraction: 0.825), at: [t])[0], expected), "t \(t)")
        }
    }

    @Test func w11FluidCompletionDependsOnMagnitude() {
        #expect(close(firstNilFrame(.spring(), target: 1), 50.0 / 60, 1e-9))
        #expect(close(firstNilFrame(.spring(), target: 100), 76.0 / 60, 1e-9))
    }

    @Test func w12RepeatLegsAt60Hz() {
        // Frames at n/60; the first leg returns nil at 61/60 and the reverse leg starts there, so at 75/60 s it has
        // run 14/60 s: 100 − 100·14/60 = 76.666… (the continuous-time 75 of W12, within a frame).
        let frames = (0...200).map { Double($0) / 60 }
        let v = samples(Animation.linear(duration: 1).repeatCount(2), target: 100, at: frames)
        #expect(close(v[30], 50))
        #expect(close(v[75], 100 - 100 * 14.0 / 60))
        #expect(v[125] == nil)   // after two legs: the model value shows
        let forward = samples(Animation.linear(duration: 1).repeatCount(2, autoreverses: false), target: 100, at: frames)
        #expect(close(forward[75], 100 * 14.0 / 60))
    }

    @Test func w13ModifierOrder() {
        // .linear(1).delay(1).speed(2): starts at 0.5 s, ends at 1.0 s; .speed(2).delay(1): 1.0 s to 1.5 s.
        let a = Animation.linear(duration: 1).delay(1).speed(2)
        let b = Animation.linear(duration: 1).speed(2).delay(1)
        let av = samples(a, at: [0.5, 0.75, 1.0, 1.01])
        #expect(close(av[0], 0) && close(av[1], 0.5) && close(av[2], 1) && av[3] == nil)
        let bv = samples(b, at: [1.0, 1.25, 1.5, 1.51])
        #expect(close(bv[0], 0) && close(bv[1], 0.5) && close(bv[2], 1) && bv[3] == nil)
    }

    @Test func w14LinearAndMoveKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100, duration: 1)
            LinearKeyframe(150, duration: 1)
            MoveKeyframe(200)
        }
        #expect(timeline.duration == 2)
        #expect(close(timeline.value(time: 0.5), 50) && close(timeline.value(time: 1.5), 125))
        #expect(close(timeline.value(time: 3), 200))
        #expect(close(timeline.value(progress: 0.25), 50))
    }

    @Test func w15CubicKeyframesHypothesis() {
        // A hypothesis, not Apple's measured value: zero tangents at the track's ends and a Catmull-Rom interior
        // tangent (0 − 0)/(1.0 − 0) = 0, so the second segment is a smoothstep: s = 0.15/0.7,
        // 100·(2s³ − 3s² + 1) = 88.19242.
        struct Point { var y = 0.0 }
        let timeline = KeyframeTimeline(initialValue: Point()) {
            KeyframeTrack(\.y) {
                CubicKeyframe(100, duration: 0.3)
                CubicKeyframe(0, duration: 0.7)
            }
        }
        #expect(close(timeline.value(time: 0.45).y, 88.19242, 1e-5))
    }

    @Test func w16SettlingDurations() {
        #expect(close(Spring.bouncy.settlingDuration, 1.044713))
        #expect(close(Spring.snappy.settlingDuration, 0.876827))
        #expect(close(Spring.smooth.settlingDuration, 0.8))
        #expect(close(Spring(duration: 0.5, bounce: -0.3).settlingDuration, 1.4))
    }
}
