import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The notification bell: it swings through 0, −22.5°, +22.5°, −22.5°, +22.5°, −22.5°, 0 in six equal linear
/// steps over 1 s, then rests until 1.6 s, forever.
@Suite struct BellTests {
    let bell: Scene

    init() throws { bell = try Scenes.seed("bell") }

    @Test func filmstrip() {
        assertSnapshot(of: bell, as: .filmstrip(at: [0, 0.0833, 0.25, 0.5, 0.75, 1.2]))
    }

    @Test func values() {
        assertSnapshot(of: bell, as: .values(at: [0, 0.0833, 0.1667, 0.25, 0.5, 1, 1.2], keyPaths: ["transform.rotation.z"],
                                             layers: ["bell"]))
    }

    @Test func swingsToTheKeyframes() {
        // 1/12 s is halfway through the first step, 0 → −π/8; 1/6 s is the −π/8 key itself.
        expectValue(bell, "bell", "transform.rotation.z", at: 1.0 / 12, isCloseTo: -.pi / 16, within: 1e-9)
        expectValue(bell, "bell", "transform.rotation.z", at: 1.0 / 6, isCloseTo: -.pi / 8, within: 1e-9)
        expectMonotonic(bell, "bell", "transform.rotation.z", from: 1.0 / 6, to: 2.0 / 6)
    }

    @Test func restsAfterTheRing() {
        expectSettles(bell, layer: "bell", keyPath: "transform.rotation.z", by: 1, within: 1e-9, to: 0)
        // Each step turns π/4 in 1/6 s, so π/40 = 0.0785 per 60 fps frame; the restart at 1.6 s goes 0 → 0.
        expectNoJumps(bell, maxDeltaPerFrame: 0.079, keyPaths: ["transform.rotation.z"])
    }
}
