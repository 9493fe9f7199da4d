import AnimaCore
import AnimaExport
@testable import AnimaCLI
import Foundation
import Testing
import AnimaTestSupport

/// Every scene `anima demo` renders exports to the Web and to Lottie without a single warning; the test lists each
/// warning that remains.
@Suite struct DemoExportWarningTests {
    @Test(arguments: [ExportFormat.web, .lottie])
    func everyDemoSceneExportsWithoutWarnings(_ format: ExportFormat) throws {
        let items = try GalleryCatalog.items(examples: Repository.url("Examples"))
        var remaining: [String] = []
        for item in items {
            let result = try format.export(item.scene)
            remaining += result.warnings.map { "\(item.name): \($0)" }
        }
        let report = "\(remaining.count) \(format.rawValue) warnings:\n\(remaining.joined(separator: "\n"))"
        #expect(remaining.isEmpty, "\(report)")
    }
}
