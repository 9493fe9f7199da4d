import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Foundation
import Testing

/// Custom `Layout`s on the layout engine: a radial layout's placements, `AnyLayout` switching between stack layouts
/// under an animation.
@MainActor @Suite(.serialized, .drivesTheClock) struct CustomLayoutTests {
    /// Which place round the ring a subview takes (a `LayoutValueKey`, as in Apple's radial sample).
    struct Slot: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Apple's sample radial layout: subviews centred on a circle of radius min(width, height) / 2.5, slot 0 at the
    /// top, then clockwise; each subview says its slot.
    struct Radial: Layout {
        /// A turn of the whole ring, in radians.
        var turn = 0.0
        nonisolated var animatableData: Double {
            get { turn }
            set { turn = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = min(bounds.size.width, bounds.size.height) / 2.5
            let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
            for subview in subviews {
                let index = subview[Slot.self]
                var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: turn + angle * Double(index)))
                point.x += bounds.midX
                point.y += bounds.midY
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }

    struct Dial: View {
        var model = ToggleModel()
        var body: some View {
            Radial(turn: model.on ? .pi / 2 : 0) {
                ForEach(0..<4, id: \.self) { i in
                    Circle().frame(width: 20, height: 20).accessibilityIdentifier("d\(i)").layoutValue(key: Slot.self, value: (i + 2) % 4)
                }
            }
        }
    }

    /// The top-left corner of `id`'s layer in the host, as shown now (no transforms on the way).
    private func origin(_ id: String, _ hosted: HostedRecording<some View>) throws -> CGPoint {
        var view: UIView? = try #require(find(id, in: hosted.host.view))
        var p = CGPoint.zero
        while let v = view, v !== hosted.host.view {
            let l = try #require(v.layer.presentation()?.animaProperties)
            p.x += l.position.x - l.anchorPoint.x * l.bounds.size.width
            p.y += l.position.y - l.anchorPoint.y * l.bounds.size.height
            view = v.superview
        }
        return p
    }

    /// In the 300 × 200 host the layout takes the whole proposal; radius 200 / 2.5 = 80 about (150, 100), a quarter
    /// turn apart: slots 0…3 centred at (150, 20), (230, 100), (150, 180), (70, 100), each 20 × 20; dot i takes slot
    /// (i + 2) mod 4.
    @Test func radialPlacementsByHand() throws {
        let hosted = HostedRecording(Dial(), width: 300, height: 200)
        for (i, centre) in [(150.0, 180.0), (70, 100), (150, 20), (230, 100)].enumerated() {
            let o = try origin("d\(i)", hosted)
            #expect(abs(o.x - (centre.0 - 10)) < 1e-9 && abs(o.y - (centre.1 - 10)) < 1e-9, "d\(i) at \(o)")
        }
    }

    /// A layout's animatable data is interpolated and the layout evaluated along it: under linear 1 s turning the ring
    /// by 90°, at 0.5 s dot 2 (slot 0) is 45° round the circle, centred at (150 + 80·sin 45°, 100 − 80·cos 45°), not
    /// on the straight line to where it ends ((190, 60) halfway); recorded as shown.
    @Test func animatableLayoutDataMovesAlongTheLayout() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Dial(model: model), width: 300, height: 200)
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        AnimaClock.advance(to: 0.5)
        let o = try origin("d2", hosted)
        let r = 80 * 0.5.squareRoot()
        #expect(abs(o.x - (150 + r - 10)) < 1e-9 && abs(o.y - (100 - r - 10)) < 1e-9, "d2 at \(o)")
        let shown = try #require(hosted.shown("d2"))
        AnimaClock.advance(to: 1.5)
        let recorded = try #require(hosted.timeline().sample(at: 0.5)["d2"])
        #expect(abs(recorded.position.x - shown.position.x) < 1e-9 && abs(recorded.position.y - shown.position.y) < 1e-9)
        let end = try origin("d2", hosted)
        #expect(abs(end.x - 220) < 1e-9 && abs(end.y - 90) < 1e-9, "d2 at \(end)")
    }

    /// A flow layout with a cache: rows left to right, wrapped at the proposed width, 10 apart both ways.
    struct Flow: Layout {
        struct Cache { var sizes: [CGSize] }
        func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }
        func rows(_ width: CGFloat, _ sizes: [CGSize]) -> [CGPoint] {
            var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
            for size in sizes {
                if x > 0, x + size.width > width { x = 0; y += rowHeight + 10; rowHeight = 0 }
                origins.append(CGPoint(x: x, y: y))
                x += size.width + 10
                rowHeight = max(rowHeight, size.height)
            }
            return origins
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let origins = rows(proposal.width ?? .infinity, cache.sizes)
            let maxX = zip(origins, cache.sizes).map { $0.x + $1.width }.max() ?? 0
            let maxY = zip(origins, cache.sizes).map { $0.y + $1.height }.max() ?? 0
            return CGSize(width: maxX, height: maxY)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for (subview, origin) in zip(subviews, rows(bounds.width, cache.sizes)) {
                subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }
    }

    struct Tags: View {
        var body: some View {
            Flow {
                ForEach(0..<3, id: \.self) { i in
                    Rectangle().frame(width: 40, height: 40).accessibilityIdentifier("t\(i)")
                }
            }
            .frame(width: 100)
        }
    }

    /// Proposed 100 wide, two 40-wide squares fit a row (40 + 10 + 40 = 90) and the third wraps: the flow is 90 × 90,
    /// centred in the 100-wide frame centred in 300 × 200, so at (105, 55); squares at (105, 55), (155, 55), (105, 105).
    @Test func flowWrapsAtTheProposedWidth() throws {
        let hosted = HostedRecording(Tags(), width: 300, height: 200)
        for (i, expected) in [CGPoint(x: 105, y: 55), CGPoint(x: 155, y: 55), CGPoint(x: 105, y: 105)].enumerated() {
            #expect(try origin("t\(i)", hosted) == expected, "t\(i)")
        }
    }

    struct Switching: View {
        let model: ToggleModel
        var body: some View {
            let layout = model.on ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
            layout {
                Rectangle().frame(width: 40, height: 40).accessibilityIdentifier("a")
                Rectangle().frame(width: 40, height: 40).accessibilityIdentifier("b")
            }
        }
    }

    /// Two 40 × 40 squares 10 apart, centred in 300 × 200: in a row at (105, 80) and (155, 80); in a column at
    /// (130, 55) and (130, 105). The views keep their identity across the switch, so under linear 1 s they are halfway
    /// at 0.5 s: (117.5, 67.5) and (142.5, 92.5).
    @Test func anyLayoutSwitchAnimatesTheFrames() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Switching(model: model), width: 300, height: 200)
        #expect(try origin("a", hosted) == CGPoint(x: 105, y: 80))
        #expect(try origin("b", hosted) == CGPoint(x: 155, y: 80))
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        AnimaClock.advance(to: 0.5)
        let a = try origin("a", hosted), b = try origin("b", hosted)
        #expect(abs(a.x - 117.5) < 1e-9 && abs(a.y - 67.5) < 1e-9, "a at \(a)")
        #expect(abs(b.x - 142.5) < 1e-9 && abs(b.y - 92.5) < 1e-9, "b at \(b)")
        AnimaClock.advance(to: 1.5)
        #expect(try origin("a", hosted) == CGPoint(x: 130, y: 55))
        #expect(try origin("b", hosted) == CGPoint(x: 130, y: 105))
    }
}
