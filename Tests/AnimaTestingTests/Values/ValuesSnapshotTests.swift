import Anima
import AnimaTesting
import SnapshotTesting
import Testing

@Suite struct ValuesSnapshotTests {
    let sandbox: SnapshotSandbox

    init() throws { sandbox = try SnapshotSandbox() }

    @Test func tableReadsLikeASentence() {
        // Rotation at 0.15 s is −π/16 = −0.19635 (TestScene.bellAt015); the card's scale is 1 + 0.2·0.3 = 1.06.
        let text = ValueTable(times: [0.15]).text(TestScene().scene)
        #expect(text.contains("bell transform.rotation.z at 0.15: -0.1963\n"))
        #expect(text.contains("card transform.scale at 0.15: 1.0600\n"))
        #expect(!text.contains("badge"), "a layer without animations lists nothing by default")
    }

    @Test func keyframeTwoDegreesOffShowsLayerKeyPathTimeAndBothValues() throws {
        // Halfway through the first third the bell is at half the second key: −π/16 + 1° = −0.17890.
        let strategy = Snapshotting<Scene, String>.values(at: [0, 0.15], keyPaths: ["transform.rotation.z"], layers: ["bell"])
        sandbox.record(TestScene().scene, as: strategy, named: "values")
        var changed = TestScene()
        changed.bellSecondValue += 2 * .pi / 180
        let message = try #require(sandbox.verify(changed.scene, as: strategy, named: "values"))
        #expect(message.contains("−bell transform.rotation.z at 0.15: -0.1963"))
        #expect(message.contains("+bell transform.rotation.z at 0.15: -0.1789"))
        let changedLines = message.split(separator: "\n").filter { $0.hasPrefix("−") || $0.hasPrefix("+") }
        #expect(!changedLines.contains { $0.contains("at 0.00:") }, "the 0 s line did not change: \(message)")
    }

    @Test func unknownNamesAreListedNotSkipped() {
        let text = ValueTable(times: [0], keyPaths: ["transform.spin"], layers: ["bell", "nobody"]).text(TestScene().scene)
        #expect(text.contains("# unknown key path \"transform.spin\""))
        #expect(text.contains("# no layer \"nobody\""))
    }

    @Test func numbersHaveFixedDecimalsAndNoNegativeZero() {
        #expect(ValueText.number(-0.00001) == "0.0000")
        #expect(ValueText.number(0.30434) == "0.3043")
        #expect(ValueText.value(.point(Point(1, -2.5))) == "(1.0000, -2.5000)")
    }
}
