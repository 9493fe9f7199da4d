import AnimaCore
import AnimaTestSupport
import Testing
@testable import AnimaSkeleton
import RealModule

/// Each style's values at chosen times, from the defaults' definitions (documented in the option types).
@Suite struct StyleTests {
    private func timeline(_ settings: [SkeletonSetting], root: ViewNode = Fixtures.feedCell,
                          list: SkeletonList? = nil) throws -> Timeline {
        try Timeline(try SkeletonLayout(canvas: Fixtures.canvas, root: root, list: list, settings: settings).scene())
    }

    private func grey(_ value: Int) -> Color { Color(white: Double(value) / 255) }

    @Test func layerIdsFollowTheContract() throws {
        let scene = try Fixtures.layout().scene()
        let ids = scene.allLayers.map(\.id)
        // A shimmering bone carries its highlight (`#shimmer`) and the highlight's sliding mask (`#shimmer.mask`).
        let bones = ["avatar", "title.line0", "body.line0", "body.line1"]
        #expect(ids == ["#static", "badge.content", "#skeleton"] + bones.flatMap { [$0, $0 + "#shimmer", $0 + "#shimmer.mask"] })
        let solid = try Fixtures.layout([.style(.solid)]).scene().allLayers.map(\.id)
        #expect(solid == ["#static", "badge.content", "#skeleton"] + bones)
    }

    @Test func solidHasNoAnimations() throws {
        let scene = try Fixtures.layout([.style(.solid)]).scene()
        #expect(scene.allLayers.allSatisfy { $0.animations.isEmpty })
        #expect(scene.layer(withID: "avatar")?.backgroundColor == grey(0xEB))
    }

    @Test func shimmerBandPositionAtT() throws {
        // Canvas 390 wide, band 0.3 × 390 = 117, centre from −58.5 to 448.5 at 230 pt/s: travel 507 / 230 s.
        // At t = 1 the centre is at −58.5 + 230 = 171.5: the band runs from x 113 to x 230 on screen. The avatar sits
        // at x 16, so its mask (117 wide, turned 0°) is centred at 171.5 − 16 = 155.5 in the avatar's coordinates and
        // at the avatar's mid-height 28; it is as tall as the avatar's diagonal 56·√2 = 79.196 plus 2.
        let tl = try timeline([])
        let p = tl.sample(at: 1)
        let mask = try #require(p["avatar#shimmer.mask"])
        #expect(abs(mask.position.x - 155.5) < 1e-9 && abs(mask.position.y - 28) < 1e-9)
        #expect(mask.bounds.width == 117 && abs(mask.bounds.height - (56 * 2.0.squareRoot() + 2)) < 1e-9)
        #expect(mask.transform == .identity)
        #expect(mask.colors == [Color(0, 0, 0, 0), Color(0, 0, 0, 1), Color(0, 0, 0, 0)])
        #expect(mask.startPoint == Point(0, 0.5) && mask.endPoint == Point(1, 0.5))
        // The highlight is the bone's size and radius in the highlight colour, over the bone in the base colour.
        let highlight = try #require(p["avatar#shimmer"]), bone = try #require(p["avatar"])
        #expect(highlight.bounds == Rect(0, 0, 56, 56) && highlight.position == Point(28, 28))
        #expect(highlight.backgroundColor == grey(0xF5) && highlight.cornerRadius == 28)
        #expect(bone.backgroundColor == grey(0xEB))
    }

    @Test func shimmerRestsOffScreenThenRepeats() throws {
        let travel = 507.0 / 230, cycle = travel + 0.4
        let tl = try timeline([])
        // During the pause the band's centre sits at 448.5, past the right edge: 448.5 − 88 = 360.5 in the title's
        // coordinates (its leading edge at 390, the canvas's right edge).
        let resting = try #require(tl.sample(at: travel + 0.2)["title.line0#shimmer.mask"])
        #expect(abs(resting.position.x - 360.5) < 1e-9)
        // One cycle later the band is where it was.
        let a = try #require(tl.sample(at: 0.7)["body.line0#shimmer.mask"])
        let b = try #require(tl.sample(at: 0.7 + cycle)["body.line0#shimmer.mask"])
        #expect(abs(a.position.x - b.position.x) < 1e-9)
    }

