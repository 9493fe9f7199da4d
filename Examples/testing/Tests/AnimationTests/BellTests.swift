import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The notification bell: it swings through 0, −22.5°, +22.5°, −22.5°, +22.5°, −22.5°, 0 in six equal steps over
/// 1 s, eased as a whole by easeInEaseOut as `UIView.animateKeyframes` plays it, then rests until 1.6 s, forever.
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
        // The research note's vector K2: 0.304330630 rad at 0.25 s (easeInEaseOut(0.25) = 0.129162, 0.774971 of the
        // first step). The −π/8 key is reached where the curve gives 1/6: t = 0.283194 s (bisection of
        // (0.42, 0, 0.58, 1) by hand), and the +π/8 key at 2/6: t = 0.400907 s.
        expectValue(bell, "bell", "transform.rotation.z", at: 0.25, isCloseTo: -0.304330630, within: 1e-6)
        expectValue(bell, "bell", "transform.rotation.z", at: 0.283194, isCloseTo: -.pi / 8, within: 1e-5)
        expectMonotonic(bell, "bell", "transform.rotation.z", from: 0.283195, to: 0.400906)
    }

    @Test func restsAfterTheRing() {
        expectSettles(bell, "bell", "transform.rotation.z", by: 1, within: 1e-9, to: 0)
        // Each step turns π/4 in 1/6 of the eased progress (4.712 rad per unit); easeInEaseOut is steepest at the
        // middle, 1.724138 (research note W2), so at most 4.712 · 1.724138 / 60 = 0.1354 per 60 fps frame; the
        // restart at 1.6 s goes 0 → 0.
        expectNoJumps(bell, maxDeltaPerFrame: 0.136, keyPaths: ["transform.rotation.z"])
    }
}
