import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// A skeleton loading screen is a Scene like any other.
@Suite struct SkeletonTests {
    @Test func feedCellShimmers() throws {
        let skeleton = try Scenes.skeleton("feed-cell")
        assertSnapshot(of: skeleton, as: .filmstrip(at: [0, 0.4, 0.8, 1.2]))
        // Bones never pop: no opacity changes by more than a fifth in one frame.
        expectNoJumps(skeleton, maxDeltaPerFrame: 0.2)
    }
}
