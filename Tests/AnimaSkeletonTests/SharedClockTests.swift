import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Every bone of every cell in phase, and right-to-left mirroring.
@Suite struct SharedClockTests {
    private func list(_ settings: [SkeletonSetting], count: Int = 4) throws -> (Scene, Timeline) {
        let scene = try Fixtures.layout(settings, list: SkeletonList(count: .fixed(count))).scene()
        return (scene, try Timeline(scene))
    }

    /// The gradient parameter (0 at the band's leading edge, 0.5 at its centre, 1 at its trailing edge) that a bone's
    /// unit-space axial gradient gives screen point `q`, as Core Animation measures it.
    private func parameter(_ p: LayerProperties, bone: Rect, at q: Point) -> Double {
        let u = Point((q.x - bone.minX) / bone.width, (q.y - bone.minY) / bone.height)
        let d = p.endPoint - p.startPoint
        return ((u.x - p.startPoint.x) * d.x + (u.y - p.startPoint.y) * d.y) / (d.x * d.x + d.y * d.y)
    }

    @Test func shimmerBandIsOneScreenSpaceBandAcrossCells() throws {
        let bones = [("avatar", Rect(16, 16, 56, 56)), ("title.line0", Rect(88, 20.5, 154, 15)),
                     ("body.line0", Rect(88, 44, 286, 15))]
        for direction in [ShimmerDirection.leftToRight, .topToBottom, .bottomLeftToTopRight] {
            let settings: [SkeletonSetting] = [.shimmerDirection(direction), .shimmerTilt(10)]
            let (_, tl) = try list(settings)
            let sweep = Fixtures.layout(settings).sweep()
            for t in [0.3, 1.1, 2.0] {
                let p = tl.sample(at: t)
                // The one screen-space band: parameter = distance past its leading edge along the travel, in bands.
                let lead = sweep.center(at: t) - sweep.bandWidth / 2
                for cell in 0..<4 {
                    for (id, frame) in bones {
                        let screen = Rect(frame.minX, frame.minY + Double(cell) * 96, frame.width, frame.height)
                        let presented = try #require(p["cell\(cell)/\(id)"])
                        for q in [Point(screen.minX, screen.minY), Point(screen.maxX, screen.maxY), screen.center] {
                            let expected = (q.x * sweep.vector.x + q.y * sweep.vector.y - lead) / sweep.bandWidth
                            #expect(abs(parameter(presented, bone: screen, at: q) - expected) < 1e-6)
                        }
                    }
                }
            }
        }
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
        let p = try #require(try Timeline(try Fixtures.layout().mirroredForRightToLeft().scene()).sample(at: 1)["avatar"])
        // …and the mirrored avatar sits at x = 390 − 72 = 318.
        #expect(abs(318 + p.startPoint.x * 56 - 277) < 1e-9)
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
