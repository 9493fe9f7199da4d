import AnimaCore
import Foundation
import Testing
@testable import AnimaSkeleton

/// Every bone of every cell in phase, and right-to-left mirroring.
@Suite struct SharedClockTests {
    private func list(_ settings: [SkeletonSetting], count: Int = 4) throws -> (Scene, Timeline) {
        let scene = try Fixtures.layout(settings, list: SkeletonList(count: .fixed(count))).scene()
        return (scene, try Timeline(scene))
    }

    /// The band parameter (0 at the band's leading edge, 0.5 at its centre, 1 at its trailing edge) that a bone's
    /// shimmer mask gives screen point `q`: the mask is an axial gradient along its own x (start (0, 0.5), end
    /// (1, 0.5)), turned by its transform (whose first row is (cos θ, sin θ)), centred at its position in the bone's
    /// coordinates, so q's parameter is its distance past the mask's centre along the turned x, in mask widths, + 0.5.
    private func parameter(_ mask: LayerProperties, bone: Rect, at q: Point) -> Double {
        let axis = Point(mask.transform.m11, mask.transform.m12)
        let d = Point(q.x - bone.minX - mask.position.x, q.y - bone.minY - mask.position.y)
        return (d.x * axis.x + d.y * axis.y) / mask.bounds.width + 0.5
    }

    /// The leading edge of the shimmer band at `t` and the band's travel vector and width, from the shimmer's
    /// definition (ShimmerOptions' documented defaults: band 0.3 of the sweep's extent, 230 pt/s, 0.4 s rest; the
    /// band's centre goes from half a band before the canvas to half a band after it), not from `ShimmerSweep`.
    ///
    /// Worked for left-to-right with a 10° tilt on the 390 × 400 canvas:
    ///   travel v = direction (1, 0) turned 10° clockwise = (cos 10°, sin 10°) = (0.98481, 0.17365)
    ///   corner projections q·v: (0,0) → 0, (390,0) → 384.08, (0,400) → 69.46, (390,400) → 453.53
    ///   extent 453.53; band = 0.3 × 453.53 = 136.06; centre runs −68.03 … 521.56, 589.59 pt at 230 pt/s = 2.5635 s
    ///   at t = 2.0 (still crossing): centre −68.03 + 230 × 2.0 = 391.97, leading edge 391.97 − 68.03 = 323.94.
    private func band(_ direction: Point, tiltDegrees: Double, at t: Double) -> (vector: Point, width: Double, lead: Double) {
        let a = tiltDegrees * Double.pi / 180
        // Clockwise on screen (y down): (x, y) → (x cos a − y sin a, x sin a + y cos a).
        let v = Point(direction.x * cos(a) - direction.y * sin(a), direction.x * sin(a) + direction.y * cos(a))
        let projections = [Point(0, 0), Point(390, 0), Point(0, 400), Point(390, 400)].map { $0.x * v.x + $0.y * v.y }
        let near = projections.min() ?? 0, far = projections.max() ?? 0
        let width = 0.3 * (far - near)
        let start = near - width / 2, end = far + width / 2
        let crossing = (end - start) / 230, cycle = crossing + 0.4
        let phase = t - (t / cycle).rounded(.down) * cycle
        let center = phase < crossing ? start + 230 * phase : end
        return (v, width, center - width / 2)
    }

    @Test func shimmerBandIsOneScreenSpaceBandAcrossCells() throws {
        let bones = [("avatar", Rect(16, 16, 56, 56)), ("title.line0", Rect(88, 20.5, 154, 15)),
                     ("body.line0", Rect(88, 44, 286, 15))]
        let d = 0.5.squareRoot()
        for (direction, vector) in [(ShimmerDirection.leftToRight, Point(1, 0)), (.topToBottom, Point(0, 1)),
                                    (.bottomLeftToTopRight, Point(d, -d))] {
            let settings: [SkeletonSetting] = [.shimmerDirection(direction), .shimmerTilt(10)]
            let (_, tl) = try list(settings)
            for t in [0.3, 1.1, 2.0] {
                let p = tl.sample(at: t)
                // The one screen-space band: parameter = distance past its leading edge along the travel, in bands.
                let sweep = band(vector, tiltDegrees: 10, at: t)
                for cell in 0..<4 {
                    for (id, frame) in bones {
                        let screen = Rect(frame.minX, frame.minY + Double(cell) * 96, frame.width, frame.height)
                        let presented = try #require(p["cell\(cell)/\(id)#shimmer.mask"])
                        for q in [Point(screen.minX, screen.minY), Point(screen.maxX, screen.maxY), screen.center] {
                            let expected = (q.x * sweep.vector.x + q.y * sweep.vector.y - sweep.lead) / sweep.width
                            #expect(abs(parameter(presented, bone: screen, at: q) - expected) < 1e-6)
                        }
                    }
                }
            }
        }
    }

    @Test func leftToRightBandMatchesTheWorkedNumbers() throws {
        // The worked example above, to four figures: leading edge 323.94 at t = 2.0, band 136.06 wide.
        let sweep = band(Point(1, 0), tiltDegrees: 10, at: 2.0)
        #expect(abs(sweep.lead - 323.94) < 0.01 && abs(sweep.width - 136.06) < 0.01)
        let sampled = try #require(try list([.shimmerTilt(10)]).1.sample(at: 2.0)["cell0/avatar#shimmer.mask"])
        // At the avatar's top-left corner (16, 16): parameter = (16 cos 10° + 16 sin 10° − 323.94) / 136.06.
        let expected = (16 * 0.984808 + 16 * 0.173648 - 323.94) / 136.06
        #expect(abs(parameter(sampled, bone: Rect(16, 16, 56, 56), at: Point(16, 16)) - expected) < 1e-3)
    }

