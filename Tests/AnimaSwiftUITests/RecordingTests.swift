import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// What hosted SwiftUI does, recorded as a Scene and sampled by AnimaCore's Timeline (no `import SwiftUI` here: this
/// file needs AnimaCore's names, and qualifies SwiftUI's where they collide).
@MainActor @Suite(.serialized, .drivesTheClock) struct RecordingTests {
    @Test func recordedSceneMatchesWhatTheLayersShowed() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: TurningSquare(model: model))
        host.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let recording = AnimaRecording(root: host.view)
        host.view.layoutIfNeeded()
        let live = try #require(find("box", in: host.view))
        withAnimation(AnimaSwiftUI.Animation.easeInOut(duration: 1)) { model.on = true }
        var shownLive: [(Double, Double, Double)] = []
        for k in 0...50 {
            let t = Double(k) * 0.05
            AnimaClock.advance(to: t)
            if k == 10 { withAnimation(AnimaSwiftUI.Animation.spring()) { model.on = false } }
            let p = live.layer.presentation() ?? live.layer
            shownLive.append((t, Double(p.opacity), atan2(Double(p.transform.m12), Double(p.transform.m11))))
        }
        let scene = recording.scene(canvas: recording.rootCanvas)
        let timeline = try Timeline(scene)
        // The identified layer is in the Scene under its identifier, and shows what the live layer showed.
        for (t, opacity, angle) in shownLive {
            let recorded = try #require(timeline.sample(at: t)["box"])
            #expect(abs(recorded.opacity - opacity) < 1e-6, "t \(t)")
            #expect(abs(atan2(recorded.transform.m12, recorded.transform.m11) - angle) < 1e-6, "t \(t)")
        }
        // At 0.25 s the ease-in-out (W1's curve over 1 s) is 0.129162 of the way: opacity 1 − 0.5·0.129162.
        let quarter = try #require(timeline.sample(at: 0.25)["box"])
        #expect(abs(quarter.opacity - (1 - 0.5 * 0.129162)) < 1e-6)
        // By 2.5 s the spring back has settled: opacity 1, no rotation.
        let end = try #require(timeline.sample(at: 2.5)["box"])
        #expect(abs(end.opacity - 1) < 1e-6)
        #expect(abs(atan2(end.transform.m12, end.transform.m11)) < 1e-6)
    }
}


extension RecordingTests {
    @Test func anchorPointIsRecorded() throws {
        struct Flag: View {
            var body: some View {
                Rectangle().frame(width: 60, height: 40).rotationEffect(.degrees(10), anchor: .top)
                    .accessibilityIdentifier("flag")
            }
        }
        AnimaClock.reset()
        let host = UIHostingController(rootView: Flag())
        host.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let recording = AnimaRecording(root: host.view)
        host.view.layoutIfNeeded()
        AnimaClock.advance(to: 0.1)
        let flag = try #require(try Timeline(recording.scene(canvas: recording.rootCanvas)).sample(at: 0.05)["flag"])
        #expect(flag.anchorPoint == Point(x: 0.5, y: 0))
        #expect(flag.position == Point(x: 100, y: 80))
    }
}