    @Test func shimmerDirectionsAndTilt() throws {
        let region = Rect(0, 0, 390, 400)
        var o = ShimmerOptions()
        o.direction = .topToBottom
        let down = ShimmerSweep(options: o, region: region, direction: .leftToRight)
        #expect(down.vector == Point(0, 1))
        #expect(down.bandWidth == 120)
        o.direction = .topLeftToBottomRight
        // Projections of the corners onto (1, 1)/√2: 0 … 790/√2.
        let diagonal = ShimmerSweep(options: o, region: region, direction: .leftToRight)
        #expect(abs(diagonal.bandWidth - 0.3 * 790 / 2.0.squareRoot()) < 1e-9)
        o.direction = .leftToRight
        o.tilt = 90 - 1e-9
        let tilted = ShimmerSweep(options: o, region: region, direction: .leftToRight)
        #expect(abs(tilted.vector.y - 1) < 1e-9)
        #expect(ShimmerDirection.allCases.count == 8)
        #expect(ShimmerDirection.allCases.allSatisfy { $0.mirrored.mirrored == $0 })
    }

    @Test func pulseBreathesOpacity() throws {
        // 1 → 0.6 in 1 s easeInEaseOut, autoreversing: 0.8 halfway (ease(0.5) = 0.5), 0.6 at 1 s, 1 at 2 s.
        let tl = try timeline([.style(.pulse)])
        #expect(abs((tl.sample(at: 0.5)["avatar"]?.opacity ?? 0) - 0.8) < 1e-6)
        #expect(abs((tl.sample(at: 1.0)["avatar"]?.opacity ?? 0) - 0.6) < 1e-9)
        #expect(abs((tl.sample(at: 1.5)["title.line0"]?.opacity ?? 0) - 0.8) < 1e-6)
        #expect(abs((tl.sample(at: 2.0)["body.line1"]?.opacity ?? 0) - 1.0) < 1e-9)
    }

    @Test func staggerOffsetsEachBoneByADelay() throws {
        // Reading order: avatar (top 16), title (20.5), body lines (44, 69). Base #EBEBEB → deep #E1E1E1 in 1.5 s.
        let tl = try timeline([.style(.stagger)])
        #expect(tl.sample(at: 1.5)["avatar"]?.backgroundColor.isApproximatelyEqual(to: grey(0xE1), absoluteTolerance: 1e-6) == true)
        // Title is 0.33 s behind: halfway (0.75 s into its leg) at 1.08 s, so halfway between the greys.
        #expect(tl.sample(at: 1.08)["title.line0"]?.backgroundColor.isApproximatelyEqual(to: grey(230), absoluteTolerance: 1e-6) == true)
        #expect(tl.sample(at: 0.99 + 0.75)["body.line1"]?.backgroundColor.isApproximatelyEqual(to: grey(230), absoluteTolerance: 1e-6) == true)
    }

    @Test func dropDarkensOneStepAtATime() throws {
        // Three bones, 0.4 s steps, 3 rest steps: a 2.4 s wave; bone k is fully dark from k·0.4 + 0.16 to
        // k·0.4 + 0.24 (ramps of 0.4 × 0.8 / 2 = 0.16 s).
        let tl = try timeline([.style(.drop)], root: Fixtures.row)
        func dark(at t: Double) -> [String] {
            let p = tl.sample(at: t)
            return ["a", "b", "c"].filter { p[$0]?.backgroundColor.isApproximatelyEqual(to: grey(0xE1), absoluteTolerance: 1e-6) == true }
        }
        #expect(dark(at: 0.2) == ["a"])
        #expect(dark(at: 0.6) == ["b"])
        #expect(dark(at: 1.0) == ["c"])
        #expect(dark(at: 1.6) == [])
        #expect(dark(at: 2.4 + 0.6) == ["b"])
        // Halfway up the ramp at 0.08 s.
        #expect(tl.sample(at: 0.08)["a"]?.backgroundColor.isApproximatelyEqual(to: grey(230), absoluteTolerance: 1e-6) == true)
    }

