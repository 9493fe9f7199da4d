import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The test scene pinned with every strategy, as a team would: the references under `__Snapshots__/` were
/// recorded by the first run and looked at before committing; re-record with `withSnapshotTesting(record: .all)`.
@Suite struct PinnedSnapshotTests {
    let scene = TestScene().scene

    @Test func filmstrip() {
        assertSnapshot(of: scene, as: .filmstrip(at: [0, 0.15, 0.3, 0.45, 0.6, 0.9]))
    }

    @Test func gif() {
        assertSnapshot(of: scene, as: .gif(fps: 10))
    }

    @Test func values() {
        assertSnapshot(of: scene, as: .values(at: [0, 0.15, 0.3, 0.45, 0.6, 0.9]))
    }

    @Test func exports() {
        assertSnapshot(of: scene, as: .lottie)
        assertSnapshot(of: scene, as: .web)
    }
}
