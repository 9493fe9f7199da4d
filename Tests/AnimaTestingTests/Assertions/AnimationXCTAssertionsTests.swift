import Anima
import AnimaTesting
import XCTest

/// The XCTest spellings of the checks, for teams whose tests are XCTestCases.
final class AnimationXCTAssertionsTests: XCTestCase {
    func testPassingAssertionsReportNothing() {
        let scene = TestScene().scene
        XCTAssertAnimationValue(scene, "bell", "transform.rotation.z", at: 0.15, isCloseTo: TestScene.bellAt015, within: 1e-9)
        XCTAssertMonotonic(scene, "card", "transform.scale", from: 0, to: 0.5)
        XCTAssertSettles(scene, "card", "transform.scale", by: 0.5, within: 1e-9)
        XCTAssertNoJumps(scene, maxDeltaPerFrame: 0.1, layers: ["card", "bell"])
        XCTAssertAnimationDuration(scene, 0.9)
    }
}
