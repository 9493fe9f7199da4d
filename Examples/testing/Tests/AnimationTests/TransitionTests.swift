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
        expectSettles(insert, layer: "a", keyPath: "position.y", by: insert.timeline.duration, within: 1e-6, to: 104)
        expectMonotonic(insert, "a", "position.y", from: 0, to: insert.timeline.duration)
    }
}