    @Test func dropOptionsRenumberAndExclude() throws {
        let layout = SkeletonLayout(canvas: Fixtures.canvas, root: Fixtures.row, settings: [.style(.drop)],
                                    adjustments: [.element("a").dropIndex(2), .element("c").removeOnDrop()])
        let tl = try Timeline(try layout.scene())
        // b keeps its rank 1, a moves to step 2, c sits out: a 3-step wave plus 3 rest steps.
        #expect(tl.sample(at: 0.6)["b"]?.backgroundColor.isApproximatelyEqual(to: grey(0xE1), absoluteTolerance: 1e-6) == true)
        #expect(tl.sample(at: 1.0)["a"]?.backgroundColor.isApproximatelyEqual(to: grey(0xE1), absoluteTolerance: 1e-6) == true)
        #expect(try layout.scene().layer(withID: "c")?.animations.isEmpty == true)
    }

    @Test func stretchShrinksLinesFromTheLeadingEdge() throws {
        let tl = try timeline([.style(.stretch)])
        // The 154 pt title line shrinks to 0.6 × 154 = 92.4 pt at 0.7 s, its left edge staying at 88.
        let p = try #require(tl.sample(at: 0.7)["title.line0"])
        #expect(abs(p.bounds.width - 92.4) < 1e-9)
        #expect(p.anchorPoint == Point(0, 0.5))
        #expect(p.frame.minX == 88)
        #expect(abs((tl.sample(at: 0.35)["title.line0"]?.bounds.width ?? 0) - (154 - 0.4 * 154 * 0.5)) < 1e-6)
        #expect(tl.sample(at: 0.7)["avatar"]?.bounds.width == 56)
        let long = try Timeline(try Fixtures.layout([.style(.stretch)], adjustments: [.element("avatar").toLong()]).scene())
        #expect(abs((long.sample(at: 0.7)["avatar"]?.bounds.width ?? 0) - 1.9 * 56) < 1e-9)
    }

    @Test func withoutAnimationStaysStill() throws {
        let scene = try Fixtures.layout([.style(.pulse)], adjustments: [.element("avatar").withoutAnimation()]).scene()
        #expect(scene.layer(withID: "avatar")?.animations.isEmpty == true)
        #expect(scene.layer(withID: "title.line0")?.animations.isEmpty == false)
    }

    @Test func reduceMotionFadesSlowlyWithoutSweep() throws {
        let scene = try Fixtures.layout([.reduceMotion(true)]).scene()
        let avatar = try #require(scene.layer(withID: "avatar"))
        #expect(avatar.kind == .layer)
        #expect(avatar.animations.map { $0.keyPath } == [.opacity])
        // 1 → 0.8 over 2 s each way.
        #expect(abs((try Timeline(scene).sample(at: 2)["avatar"]?.opacity ?? 0) - 0.8) < 1e-9)
        let still = try Fixtures.layout([.reduceMotion(true), .reducedMotionStyle(.static)]).scene()
        #expect(still.allLayers.allSatisfy { $0.animations.isEmpty })
    }

    @Test func loopDurationIsAWholeCycle() throws {
        #expect(abs(try Fixtures.layout().scene().timeline.duration - (507.0 / 230 + 0.4)) < 1e-9)
        #expect(try Fixtures.layout([.style(.pulse)]).scene().timeline.duration == 2)
        #expect(try Fixtures.layout([.style(.stretch)]).scene().timeline.duration == 1.4)
        #expect(try Fixtures.layout([.style(.solid)]).scene().timeline.duration == 1)
    }
}
