import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// A list transition: "new" arrives at the top and the others slide down one row.
@Suite struct TransitionTests {
    let insert: Scene

    init() throws { insert = try Scenes.transition("insert-at-top") }

    @Test func insertAtTop() {
        assertSnapshot(of: insert, as: .filmstrip(at: [0, 0.1, 0.2, 0.3, 0.5]))
        assertSnapshot(of: insert, as: .values(at: [0, 0.1, 0.2, 0.3, 0.5]))
    }

    @Test func rowsSettleWhereTheAfterStatePutsThem() {
        // "a" is at y 12…68 before and one row (64 pt) lower after: its centre ends at 40 + 64 = 104.
        expectSettles(insert, "a", "position.y", by: insert.timeline.duration, within: 1e-6, to: 104)
        // The default animator is a spring: it may overshoot a little, but a row never leaps (64 pt in one frame
        // would be a pop); a fifth of the row per frame is far above any smooth curve over ~0.5 s.
        expectNoJumps(insert, maxDeltaPerFrame: 12.8, keyPaths: ["position"])
    }

    @Test func theTimelineHoldsTheEndForAQuarterSecond() {
        // TransitionPlan's scene runs `holdDuration` past the last animation's end.
        expectDuration(insert, insert.timeline.duration - TransitionPlan.holdDuration, within: 1e-9)
    }
}