    @Test func everyCellIsInPhaseForEveryStyle() throws {
        for style in [SkeletonStyle.pulse, .stagger, .drop, .stretch] {
            let (_, tl) = try list([.style(style)])
            for t in [0.2, 0.9, 1.7] {
                let p = tl.sample(at: t)
                for bone in ["avatar", "title.line0", "body.line1"] {
                    let first = try #require(p["cell0/\(bone)"])
                    for cell in 1..<4 {
                        let other = try #require(p["cell\(cell)/\(bone)"])
                        #expect(other.opacity == first.opacity)
                        #expect(other.backgroundColor == first.backgroundColor)
                        #expect(other.bounds == first.bounds)
                    }
                }
            }
        }
    }

    @Test func animationsStartOnTheSharedClockOrigin() throws {
        var layout = Fixtures.layout([.style(.pulse)], list: SkeletonList(count: .fixed(3)))
        layout.clockOrigin = -0.25
        let scene = try layout.scene()
        let begins = scene.allLayers.flatMap(\.animations).map(\.timing.beginTime)
        #expect(!begins.isEmpty && begins.allSatisfy { $0 == -0.25 })
    }

    @Test func rightToLeftMirrorsTheSweep() throws {
        let ltr = Fixtures.layout().sweep()
        let rtl = Fixtures.layout().mirroredForRightToLeft().sweep()
        #expect(ltr.vector == Point(1, 0))
        #expect(rtl.vector == Point(-1, 0))
        var tilted = ShimmerOptions()
        tilted.tilt = 20
        let a = ShimmerSweep(options: tilted, region: Rect(0, 0, 390, 400), direction: .leftToRight)
        let b = ShimmerSweep(options: tilted, region: Rect(0, 0, 390, 400), direction: .rightToLeft)
        #expect(a.vector.x == -b.vector.x && a.vector.y == b.vector.y)
        // In the mirrored scene, the band enters from the right: at t = 1 its start is 390 − 113 = 277 from the left…
        let p = try #require(try Timeline(try Fixtures.layout().mirroredForRightToLeft().scene()).sample(at: 1)["avatar#shimmer.mask"])
        // …its centre at 277 − 58.5 = 218.5, and the mirrored avatar sits at x = 390 − 72 = 318, so the mask (turned
        // half a turn, travelling left) is centred at 218.5 − 318 = −99.5 in the avatar's coordinates.
        #expect(abs(p.position.x - -99.5) < 1e-9)
        #expect(abs(p.transform.m11 - -1) < 1e-12)
    }

    @Test func rightToLeftHonoursWidthAdjustments() throws {
        // Examples/skeleton/feed-cell.json narrows the title to 120: LTR x 88…208. The mirror in the 390 pt canvas is
        // 390 − 208 … 390 − 88 = 182…302 (issue 18: --rtl used the unadjusted 220 pt frame and gave 118…202).
        let layout = Fixtures.layout(adjustments: [.element("title").width(120)])
        let ltr = try #require(try Fixtures.bones(layout)["title.line0"]?.frame)
        let rtl = try #require(try Fixtures.bones(layout.mirroredForRightToLeft())["title.line0"]?.frame)
        #expect(ltr.minX == 88 && ltr.maxX == 208)
        #expect(rtl.minX == 182 && rtl.maxX == 302)
        // Moves mirror too: moving the avatar right by 4 in LTR moves it left by 4 under RTL (318 − 4 = 314).
        let moved = Fixtures.layout(adjustments: [.element("avatar").moveRight(4)]).mirroredForRightToLeft()
        #expect(try Fixtures.bones(moved)["avatar"]?.frame.minX == 314)
    }

    @Test func rightToLeftLeavesBrokenAdjustmentsForTheSceneToReport() throws {
        let layout = Fixtures.layout(adjustments: [.element("nope").width(120)]).mirroredForRightToLeft()
        #expect(throws: SkeletonError.self) { try layout.scene() }
    }

    @Test func rightToLeftMirrorsGeometryAlignmentAndDropOrder() throws {
        let mirrored = Fixtures.layout([.style(.drop)]).mirroredForRightToLeft()
        let bones = try Fixtures.bones(mirrored)
        #expect(bones["avatar"]?.frame == Rect(318, 16, 56, 56))
        // Title mirrored to x 82…302; its 154 pt line hugs the right edge: 302 − 154 = 148.
        #expect(bones["title.line0"]?.frame.minX == 148)
        // Drop order on screen: in the row, the right-most bone goes first under right-to-left.
        let row = SkeletonLayout(canvas: Fixtures.canvas, root: Fixtures.row,
                                 settings: [.style(.drop), .layoutDirection(.rightToLeft)])
        let p = try Timeline(try row.scene()).sample(at: 0.2)
        #expect(p["c"]?.backgroundColor == Color(white: 0xE1 / 255.0))
        #expect(p["a"]?.backgroundColor == Color(white: 0xEB / 255.0))
    }

    @Test func rightToLeftStretchAnchorsAtTheRight() throws {
        let scene = try Fixtures.layout([.style(.stretch), .layoutDirection(.rightToLeft)]).scene()
        let line = try #require(scene.layer(withID: "title.line0"))
        #expect(line.anchorPoint == Point(1, 0.5))
        // Natural alignment under right-to-left puts the 154 pt line at the right of 88…308.
        #expect(line.properties.frame == Rect(154, 20.5, 154, 15))
    }
}
