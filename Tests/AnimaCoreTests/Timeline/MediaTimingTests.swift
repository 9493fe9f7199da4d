import AnimaCore
import Testing
import AnimaTestSupport
import RealModule

@Suite("Media timing (DESIGN §3: time, duration 0, repeats, autoreverse, fill)")
struct MediaTimingTests {
    let fade = Animation.basic(.opacity, from: 0, to: 1, duration: 1)

    @Test func zeroDurationMeansQuarterSecond() throws {
        // Core Animation replaces duration 0 with 0.25 s: halfway is t = 0.125.
        let p = try sampleOne([fade.duration(0)], at: 0.125)
        #expect(p.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
    }

    @Test func beginTimeAndSpeed() throws {
        // local = (t − beginTime)·speed = (1.5 − 1)·0.5 = 0.25.
        let p = try sampleOne([fade.beginTime(1).speed(0.5)], at: 1.5)
        #expect(p.opacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
        // Active for 1/0.5 = 2 s of parent time: at 2.9 local is 0.95.
        #expect((try sampleOne([fade.beginTime(1).speed(0.5)], at: 2.9).opacity).isApproximatelyEqual(to: 0.95, absoluteTolerance: 1e-9))
    }

    @Test func autoreverseFractionalRepeatAndTimeOffsetWrap() throws {
        // duration 1, autoreverses, repeatCount 1.25 → active 2.5 s; timeOffset 0.5 starts mid-leg and wraps.
        let a = fade.autoreverses().repeatCount(1.25).timeOffset(0.5)
        // t=0: position 0.5, leg 0 forward → 0.5.
        #expect((try sampleOne([a], at: 0).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
        // t=0.7: position 1.2, leg 1 reversed, 0.2 in → 1 − 0.2 = 0.8.
        #expect((try sampleOne([a], at: 0.7).opacity).isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-9))
        // t=2.4: position 2.9, leg 2 forward, 0.9 in → 0.9.
        #expect((try sampleOne([a], at: 2.4).opacity).isApproximatelyEqual(to: 0.9, absoluteTolerance: 1e-9))
        // t=2.5: ended; no fill → the model value (1).
        #expect((try sampleOne([a], model: { $0.opacity = 0.3 }, at: 2.5).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
        // With a kept forwards fill: position 3.0 lands exactly on a leg boundary → end of leg 2 (forward) = 1.
        #expect((try sampleOne([a.keepsFinalState()], model: { $0.opacity = 0.3 }, at: 9).opacity).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
    }

    @Test func integralAutoreverseEndsOnTheStartValue() throws {
        // UIKit documents that an integral repeat count with autoreverse ends on the old value.
        let a = fade.autoreverses().repeatCount(2).keepsFinalState()
        #expect((try sampleOne([a], at: 5).opacity).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 1.25).opacity).isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-9))
    }

    @Test func repeatDurationLimitsTheActiveTime() throws {
        let a = fade.repeatDuration(1.5).keepsFinalState()
        #expect((try sampleOne([a], at: 1.25).opacity).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
        #expect((try sampleOne([a], at: 4).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
    }

    @Test func fillModesWithAndWithoutRemoval() throws {
        let late = fade.beginTime(1)
        let model: (inout Layer) -> Void = { $0.opacity = 0.3 }
        // Before the start: model unless filling backwards (first frame 0).
        #expect((try sampleOne([late], model: model, at: 0.5).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
        #expect((try sampleOne([late.fillMode(.backwards)], model: model, at: 0.5).opacity).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        #expect((try sampleOne([late.fillMode(.both)], model: model, at: 0.5).opacity).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        // After the end: a forwards fill only persists when not removed on completion.
        #expect((try sampleOne([late.fillMode(.forwards)], model: model, at: 2.5).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
        #expect((try sampleOne([late.fillMode(.forwards).removedOnCompletion(false)], model: model, at: 2.5).opacity).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
        #expect((try sampleOne([late.fillMode(.removed).removedOnCompletion(false)], model: model, at: 2.5).opacity).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-9))
    }

    @Test func infiniteRepeatNeverEnds() throws {
        let a = fade.repeatCount(.infinity)
        #expect((try sampleOne([a], at: 1000.25).opacity).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
        #expect(a.timing.activeDuration == .infinity)
        #expect(fade.repeatCount(Double(Float.greatestFiniteMagnitude)).timing.activeDuration == .infinity)
    }

    @Test func layerSpeedZeroFreezesTheSubtree() throws {
        var parent = Layer(id: "parent", sublayers: [Layer(id: "child", animations: [fade])])
        parent.timing = LayerTiming(speed: 0, timeOffset: 0.4)
        let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [parent])
        let timeline = try Timeline(scene)
        for t in [0.0, 0.3, 0.9, 5] {
            let opacity = try #require(timeline.sample(at: t)["child"]?.opacity)
            #expect(abs(opacity - 0.4) < 1e-9)
        }
    }

    @Test func layerClocksCompose() throws {
        // Parent runs at 2×, child starts 0.5 s into the parent's local time: child local at t=0.5 is 2·0.5 − 0.5 = 0.5.
        var child = Layer(id: "child", animations: [fade])
        child.timing = LayerTiming(beginTime: 0.5)
        var parent = Layer(id: "parent", sublayers: [child])
        parent.timing = LayerTiming(speed: 2)
        let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [parent])
        #expect((try Timeline(scene).sample(at: 0.5)["child"]?.opacity ?? -1).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
    }
}
