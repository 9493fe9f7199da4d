import SwiftUI
import AnimaTestSupport  // .drivesTheClock
import Testing

/// keyframeAnimator, phaseAnimator and transitions, hosted and read from the layers on the clock.
@MainActor @Suite(.serialized, .drivesTheClock) struct AnimatorTests {
    struct BellValues { var angle = 0.0 }

    struct Bell: View {
        var body: some View {
            Rectangle()
                .frame(width: 60, height: 60)
                .keyframeAnimator(initialValue: BellValues()) { content, value in
                    content
                        .rotationEffect(.radians(value.angle))
                        .accessibilityIdentifier("bell")
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        LinearKeyframe(0.4, duration: 0.25)
                        LinearKeyframe(-0.4, duration: 0.5)
                        LinearKeyframe(0, duration: 0.25)
                    }
                }
        }
    }

    @Test func repeatingKeyframeAnimatorFollowsItsTimeline() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: Bell())
        host.view.layoutIfNeeded()
        let bell = try #require(find("bell", in: host.view))
        // Linear keyframes: 0.2 rad at 0.125 s, 0 at 0.5 s, −0.2 at 0.625 s; the timeline (1 s) repeats.
        #expect(abs(shown(bell, at: 0.125).angle - 0.2) < 1e-6)
        #expect(abs(shown(bell, at: 0.5).angle) < 1e-6)
        #expect(abs(shown(bell, at: 0.625).angle + 0.2) < 1e-6)
        #expect(abs(shown(bell, at: 2.125).angle - 0.2) < 1e-6)
    }

    @Test func rotationAnchorIsTheLayersAnchorPoint() throws {
        struct Flag: View {
            var body: some View {
                Rectangle().frame(width: 60, height: 40).rotationEffect(.degrees(10), anchor: .top)
                    .accessibilityIdentifier("flag")
            }
        }
        AnimaClock.reset()
        let host = UIHostingController(rootView: Flag())
        host.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        host.view.layoutIfNeeded()
        let flag = try #require(find("flag", in: host.view))
        // The frame is (70, 80, 60, 40); rotating about its top centre puts the layer's anchor there.
        #expect(flag.layer.anchorPoint == CGPoint(x: 0.5, y: 0))
        #expect(flag.layer.position == CGPoint(x: 100, y: 80))
        #expect(abs(shown(flag, at: 0).angle - 10 * .pi / 180) < 1e-9)
    }

    struct Card: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .frame(width: 80, height: 100)
                .phaseAnimator([1.0, 1.5]) { content, scale in
                    content.scaleEffect(scale).accessibilityIdentifier("card")
                } animation: { _ in .linear(duration: 0.5) }
        }
    }

    @Test func phaseAnimatorCyclesOnLogicalCompletion() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: Card())
        host.view.layoutIfNeeded()
        let card = try #require(find("card", in: host.view))
        // Phase 1 (×1.5) from 0 to 0.5 s, back to ×1 from 0.5 to 1.0 s, and again.
        #expect(abs(shown(card, at: 0.25).scale - 1.25) < 1e-6)
        #expect(abs(shown(card, at: 0.75).scale - 1.25) < 1e-6)
        #expect(abs(shown(card, at: 1.0).scale - 1.0) < 1e-6)
        #expect(abs(shown(card, at: 1.25).scale - 1.25) < 1e-6)
    }

    struct Listing: View {
        let model: ToggleModel
        var body: some View {
            VStack {
                Rectangle().frame(width: 50, height: 20)
                if model.on {
                    Rectangle()
                        .frame(width: 50, height: 20)
                        .transition(.opacity)
                        .accessibilityIdentifier("new")
                }
            }
        }
    }

    @Test func opacityTransitionFadesAnInsertedView() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: Listing(model: model))
        host.view.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { model.on = true }
        host.view.layoutIfNeeded()
        let inserted = try #require(find("new", in: host.view))
        #expect(abs(shown(inserted, at: 0.25).opacity - 0.25) < 1e-6)
        #expect(abs(shown(inserted, at: 1.5).opacity - 1) < 1e-6)
    }

    @Test func removedViewStaysUntilItsTransitionEnds() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        model.on = true
        let host = UIHostingController(rootView: Listing(model: model))
        host.view.layoutIfNeeded()
        let leaving = try #require(find("new", in: host.view))
        withAnimation(.linear(duration: 1)) { model.on = false }
        host.view.layoutIfNeeded()
        #expect(abs(shown(leaving, at: 0.5).opacity - 0.5) < 1e-6)
        #expect(leaving.superview != nil)
        AnimaClock.advance(to: 1.1)
        #expect(leaving.superview == nil)
    }
}
