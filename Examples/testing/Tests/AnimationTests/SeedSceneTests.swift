import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The other seed scenes, pinned as GIFs and checked where their description gives numbers.
@Suite struct SeedSceneTests {
    @Test(arguments: ["passcode-shake", "pulse-shake", "basics"])
    func gif(name: String) throws {
        assertSnapshot(of: try Scenes.seed(name), as: .gif(fps: 10), named: name)
    }

    @Test func passcodeShakesAboutItsPlace() throws {
        // Additive position.x keyframes 0, 10, −10, … at key times 0, .125, .25 of 0.4 s, on a field at x = 160.
        let shake = try Scenes.seed("passcode-shake")
        expectValue(shake, "field", "position.x", at: 0.05, isCloseTo: 170, within: 1e-9)
        expectValue(shake, "field", "position.x", at: 0.1, isCloseTo: 150, within: 1e-9)
        expectSettles(shake, "field", "position.x", by: 0.4, within: 1e-9, to: 160)
    }

    @Test func cardPopsUpwards() throws {
        // scale 1 → 1.1 in 0.3 s with easeInEaseOut: a monotonic curve.
        expectMonotonic(try Scenes.seed("pulse-shake"), "card", "transform.scale", from: 0, to: 0.3)
    }

    @Test func bellExportsAreStable() throws {
        let bell = try Scenes.seed("bell")
        assertSnapshot(of: bell, as: .lottie)
        assertSnapshot(of: bell, as: .web)
    }
}
