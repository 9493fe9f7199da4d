import SwiftUI
import AnimaTestSupport  // .drivesTheClock
import Testing

/// A model the tests change from outside, as an app's model would be.
@Observable @MainActor
final class ToggleModel {
    var on = false
    var count = 1
}

/// A square that turns, fades, moves and grows with the model.
struct TurningSquare: View {
    let model: ToggleModel
    var body: some View {
        Rectangle()
            .fill(.blue)
            .frame(width: 100, height: 100)
            .scaleEffect(model.on ? 2 : 1)
            .rotationEffect(.degrees(model.on ? 90 : 0))
            .offset(x: model.on ? 50 : 0)
            .opacity(model.on ? 0.5 : 1)
            .accessibilityIdentifier("box")
    }
}

/// The view with `id` under `root`.
@MainActor
func find(_ id: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == id { return root }
    for sub in root.subviews { if let v = find(id, in: sub) { return v } }
    return nil
}

/// Rotation (about z), x scale, x translation and opacity shown at absolute time `t`.
@MainActor
func shown(_ view: UIView, at t: Double) -> (angle: Double, scale: Double, tx: Double, opacity: Double) {
    AnimaClock.advance(to: t)
    let layer = view.layer.presentation() ?? view.layer
    let m = layer.transform
    let angle = atan2(Double(m.m12), Double(m.m11))
    let scale = (Double(m.m11 * m.m11 + m.m12 * m.m12)).squareRoot()
    return (angle, scale, Double(m.m41), Double(layer.opacity))
}

/// Views hosted in UIHostingController on the virtual clock (all tests share the clock, so they run one at a time).
@MainActor @Suite(.serialized, .drivesTheClock) struct HostingTests {
    @Test func firstLayoutShowsTheViewWithItsFrame() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: TurningSquare(model: ToggleModel()))
        host.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        host.view.layoutIfNeeded()
        let box = try #require(find("box", in: host.view))
        // The root is centred in the host: a 100 × 100 frame at (100, 100).
        #expect(box.layer.bounds.size == CGSize(width: 100, height: 100))
        #expect(box.layer.position == CGPoint(x: 150, y: 150))
    }

    @Test func withAnimationLinearAnimatesEveryEffect() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: TurningSquare(model: model))
        host.view.layoutIfNeeded()
        let box = try #require(find("box", in: host.view))
        AnimaClock.advance(to: 1)
        withAnimation(.linear(duration: 1)) { model.on = true }
        // Applied at the next tick (t = 1), so the animation runs from 1 s to 2 s; a quarter in at 1.25 s.
        let q = shown(box, at: 1.25)
        #expect(abs(q.angle - .pi / 8) < 1e-6)
        #expect(abs(q.scale - 1.25) < 1e-6)
        #expect(abs(q.tx - 12.5) < 1e-6)
        #expect(abs(q.opacity - 0.875) < 1e-6)
        let end = shown(box, at: 2.5)
        #expect(abs(end.angle - .pi / 2) < 1e-6 && abs(end.opacity - 0.5) < 1e-6)
    }

    @Test func easeInOutDefaultsTo035SecondsOnTheClock() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: TurningSquare(model: model))
        host.view.layoutIfNeeded()
        let box = try #require(find("box", in: host.view))
        withAnimation(.easeInOut) { model.on = true }
        host.view.layoutIfNeeded()
        // W1 on a layer: 0.129162 of the way at 0.0875 s, so opacity 1 − 0.5·0.129162.
        #expect(abs(shown(box, at: 0.0875).opacity - (1 - 0.5 * 0.129162)) < 1e-6)
    }

    @Test func fluidSpringOnALayerFollowsW9() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: TurningSquare(model: model))
        host.view.layoutIfNeeded()
        let box = try #require(find("box", in: host.view))
        withAnimation(.spring()) { model.on = true }
        host.view.layoutIfNeeded()
        // Offset 0 → 50 on the fluid spring: W9's 0.823335044 at 0.25 s (recorded as the integrator's own 300 Hz steps).
        #expect(abs(shown(box, at: 0.25).tx - 50 * 0.823335044) < 1e-6)
    }

    @Test func completionRunsAtLogicalCompletion() throws {
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: TurningSquare(model: model))
        host.view.layoutIfNeeded()
        var finished: Double?
        withAnimation(.linear(duration: 0.5)) { model.on = true } completion: { finished = AnimaClock.now }
        AnimaClock.advance(to: 1)
        #expect(finished.map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func stateChangeInsideTheViewAnimatesWithAnimationModifier() throws {
        struct Pulse: View {
            @State var big = false
            var body: some View {
                Circle()
                    .frame(width: 40, height: 40)
                    .scaleEffect(big ? 1.5 : 1)
                    .animation(.linear(duration: 1), value: big)
                    .accessibilityIdentifier("dot")
                    .onAppear { big = true }
            }
        }
        AnimaClock.reset()
        let host = UIHostingController(rootView: Pulse())
        host.view.layoutIfNeeded()   // appears; onAppear sets big = true, applied at the next tick
        let dot = try #require(find("dot", in: host.view))
        AnimaClock.advance(to: 0)
        #expect(abs(shown(dot, at: 0.5).scale - 1.25) < 1e-6)
    }

    @Test func nestedStacksPlaceChildrenInTheirParentsCoordinates() throws {
        struct Nested: View {
            var body: some View {
                ZStack {
                    Color.gray.frame(width: 200, height: 100)
                    HStack(spacing: 10) {
                        Rectangle().frame(width: 40, height: 20)
                        Rectangle().frame(width: 40, height: 20).accessibilityIdentifier("second")
                    }
                }
            }
        }
        AnimaClock.reset()
        let host = UIHostingController(rootView: Nested())
        host.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        host.view.layoutIfNeeded()
        let second = try #require(find("second", in: host.view))
        // ZStack 200 × 100 centred at (150, 150); the HStack (90 × 20) centred in it: the second rectangle spans
        // x 155…195 and y 140…160 in the host, so its centre is (175, 150) there.
        var centre = second.layer.position
        var view: UIView? = second.superview
        while let v = view, v !== host.view {
            centre.x += v.layer.position.x - v.layer.bounds.width * v.layer.anchorPoint.x
            centre.y += v.layer.position.y - v.layer.bounds.height * v.layer.anchorPoint.y
            view = v.superview
        }
        #expect(centre == CGPoint(x: 175, y: 150))
    }

    @Test func animationWithoutValueAnimatesAnyChange() throws {
        struct Fader: View {
            let model: ToggleModel
            var body: some View {
                Rectangle().frame(width: 20, height: 20).opacity(model.on ? 0 : 1)
                    .animation(.linear(duration: 1)).accessibilityIdentifier("fader")
            }
        }
        AnimaClock.reset()
        let model = ToggleModel()
        let host = UIHostingController(rootView: Fader(model: model))
        host.view.layoutIfNeeded()
        let fader = try #require(find("fader", in: host.view))
        model.on = true
        host.view.layoutIfNeeded()
        #expect(abs(shown(fader, at: 0.25).opacity - 0.75) < 1e-6)
    }
}
