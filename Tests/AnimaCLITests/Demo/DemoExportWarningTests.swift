import AnimaCore
import AnimaExport
@testable import AnimaCLI
import Foundation
import Testing
import AnimaTestSupport

/// Every scene `anima demo` renders exports to the Web and to Lottie without a single warning; the test lists each
/// warning that remains. One warning is the player's, not the format's: a blurred shadow is Lottie's Drop Shadow
/// effect, which rlottie does not draw (the pulse-shake card's), so it is not counted.
@Suite struct DemoExportWarningTests {
    @Test(arguments: [ExportFormat.web, .lottie])
    func everyDemoSceneExportsWithoutWarnings(_ format: ExportFormat) throws {
        let items = try GalleryCatalog.items(examples: Repository.url("Examples"))
        var remaining: [String] = []
        for item in items {
            let result = try format.export(item.scene)
            let counted = result.warnings.filter { !(format == .lottie && $0.keyPath == "shadowRadius") }
            remaining += counted.map { "\(item.name): \($0)" }
        }
        let report = "\(remaining.count) \(format.rawValue) warnings:\n\(remaining.joined(separator: "\n"))"
        #expect(remaining.isEmpty, "\(report)")
    }
}
