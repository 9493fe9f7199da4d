import SwiftUI
import AnimaTestSupport  // .drivesTheClock
import Testing

/// A model in the style of pre-Observation SwiftUI apps.
final class Spinner: ObservableObject {
    @MainActor static var made = 0
    @Published var turned = false
    @MainActor init() { Spinner.made += 1 }
}

/// A dot stepped right by a timer, each step animated (the loaders and counters of public examples).
struct TimerStepper: View {
    @State private var step = 0
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    var body: some View {
        Rectangle()
            .frame(width: 20, height: 20)
            .offset(x: CGFloat(step) * 40)
            .accessibilityIdentifier("dot")
            .onReceive(timer) { _ in withAnimation(.linear(duration: 0.25)) { step += 1 } }
    }
}

/// A view owning its model, turned when it appears (the "start on appear" pattern).
struct OwnedSpinner: View {
    @StateObject private var model = Spinner()
    var body: some View {
        Rectangle()
            .frame(width: 50, height: 50)
            .rotationEffect(.degrees(model.turned ? 90 : 0))
            .animation(.easeInOut(duration: 1), value: model.turned)
            .accessibilityIdentifier("spin")
            .onAppear { model.turned = true }
    }
}

/// A child reading its ancestor's model from the environment.
struct EnvironmentChild: View {
    @EnvironmentObject var model: Spinner
    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: model.turned ? 100 : 0).accessibilityIdentifier("child")
    }
}

/// A clock hand driven by `TimelineView(.animation)`: 90° per second of the date.
struct ClockHand: View {
    var body: some View {
        TimelineView(.animation) { context in
            Rectangle()
                .frame(width: 4, height: 60)
                .rotationEffect(.degrees(context.date.timeIntervalSinceReferenceDate * 90))
                .accessibilityIdentifier("hand")
        }
    }
}

/// A canvas in a fixed frame drawing a circle inscribed in the size it is given.
struct Dial: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        .frame(width: 120, height: 80)
        .accessibilityIdentifier("dial")
    }
}

