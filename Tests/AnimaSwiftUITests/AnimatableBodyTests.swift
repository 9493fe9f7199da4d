import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// A `ViewModifier` or a view that is `Animatable`: SwiftUI evaluates its body along the interpolated
/// `animatableData`, so what the body derives from it (here x = 100·p², opacity 1 − p/2) follows the curve through
/// the body, not a straight line between the two end states.
@MainActor @Suite(.serialized, .drivesTheClock) struct AnimatableBodyTests {
    struct Slide: ViewModifier, Animatable {
        var progress: Double
        nonisolated var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: 100 * progress * progress).opacity(1 - progress / 2)
        }
    }

    /// The same motion written as an `Animatable` view.
    struct SlidingCard: View, Animatable {
        var progress: Double
        nonisolated var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        var body: some View {
            Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("card")
                .offset(x: 100 * progress * progress).opacity(1 - progress / 2)
        }
    }

    struct Card: View {
        let model: ToggleModel
        let asView: Bool
        var body: some View {
            if asView {
                SlidingCard(progress: model.on ? 1 : 0)
            } else {
                Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("card")
                    .modifier(Slide(progress: model.on ? 1 : 0))
            }
        }
    }

    @Test(arguments: [false, true])
    func bodyFollowsTheInterpolatedDataLiveAndRecorded(asView: Bool) throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Card(model: model, asView: asView), width: 300, height: 200)
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        var live: [Double: LayerProperties] = [:]
        for k in 0...75 {
            let t = Double(k) / 60
            AnimaClock.advance(to: t)
            live[t] = try #require(hosted.shown("card"))
        }
        let timeline = try hosted.timeline()
        for (t, shown) in live {
            let recorded = try #require(timeline.sample(at: t)["card"])
            #expect(abs(recorded.transform.m41 - shown.transform.m41) < 1e-9, "t \(t)")
            #expect(abs(recorded.opacity - shown.opacity) < 1e-9, "t \(t)")
        }
        // Linear 1 s: p = t. At 0.25 s x = 100·0.0625 = 6.25 and opacity 0.875; at 0.5 s x = 25 (not the 50 of a
        // straight line) and opacity 0.75; at rest x = 100 and opacity 0.5.
        for (t, x, opacity) in [(0.25, 6.25, 0.875), (0.5, 25.0, 0.75), (1.25, 100.0, 0.5)] {
            let shown = try #require(live[t])
            #expect(abs(shown.transform.m41 - x) < 1e-6, "x at \(t): \(shown.transform.m41)")
            #expect(abs(shown.opacity - opacity) < 1e-6, "opacity at \(t): \(shown.opacity)")
        }
    }
}
