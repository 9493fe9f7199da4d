import AnimaTestSupport
import Foundation
import Testing

/// The DocC catalogs (landing pages and articles) send readers only to what a package install has.
@Suite struct DocumentationTests {
    private static func pages() -> [URL] {
        let sources = Repository.url("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" && $0.deletingLastPathComponent().pathExtension == "docc" }
    }

    @Test func everyLibraryHasACatalogWithALandingPage() {
        let names = Set(Self.pages().map { $0.deletingPathExtension().lastPathComponent })
        for target in ["Anima", "AnimaCore", "AnimaFormat", "AnimaRender", "AnimaSkeleton", "AnimaTransitions",
                       "AnimaPresets", "AnimaExport", "AnimaQuartzCore", "AnimaTesting"] {
            #expect(names.contains(target), "no Sources/\(target)/\(target).docc/\(target).md")
        }
    }

    @Test func pagesNameOnlyFilesOfThePackage() throws {
        let pages = Self.pages()
        #expect(pages.count >= 18)
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            #expect(PackageReferences.internalNotes(in: text).isEmpty, "\(page.lastPathComponent)")
            #expect(PackageReferences.missingFiles(in: text).isEmpty,
                    "\(page.lastPathComponent) names \(PackageReferences.missingFiles(in: text))")
        }
    }
}
