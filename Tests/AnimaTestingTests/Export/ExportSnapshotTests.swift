import Anima
import AnimaTesting
import SnapshotTesting
import Testing

@Suite struct ExportSnapshotTests {
    let sandbox: SnapshotSandbox

    init() throws { sandbox = try SnapshotSandbox() }

    @Test func lottieIsPrettyPrintedWithRoundedNumbers() throws {
        var text = ""
        _ = Snapshotting<Scene, String>.lottie.snapshot(TestScene().scene).run { text = $0 }
        // π/8 = 0.39269908169872414 is written by the exporter in full and kept to six significant digits.
        #expect(text.contains("\"nm\": \"bell\""))
        #expect(!text.contains("0.3926990816"))
        #expect(text.split(separator: "\n").count > 20, "one member per line, so diffs are readable")
    }

    @Test func exportsAreStableAndCatchAChange() throws {
        for strategy in [Snapshotting<Scene, String>.lottie, .web] {
            sandbox.record(TestScene().scene, as: strategy, named: "export")
            #expect(sandbox.verify(TestScene().scene, as: strategy, named: "export") == nil)
            var changed = TestScene()
            changed.bellBegin = 1.0 / 60
            #expect(sandbox.verify(changed.scene, as: strategy, named: "export") != nil)
        }
    }
}