/// All shape layers under `layer`.
@MainActor
func shapeLayers(_ layer: CALayer) -> [CAShapeLayer] {
    ((layer as? CAShapeLayer).map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap(shapeLayers)
}

/// Patterns common in public SwiftUI animation code (written here, not copied), checked at chosen times against
/// SwiftUI's rules: timers on the virtual clock, ObservableObject models, the environment, lazy grids, timelines.
@MainActor @Suite(.serialized, .drivesTheClock) struct PublicPatternTests {
    @Test func timerPublisherStepsAnimateOnTheVirtualClock() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: TimerStepper())
        host.view.layoutIfNeeded()
        let dot = try #require(find("dot", in: host.view))
        // Connected at the first layout (t = 0): ticks at 0.5 s and 1 s, each a 0.25 s linear step of 40 pt.
        #expect(abs(shown(dot, at: 0.4).tx) < 1e-9)
        #expect(abs(shown(dot, at: 0.625).tx - 20) < 1e-6)
        #expect(abs(shown(dot, at: 0.9).tx - 40) < 1e-6)
        #expect(abs(shown(dot, at: 1.125).tx - 60) < 1e-6)
    }

    @Test func stateObjectIsMadeOnceAndItsPublishedChangeAnimates() throws {
        AnimaClock.reset()
        Spinner.made = 0
        let host = UIHostingController(rootView: OwnedSpinner())
        host.view.layoutIfNeeded()
        let spin = try #require(find("spin", in: host.view))
        // onAppear sets `turned` after the first layout at 0 s; the change applies at the next tick of 0 s and runs
        // W1's ease-in-out over 1 s: 0.129162 of 90° at 0.25 s.
        #expect(abs(shown(spin, at: 0.25).angle - 0.129162 * .pi / 2) < 1e-6)
        #expect(abs(shown(spin, at: 1.5).angle - .pi / 2) < 1e-9)
        #expect(Spinner.made == 1)
    }

    @Test func environmentObjectChangesReachDescendants() throws {
        AnimaClock.reset()
        let model = Spinner()
        let host = UIHostingController(rootView: VStack { EnvironmentChild() }.environmentObject(model))
        host.view.layoutIfNeeded()
        let child = try #require(find("child", in: host.view))
        withAnimation(.linear(duration: 1)) { model.turned = true }
        #expect(abs(shown(child, at: 0.5).tx - 50) < 1e-6)
        #expect(abs(shown(child, at: 1.5).tx - 100) < 1e-9)
    }

    @Test func aMissingEnvironmentObjectLeavesTheViewUndrawnWithADiagnostic() throws {
        // SwiftUI stops the program here; a test process must not: the child is not drawn (no layer named "child")
        // and one diagnostic names the missing type and the property.
        AnimaClock.reset()
        var host: UIHostingController<VStack<EnvironmentChild>>?
        let diagnostics = AnimaDiagnostics.collecting {
            host = UIHostingController(rootView: VStack { EnvironmentChild() })
            host?.view.layoutIfNeeded()
        }
        #expect(find("child", in: try #require(host).view) == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.keyPath == "model")
        #expect(diagnostics.first?.problem.contains("Spinner") == true)
    }

    @Test func lazyVGridSizesFixedThenFlexibleTracks() throws {
        AnimaClock.reset()
        let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())]
        let host = UIHostingController(rootView: LazyVGrid(columns: columns) {
            ForEach(0..<6) { i in Rectangle().frame(height: 40).accessibilityIdentifier("cell\(i)") }
        })
        host.view.layoutIfNeeded()
        // 390 pt wide: the fixed 100 first, then the two flexible tracks share 390 − 100 − 2 × 8 equally: 137 each.
        let widths = try (0..<6).map { try #require(find("cell\($0)", in: host.view)).layer.bounds.width }
        #expect(widths == [100, 137, 137, 100, 137, 137])
    }

    @Test func adaptiveGridFitsAsManyTracksAsTheMinimumAllows() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { i in Rectangle().frame(height: 30).accessibilityIdentifier("a\(i)") }
        })
        host.view.layoutIfNeeded()
        // ⌊(390 + 8) / (80 + 8)⌋ = 4 tracks of (390 − 3 × 8) / 4 = 91.5 pt; the fifth cell starts the second row.
        let a0 = try #require(find("a0", in: host.view)), a4 = try #require(find("a4", in: host.view))
        #expect(a0.layer.bounds.width == 91.5)
        #expect(a4.layer.bounds.width == 91.5)
    }

    @Test func timelineViewRedrawsEveryDisplayFrame() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: ClockHand())
        host.view.layoutIfNeeded()
        let hand = try #require(find("hand", in: host.view))
        // Frames every 1/60 s show the date of their own frame: 45° at 0.5 s, then 67.5° at 0.75 s.
        #expect(abs(shown(hand, at: 0.5 + 1e-9).angle - .pi / 4) < 1e-6)
        #expect(abs(shown(hand, at: 0.75 + 1e-9).angle - 3 * .pi / 8) < 1e-6)
    }

    @Test func geometryReaderInAFixedFrameSeesThatFrame() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: GeometryReader { proxy in
            Rectangle().frame(width: proxy.size.width / 2, height: proxy.size.height / 4).accessibilityIdentifier("half")
        }.frame(width: 200, height: 100))
        host.view.layoutIfNeeded()
        // A GeometryReader is offered its parent's proposal: the 200 × 100 frame around it.
        let half = try #require(find("half", in: host.view))
        #expect(half.layer.bounds.size == CGSize(width: 100, height: 25))
    }

    @Test func canvasDrawsWithTheSizeOfItsFrame() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: Dial())
        host.view.layoutIfNeeded()
        // The renderer gets the 120 × 80 frame's size, so the inscribed ellipse's path spans exactly that.
        let dial = try #require(find("dial", in: host.view))
        let paths = shapeLayers(dial.layer).compactMap { $0.path?.boundingBox }
        #expect(paths.count == 1)
        #expect(paths.first.map { abs($0.width - 120) < 1e-9 && abs($0.height - 80) < 1e-9 } == true)
    }
}
