import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Foundation
import Testing

/// `GeometryEffect`, `AnimatableModifier`, `.projectionEffect` and `.transformEffect`: projections taken about the
/// view's top-left corner, and effects evaluated along their interpolated `animatableData`, live and recorded.
@MainActor @Suite(.serialized, .drivesTheClock) struct GeometryEffectTests {
    /// The classic shake: x = amount · sin(animatableData · π · shakesPerUnit).
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    /// A deprecated-style modifier: x = 100·p².
    struct Slide: AnimatableModifier {
        var progress: Double
        nonisolated var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View { content.offset(x: 100 * progress * progress) }
    }

    struct Shaken: View {
        let model: ToggleModel
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("shaken")
                    .modifier(Shake(animatableData: model.on ? 1 : 0))
                Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("slid")
                    .modifier(Slide(progress: model.on ? 1 : 0))
            }
        }
    }

    @Test func shakeFollowsTheInterpolatedDataLiveAndRecorded() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Shaken(model: model), width: 300, height: 200)
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        var live: [Double: (shaken: LayerProperties, slid: LayerProperties)] = [:]
        for k in 0...150 {
            let t = Double(k) / 120
            AnimaClock.advance(to: t)
            live[t] = (try #require(hosted.shown("shaken")), try #require(hosted.shown("slid")))
        }
        let timeline = try hosted.timeline()
        for (t, shown) in live {
            let recorded = timeline.sample(at: t)
            #expect(abs(try #require(recorded["shaken"]).transform.m41 - shown.shaken.transform.m41) < 1e-9, "t \(t)")
            #expect(abs(try #require(recorded["slid"]).transform.m41 - shown.slid.transform.m41) < 1e-9, "t \(t)")
        }
        // Linear 1 s: data = t, so x = 10·sin(3πt): 10 at 1/6 s, 10·√2/2 at 1/4 s, −10 at 1/2 s, 0 at rest; a straight
        // line between the end states would stay at 0. The slide: 100·t², 25 at 1/2 s.
        for (t, x) in [(20.0 / 120, 10.0), (30.0 / 120, 10 * 2.0.squareRoot() / 2), (60.0 / 120, -10.0), (150.0 / 120, 0)] {
            let shown = try #require(live[t]).shaken
            #expect(abs(shown.transform.m41 - x) < 1e-6, "x at \(t): \(shown.transform.m41)")
        }
        #expect(abs(try #require(live[0.5]).slid.transform.m41 - 25) < 1e-6)
    }

    struct Flipped: View {
        let model: ToggleModel
        var body: some View {
            Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("card")
                .rotation3DEffect(.degrees(model.on ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        }
    }

    /// A turn about y through the centre, drawn as its affine approximation at the centre: the view narrows to
    /// |cos(angle)| of its width about its centre (the centre does not move; heights are kept; past 90° it is drawn
    /// unmirrored). Under linear 1 s the angle is 180°·t: ½ at 1/3 s (60°), 0 at ½ s, ½ at 2/3 s (120°), 1 at rest;
    /// no turn in the plane.
    @Test func rotation3DEffectNarrowsByTheCosineLiveAndRecorded() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Flipped(model: model), width: 300, height: 200)
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        var live: [Double: LayerProperties] = [:]
        for k in 0...150 {
            let t = Double(k) / 120
            AnimaClock.advance(to: t)
            live[t] = try #require(hosted.shown("card"))
        }
        let timeline = try hosted.timeline()
        for (t, shown) in live {
            let recorded = try #require(timeline.sample(at: t)["card"])
            #expect(abs(recorded.transform.m11 - shown.transform.m11) < 1e-9, "t \(t)")
            #expect(abs(shown.transform.m12) < 1e-9 && abs(shown.transform.m22 - 1) < 1e-9, "t \(t)")
            #expect(abs(shown.transform.m41) < 1e-9 && abs(shown.transform.m42) < 1e-9, "t \(t)")
        }
        for (t, width) in [(40.0 / 120, 0.5), (60.0 / 120, 0), (80.0 / 120, 0.5), (150.0 / 120, 1)] {
            let shown = try #require(live[t])
            #expect(abs(shown.transform.m11 - width) < 1e-9, "m11 at \(t): \(shown.transform.m11)")
        }
    }

    struct Transformed: View {
        let transform: CGAffineTransform
        let asGeometryEffect: Bool
        struct Fixed: GeometryEffect {
            let transform: CGAffineTransform
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
        }
        var body: some View {
            if asGeometryEffect {
                Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("box")
                    .modifier(Fixed(transform: transform).ignoredByLayout())
            } else {
                Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("box").transformEffect(transform)
            }
        }
    }

    /// Where the layer draws the point `p` of its bounds, from where it would draw its top-left corner untransformed.
    private func drawn(_ p: CGPoint, _ layer: LayerProperties) -> CGPoint {
        let t = layer.transform
        let ax = layer.bounds.size.width * layer.anchorPoint.x, ay = layer.bounds.size.height * layer.anchorPoint.y
        let qx = p.x - ax, qy = p.y - ay
        return CGPoint(x: ax + qx * t.m11 + qy * t.m21 + t.m41, y: ay + qx * t.m12 + qy * t.m22 + t.m42)
    }

    /// On the 60 × 40 box, a quarter turn about the top-left corner keeps that corner and sends (60, 0) to (0, 60) and
    /// (0, 40) to (−40, 0); a scale by (2, ½) sends the far corner (60, 40) to (120, 20); about the centre, they would
    /// move the corner.
    @Test(arguments: [false, true])
    func transformsAreTakenAboutTheTopLeftCorner(asGeometryEffect: Bool) throws {
        let cases: [(CGAffineTransform, [(CGPoint, CGPoint)])] = [
            (CGAffineTransform(rotationAngle: .pi / 2), [(CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)),
                                                         (CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 60)),
                                                         (CGPoint(x: 0, y: 40), CGPoint(x: -40, y: 0))]),
            (CGAffineTransform(scaleX: 2, y: 0.5), [(CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)),
                                                     (CGPoint(x: 60, y: 40), CGPoint(x: 120, y: 20))]),
            (CGAffineTransform(translationX: 5, y: -7), [(CGPoint(x: 0, y: 0), CGPoint(x: 5, y: -7))]),
        ]
        for (transform, points) in cases {
            let hosted = HostedRecording(Transformed(transform: transform, asGeometryEffect: asGeometryEffect), width: 300, height: 200)
            let shown = try #require(hosted.shown("box"))
            for (p, expected) in points {
                let q = drawn(p, shown)
                #expect(abs(q.x - expected.x) < 1e-9 && abs(q.y - expected.y) < 1e-9, "\(transform): \(p) → \(q)")
            }
        }
    }

    struct Projected: View {
        let projection: ProjectionTransform
        var body: some View {
            Rectangle().frame(width: 60, height: 40).accessibilityIdentifier("box").projectionEffect(projection)
        }
    }

    /// A projective transform is drawn as its affine approximation at the view's centre, which lands exactly: weight
    /// m33 = 2 halves every point ((60, 40) → (30, 20)); an x weight m13 = 0.01 sends the centre (30, 20) to
    /// (30, 20) / (1 + 0.3).
    @Test func projectionsAreDrawnExactlyAtTheCentre() throws {
        var half = ProjectionTransform()
        half.m33 = 2
        var leaning = ProjectionTransform()
        leaning.m13 = 0.01
        let cases: [(ProjectionTransform, [(CGPoint, CGPoint)])] = [
            (half, [(CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)), (CGPoint(x: 60, y: 40), CGPoint(x: 30, y: 20))]),
            (leaning, [(CGPoint(x: 30, y: 20), CGPoint(x: 30 / 1.3, y: 20 / 1.3))]),
        ]
        for (projection, points) in cases {
            let hosted = HostedRecording(Projected(projection: projection), width: 300, height: 200)
            let shown = try #require(hosted.shown("box"))
            for (p, expected) in points {
                let q = drawn(p, shown)
                #expect(abs(q.x - expected.x) < 1e-9 && abs(q.y - expected.y) < 1e-9, "\(projection): \(p) → \(q)")
            }
        }
    }

    @Test func projectionTransformAlgebra() {
        // Translate by (10, 0) then scale by 2: (1, 1) → (11, 1) → (22, 2).
        let m = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 22, y: 2).applying(m.inverted()) == CGPoint(x: 1, y: 1))
        #expect(m.isAffine && !m.isIdentity)
        #expect(m.concatenating(m.inverted()).isIdentity)
        // A singular transform is left as it is.
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertible = singular.invert()
        #expect(!invertible)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        // From CATransform3D: the translation row gives m31, m32; m14 and m24 the projective column (m34 is in z).
        var t = CATransform3DMakeTranslation(5, 6, 7)
        t.m34 = -1.0 / 500
        let p = ProjectionTransform(t)
        #expect(p.m31 == 5 && p.m32 == 6 && p.isAffine)
        t.m14 = 0.01
        #expect(!ProjectionTransform(t).isAffine)
        // (10, 0) with x weight 0.01: w = 1.1, so (10 + 5, 6) / 1.1.
        let q = CGPoint(x: 10, y: 0).applying(ProjectionTransform(t))
        #expect(abs(q.x - 15 / 1.1) < 1e-12 && abs(q.y - 6 / 1.1) < 1e-12)
    }
}
