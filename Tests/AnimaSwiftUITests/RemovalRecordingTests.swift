import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// Removal transitions in recordings: the removed view stays in the Scene with its transition until SwiftUI takes it
/// out of the hierarchy, and is hidden from then on. Each test compares the recording with what the live layer's
/// `presentation()` showed on every 60 Hz frame while it was there, and with values worked out by hand.
@MainActor @Suite(.serialized, .drivesTheClock) struct RemovalRecordingTests {
    /// A badge shown while the model is on, with the transition under test.
    struct Badge: View {
        let model: ToggleModel
        let transition: AnyTransition
        var body: some View {
            ZStack {
                Rectangle().frame(width: 200, height: 100)
                if model.on {
                    Rectangle().frame(width: 60, height: 40).transition(transition).accessibilityIdentifier("badge")
                }
            }
        }
    }

    /// What the live badge showed, frame by frame, while it was in the hierarchy.
    struct Shown {
        var t: Double
        var properties: LayerProperties
    }

    /// Hosts a badge (shown from the start unless `hidden`), runs `script` at its times on a 60 Hz clock up to `duration`, and
    /// returns the recording's timeline with what the live badge showed while it was in the hierarchy.
    private func run(_ transition: AnyTransition, hidden: Bool = false, duration: Double,
                     script: [Double: @MainActor (ToggleModel) -> Void]) throws -> (Timeline, [Shown]) {
        let model = ToggleModel()
        model.on = !hidden
        let hosted = HostedRecording(Badge(model: model, transition: transition), width: 300, height: 200)
        var shown: [Shown] = []
        for k in 0...Int(duration * 60) {
            let t = Double(k) / 60
            AnimaClock.advance(to: t)
            script[t]?(model)
            hosted.host.view.layoutIfNeeded()
            if let p = hosted.shown("badge") {
                shown.append(Shown(t: t, properties: p))
            }
        }
        let timeline = try hosted.timeline()
        for s in shown {
            let recorded = try #require(timeline.sample(at: s.t)["badge"], "t \(s.t)")
            #expect(!recorded.isHidden, "t \(s.t)")
            for key in [PropertyKey.opacity, .position, .bounds, .transform] {
                #expect(recorded[key].distance(to: s.properties[key]) <= 1e-9, "t \(s.t) \(key.rawValue)")
            }
        }
        return (timeline, shown)
    }

    private func badge(_ timeline: Timeline, at t: Double) throws -> LayerProperties {
        try #require(timeline.sample(at: t)["badge"])
    }

    @Test func opacityRemovalFadesThenLeaves() throws {
        // Removed at 0.5 s under `.easeInOut`: SwiftUI's 0.35 s and (0.42, 0, 0.58, 1) (research note §5.1).
        let (timeline, shown) = try run(.opacity, duration: 1.2, script: [
            0.5: { m in withAnimation(AnimaSwiftUI.Animation.easeInOut) { m.on = false } },
        ])
        // A quarter of the duration in (0.0875 s) the curve is 0.129162 of the way (W1); half way it is 0.5.
        #expect(abs(try badge(timeline, at: 0.5875).opacity - (1 - 0.129162)) < 1e-6)
        #expect(abs(try badge(timeline, at: 0.675).opacity - 0.5) < 1e-6)
        // In the hierarchy until the animation is over (0.85 s, plus at most one 300 Hz step), then gone.
        #expect(shown.last.map { $0.t >= 0.85 - 1e-9 && $0.t < 0.87 } == true)
        #expect(try badge(timeline, at: 0.9).isHidden)
        #expect(try badge(timeline, at: 1.2).isHidden)
    }

    @Test func moveRemovalSlidesTowardsItsEdgeThenLeaves() throws {
        // `.move(edge: .trailing)` offsets the view by its own width (60) towards the trailing edge; linear 0.5 s.
        let (timeline, shown) = try run(.move(edge: .trailing), duration: 1, script: [
            0.2: { m in withAnimation(AnimaSwiftUI.Animation.linear(duration: 0.5)) { m.on = false } },
        ])
        #expect(abs(try badge(timeline, at: 0.325).transform.m41 - 15) < 1e-6)
        #expect(abs(try badge(timeline, at: 0.45).transform.m41 - 30) < 1e-6)
        #expect(abs(try badge(timeline, at: 0.45).opacity - 1) < 1e-9)
        #expect(shown.last.map { $0.t >= 0.7 - 1e-9 && $0.t < 0.72 } == true)
        #expect(try badge(timeline, at: 0.75).isHidden)
    }

    @Test func asymmetricInsertsOneWayAndLeavesAnother() throws {
        // Scales in from 0 (linear 0.4 s from 0.1 s), leaves fading and moving down by its height (40) (linear
        // 0.5 s from 1 s), without scaling.
        let transition = AnyTransition.asymmetric(insertion: .scale,
                                                  removal: .opacity.combined(with: .move(edge: .bottom)))
        let (timeline, shown) = try run(transition, hidden: true, duration: 1.8, script: [
            0.1: { m in withAnimation(AnimaSwiftUI.Animation.linear(duration: 0.4)) { m.on = true } },
            1: { m in withAnimation(AnimaSwiftUI.Animation.linear(duration: 0.5)) { m.on = false } },
        ])
        #expect(try badge(timeline, at: 0.075).isHidden)  // not inserted yet
        #expect(abs(try badge(timeline, at: 0.2).transform.m11 - 0.25) < 1e-6)
        #expect(abs(try badge(timeline, at: 0.4).transform.m22 - 0.75) < 1e-6)
        let leaving = try badge(timeline, at: 1.25)
        #expect(abs(leaving.opacity - 0.5) < 1e-6)
        #expect(abs(leaving.transform.m42 - 20) < 1e-6)
        #expect(abs(leaving.transform.m11 - 1) < 1e-9)
        #expect(shown.last.map { $0.t >= 1.5 - 1e-9 && $0.t < 1.52 } == true)
        #expect(try badge(timeline, at: 1.55).isHidden)
    }
}
