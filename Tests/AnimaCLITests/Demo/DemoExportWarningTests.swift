import AnimaCore
import AnimaExport
@testable import anima
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
        guard format == .lottie else {
            #expect(remaining.isEmpty, "\(report)")
            return
        }
        // Issue 16 leaves Lottie short of zero: layer clocks, transform.translation.* and isHidden animations,
        // opacity of parents, 3D turns and shadows. Listed here until they are exported.
        withKnownIssue("Lottie warnings remain for some demo scenes (issue 16)", isIntermittent: true) {
            #expect(remaining.isEmpty, "\(report)")
        }
    }
}
