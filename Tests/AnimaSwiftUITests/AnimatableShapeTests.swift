import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// Custom `Animatable` shapes: a change of `animatableData` under an animation redraws the path along the
/// interpolated data, frame by frame, live and in the recording (SwiftUI's `Shape: Animatable` contract).
///
/// All three run under `.easeInOut(duration: 1)`, (0.42, 0, 0.58, 1): 0.129162 of the way at 0.25 s (W1) and 0.5 at
/// 0.5 s (the curve is symmetric).
@MainActor @Suite(.serialized, .drivesTheClock) struct AnimatableShapeTests {
    /// A bar `fraction` of its frame wide (a `Double`).
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> AnimaSwiftUI.Path {
            AnimaSwiftUI.Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    /// A 10-point square at (x, y) (an `AnimatablePair`).
    struct Dot: Shape {
        var x: Double, y: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(x, y) }
            set { (x, y) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> AnimaSwiftUI.Path { AnimaSwiftUI.Path(CGRect(x: x, y: y, width: 10, height: 10)) }
    }

    /// A point in polar coordinates: a custom `VectorArithmetic`, so radius and angle are what interpolate.
    struct Polar: VectorArithmetic {
        var radius: Double, angle: Double
        static var zero: Polar { Polar(radius: 0, angle: 0) }
        static func + (a: Polar, b: Polar) -> Polar { Polar(radius: a.radius + b.radius, angle: a.angle + b.angle) }
        static func - (a: Polar, b: Polar) -> Polar { Polar(radius: a.radius - b.radius, angle: a.angle - b.angle) }
        mutating func scale(by k: Double) { radius *= k; angle *= k }
        var magnitudeSquared: Double { radius * radius + angle * angle }
    }

    /// A 2-point square at the tip of a polar vector from the frame's origin.
    struct Spoke: Shape {
        var tip: Polar
        var animatableData: Polar {
            get { tip }
            set { tip = newValue }
        }
        func path(in rect: CGRect) -> AnimaSwiftUI.Path {
            AnimaSwiftUI.Path(CGRect(x: tip.radius * cos(tip.angle), y: tip.radius * sin(tip.angle), width: 2, height: 2))
        }
    }

    struct Shapes: View {
        let model: ToggleModel
        var body: some View {
            VStack {
                Bar(fraction: model.on ? 1 : 0.2).fill(.blue).frame(width: 100, height: 20).accessibilityIdentifier("bar")
                Dot(x: model.on ? 40 : 0, y: model.on ? 20 : 0).fill(.red).frame(width: 60, height: 40)
                    .accessibilityIdentifier("dot")
                Spoke(tip: model.on ? Polar(radius: 30, angle: .pi / 2) : Polar(radius: 10, angle: 0)).fill(.green)
                    .frame(width: 40, height: 40).accessibilityIdentifier("spoke")
            }
        }
    }

    private func box(_ p: LayerProperties) -> Rect? {
        if case .path(let path) = p[.path] { return path.boundingBox }
        return nil
    }

    /// Within `tolerance`: 1e-6, or 1e-4 where a 6-digit curve value is multiplied by up to 100.
    private func expectBox(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ what: String,
                           tolerance: Double = 1e-6) {
        let ok = r.map { abs($0.origin.x - x) < tolerance && abs($0.origin.y - y) < tolerance
            && abs($0.size.width - w) < tolerance && abs($0.size.height - h) < tolerance } ?? false
        #expect(ok, "\(what): \(String(describing: r))")
    }

    @Test func customAnimatableDataRedrawsThePathLiveAndRecorded() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Shapes(model: model), width: 300, height: 300)
        withAnimation(AnimaSwiftUI.Animation.easeInOut(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        let ids = ["bar", "dot", "spoke"]
        var live: [Double: [String: LayerProperties]] = [:]
        // The 60 Hz frames and one time between the recording's 300 Hz keyframes.
        for t in ((0...70).map({ Double($0) / 60 }) + [0.2513]).sorted() {
            AnimaClock.advance(to: t)
            live[t] = Dictionary(uniqueKeysWithValues: ids.map { ($0, hosted.shown($0)!) })
        }
        let timeline = try hosted.timeline()
        for (t, shown) in live {
            for id in ids {
                let recorded = try #require(timeline.sample(at: t)[id])
                #expect(recorded[.path].distance(to: shown[id]![.path]) <= 1e-9, "\(id) t \(t)")
            }
        }
        let quarter = live[0.25]!, half = live[0.5]!, end = live[70.0 / 60]!
        // Bar: 0.2 → 1 of 100 wide.
        expectBox(box(quarter["bar"]!), 0, 0, 100 * (0.2 + 0.8 * 0.129162), 20, "bar at 0.25 s", tolerance: 1e-4)
        expectBox(box(half["bar"]!), 0, 0, 60, 20, "bar at 0.5 s")
        expectBox(box(end["bar"]!), 0, 0, 100, 20, "bar at rest")
        // Dot: (0, 0) → (40, 20).
        expectBox(box(quarter["dot"]!), 40 * 0.129162, 20 * 0.129162, 10, 10, "dot at 0.25 s", tolerance: 1e-4)
        expectBox(box(half["dot"]!), 20, 10, 10, 10, "dot at 0.5 s")
        // Spoke: radius 10 → 30 and angle 0 → π/2 interpolate as numbers, so half way the tip is at radius 20 and
        // 45°: (20·cos 45°, 20·sin 45°) = (14.142136, 14.142136), not the Cartesian midpoint (5, 15).
        expectBox(box(half["spoke"]!), 14.142136, 14.142136, 2, 2, "spoke at 0.5 s")
        expectBox(box(end["spoke"]!), 30 * cos(Double.pi / 2), 30, 2, 2, "spoke at rest")
    }
}
