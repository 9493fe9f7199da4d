import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A layer riding a path with a turn or scale of its own (issue 29, generated scene "web ordinary seed 3": a text layer
/// scaled to 0.5 by a group rode half its path on the page). Core Animation puts the anchor on the path and turns and
/// scales the layer about it; CSS applies its `rotate` and `scale` properties outside the motion path, which turned and
/// scaled the path's displacement too, so the page moves them into `transform`, which CSS applies inside it. An
/// additive path adds its points to the model position (scene "web ordinary seed 47": the page took them as absolute).
@Suite(.serialized) struct WebMotionPathTransformTests {
    /// Three 20 × 20 layers at (40, 40), one scaled to 0.5, one turned a quarter and one riding additively, each on
    /// M 10 10 L 90 10 (paced, 1 s): at 0.5 s the anchor (the centre) is at (50, 10), and the additive one's at the
    /// model position (50, 50) plus it, (100, 60).
    static func scene() -> Scene {
        var path = Path()
        path.move(to: Point(10, 10))
        path.addLine(to: Point(90, 10))
        func rider(_ id: String, _ t: Transform3D, additive: Bool = false) -> Layer {
            var l = Layer(id: id)
            l.frame = Rect(40, 40, 20, 20)
            l.backgroundColor = Color(0, 0, 1)
            l.transform = t
            l.add(additive ? Animation.follow(path, duration: 1).additive() : .follow(path, duration: 1))
            return l
        }
        return Scene(canvas: .init(width: 120, height: 120), timeline: .init(duration: 1),
                     layers: [rider("half", .scale(0.5, 0.5)), rider("quarter", .rotation(.pi / 2)),
                              rider("added", .identity, additive: true)])
    }

    @Test func theTurnAndScaleFollowTheMotionPath() throws {
        let page = try ExportFormat.web.export(Self.scene())
        #expect(page.warnings.isEmpty, "\(page.warnings)")
        #expect(page.text.contains("rotate: none; scale: none; transform: rotate(calc(var(--anima-rz) * 1rad)) scale3d("))
    }

    /// Chromium's probes at the element's (0, 0), (100, 0) and (0, 100) against the hand-computed places, anchor
    /// A = (50, 10) and local point q going to A + M(q − (10, 10)): half, M = ½ → (45, 5), (95, 5), (45, 55); a quarter
    /// turn, M(x, y) = (−y, x) (y down) → (60, 0), (60, 100), (−40, 0); added, A = (100, 60) → (90, 50), (190, 50),
    /// (90, 150).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlacesTheAnchorOnThePath() throws {
        let chromium = try Tool.chromium.require()
        let rows = try ChromiumOracleTests.play(try ExportFormat.web.export(Self.scene()).text, times: [0.5], chromium: chromium)
        let expected: [String: [Point]] = [
            "half": [Point(45, 5), Point(95, 5), Point(45, 55)],
            "quarter": [Point(60, 0), Point(60, 100), Point(-40, 0)],
            "added": [Point(90, 50), Point(190, 50), Point(90, 150)],
        ]
        #expect(rows.count == 3)
        for row in rows {
            let want = try #require(expected[row.layer])
            #expect(row.probes.count == 3)
            for (got, w) in zip(row.probes, want) {
                #expect(Swift.abs(got.x - w.x) <= 0.5 && Swift.abs(got.y - w.y) <= 0.5, "\(row.layer): \(got), expected \(w)")
            }
        }
    }
}
