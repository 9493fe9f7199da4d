import AnimaCore
import Testing
import AnimaTestSupport

/// Layers are timing nodes (CAMediaTiming on CALayer): their clock composes down the tree, so a pause holds every
/// animation below, and a layer's own duration, repeats, autoreverse and fill shape the time its animations see.
@Suite("Layer clocks: QA1673 pause and resume, repeats and fills")
struct LayerClockTests {
    /// Opacity 1 → 0 over 1 s, linear, from time 0.
    private let fade = Animation.basic(.opacity, from: 1, to: 0, duration: 1)

    /// Apple's QA1673 as a recording keeps it: paused at 0.25 s (speed 0, timeOffset 0.25), resumed at 1.25 s
    /// (speed 1, timeOffset 0, beginTime = 1.25 − 0.25 = 1.0).
    private let pausedAndResumed = LayerTiming(changes: [
        LayerTimingChange(time: 0.25, timing: LayerTiming(speed: 0, timeOffset: 0.25)),
        LayerTimingChange(time: 1.25, timing: LayerTiming(beginTime: 1)),
    ])

    private func opacity(_ layer: Layer, at t: Double) throws -> Double {
        try properties(of: layer.id, in: Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 3),
                                               layers: [layer]), at: t).opacity
    }

    @Test func qa1673PauseHoldsTheValueAndResumeContinues() throws {
        let layer = Layer(id: "spinner", timing: pausedAndResumed, animations: [fade])
        // Before the pause the clock is the scene's: 1 − 0.1.
        #expect(try opacity(layer, at: 0.1).isClose(to: 0.9))
        // Paused: local time 0.25 throughout, so 0.75 from 0.25 s to 1.25 s.
        for t in [0.25, 0.5, 1.0, 1.2499] { #expect(try opacity(layer, at: t).isClose(to: 0.75), "t = \(t)") }
        // Resumed: local = t − 1, so 1.5 s shows local 0.5 and the animation ends at 2.0 s, not 1.0 s.
        #expect(try opacity(layer, at: 1.5).isClose(to: 0.5))
        #expect(try opacity(layer, at: 1.99).isClose(to: 0.01, tolerance: 1e-9))
        #expect(try opacity(layer, at: 2.01).isClose(to: 1))   // removed: the model's 1
    }

    @Test func aPausedLayerHoldsItsSublayersToo() throws {
        let child = Layer(id: "dot", animations: [fade])
        let parent = Layer(id: "spinner", timing: pausedAndResumed, sublayers: [child])
        #expect(try opacity(child, in: parent, at: 1.0).isClose(to: 0.75))
        #expect(try opacity(child, in: parent, at: 1.75).isClose(to: 0.25))
    }

    private func opacity(_ child: Layer, in parent: Layer, at t: Double) throws -> Double {
        try properties(of: child.id, in: Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 3),
                                               layers: [parent]), at: t).opacity
    }

    @Test func settingsPickTheLastChangeAtOrBeforeTheTime() {
        #expect(pausedAndResumed.settings(atParentTime: 0.2).speed == 1)
        #expect(pausedAndResumed.settings(atParentTime: 0.25).speed == 0)
        #expect(pausedAndResumed.settings(atParentTime: 1.25).beginTime == 1)
        // (t − beginTime) · speed + timeOffset in each piece.
        #expect(pausedAndResumed.localTime(0.2) == 0.2)
        #expect(pausedAndResumed.localTime(0.9) == 0.25)
        #expect(pausedAndResumed.localTime(1.5) == 0.5)
        #expect(!pausedAndResumed.isIdentity && LayerTiming().isIdentity)
    }

    @Test func aLayersOwnRepeatsAndAutoreverseShapeItsTime() throws {
        // Layer duration 1, autoreverses, repeatCount 2: active 4 s. At 1.25 the second leg runs backwards: local
        // 1 − 0.25 = 0.75, so the fade shows 0.25.
        let timing = LayerTiming(duration: 1, repeatCount: 2, autoreverses: true)
        let layer = Layer(id: "l", timing: timing, animations: [fade.fillMode(.both).removedOnCompletion(false)])
        #expect(try opacity(layer, at: 1.25).isClose(to: 0.25))
        #expect(try opacity(layer, at: 2.5).isClose(to: 0.5))
        // After 4 s without a fill the layer's time is inactive: its animations show nothing, the model's 1 shows.
        #expect(try opacity(layer, at: 4.5).isClose(to: 1))
        #expect(timing.localTime(4.5).isNaN)
        // With a forwards fill the layer's time holds the end of the last (reversed) leg: local 0, opacity 1 − 0.
        var filled = layer
        filled.timing.fillMode = .forwards
        filled.timing.repeatCount = 1.5
        // 1.5 repeats of 2 s legs pairs: active 3 s, ending 1 s into a forward leg: local 1, fade filled at 0.
        #expect(try opacity(filled, at: 5).isClose(to: 0))
    }

    @Test func aLayerBeforeItsBeginShowsNothingUnlessItFillsBackwards() throws {
        // Opacity 0.2 → 1 over the layer's 1 s, the layer starting at 2 s; the model's opacity is 1.
        let rise = Animation.basic(.opacity, from: 0.2, to: 1, duration: 1).fillMode(.both)
        let late = Layer(id: "l", timing: LayerTiming(beginTime: 2, duration: 1), animations: [rise])
        #expect(try opacity(late, at: 1).isClose(to: 1))
        var filled = late
        filled.timing.fillMode = .backwards
        #expect(try opacity(filled, at: 1).isClose(to: 0.2))    // local 0: the rise's first frame
        #expect(try opacity(filled, at: 2.5).isClose(to: 0.6))  // local 0.5
    }

    @Test func changesMustBeInTimeOrder() {
        let timing = LayerTiming(changes: [LayerTimingChange(time: 1, timing: LayerTiming()),
                                           LayerTimingChange(time: 0.5, timing: LayerTiming())])
        let scene = Scene(canvas: .init(width: 1, height: 1), timeline: .init(duration: 1),
                          layers: [Layer(id: "l", timing: timing)])
        #expect(throws: TimelineError.self) { try Timeline(scene) }
    }
}
