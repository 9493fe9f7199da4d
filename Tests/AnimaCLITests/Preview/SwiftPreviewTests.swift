import Foundation
import Testing
@testable import AnimaCLI

/// `anima preview --list/--draw` on Swift files: previews found by reading the source (comments and strings skipped),
/// the runner's generated views, and one end-to-end drawing when this build has the SwiftUI module.
@Suite struct SwiftPreviewTests {
    static let source = #"""
        import SwiftUI

        // #Preview { Text("in a comment") }
        struct Card: View { var body: some View { Text("card") } }

        #Preview("Card, tapped") {
            Card()
                .padding()
        }

        #Preview(traits: .fixedLayout(width: 200, height: 120)) {
            @Previewable @State var on = false
            Text("a \"#Preview\" { in a string }").opacity(on ? 1 : 0.5)
        }

        /* a block /* nested */ #Preview { } */
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card() }
        }

        #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { Card() }
        """#

    @Test func previewsAreFoundWithNamesLinesAndTraits() {
        let found = SwiftPreviewScanner(Self.source).previews()
        #expect(found.map(\.name) == ["Card, tapped", "Preview 2", "Card_Previews", "Preview 3"])
        #expect(found.map(\.line) == [6, 11, 17, 21])
        #expect(found[1].size?.width == 200 && found[1].size?.height == 120)
        #expect(found[3].size?.width == 844 && found[3].size?.height == 390 && found[3].sizeThatFits)
        #expect(found[0].size == nil && !found[0].sizeThatFits)
        #expect(found[2].source == .provider(type: "Card_Previews"))
    }

    @Test func previewableDeclarationsBecomePropertiesOfThePreviewView() {
        let found = SwiftPreviewScanner(Self.source).previews()
        guard case .macro(let body, let previewables) = found[1].source else { Issue.record("not a macro preview"); return }
        #expect(previewables == ["@State var on = false"])
        #expect(!body.contains("@Previewable") && body.contains(##"Text("a \"#Preview\" { in a string }")"##))
        let view = SwiftPreviewRunner.previewView("P", found[1])
        #expect(view.contains("struct P: View {\n    @State var on = false\n    var body: some View {"))
    }

    @Test func entryPointsAreDroppedFromTheCopies() {
        let text = "@main\nstruct MyApp: App {}\n  @UIApplicationMain class D {}\nlet s = \"@main\""
        #expect(SwiftPreviewRunner.droppingEntryPoints(text) == "\nstruct MyApp: App {}\n   class D {}\nlet s = \"@main\"")
    }

    @Test func listPrintsEveryPreviewWithoutCompiling() throws {
        let file = try AnimaProcess.temporaryFile(Self.source, name: "Card.swift")
        let r = try AnimaProcess.run(["preview", "--list", file])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "1\tCard, tapped\t\(file):6\n2\tPreview 2\t\(file):11\n3\tCard_Previews\t\(file):17\n4\tPreview 3\t\(file):21\n")
    }

    @Test func drawRecordsEachPreviewAsAScene() throws {
        let anima = try #require(AnimaProcess.executable)
        let modules = anima.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Modules/SwiftUI.swiftmodule")
        try #require(FileManager.default.fileExists(atPath: modules.path) || ProcessInfo.processInfo.environment["CI"] != nil,
                     "skipped: this build has no SwiftUI module (swift build --product SwiftUI)")
        let file = try AnimaProcess.temporaryFile("""
            import SwiftUI
            private struct Grow: View {
                @State private var big = false
                var body: some View {
                    Rectangle().frame(width: 100, height: 100).scaleEffect(big ? 2 : 1)
                        .animation(.linear(duration: 1), value: big).onAppear { big = true }
                }
            }
            #Preview("Grow") { Grow() }
            """, name: "Grow.swift")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("anima-draw-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try AnimaProcess.run(["preview", "--draw", out.path, "--duration", "1", file])
        #expect(r.status == 0, "\(r.stderr)")
        let scene = out.appendingPathComponent("01-Grow.json")
        #expect(FileManager.default.fileExists(atPath: scene.path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("01-Grow.png").path))
        // Sampled by `anima sample`: the linear scale from 1 to 2 over 1 s is 1.5 at 0.5 s.
        let sampled = try AnimaProcess.run(["sample", scene.path, "--at", "0.5", "--key", "transform.scale.x"])
        #expect(sampled.status == 0, "\(sampled.stderr)")
        #expect(sampled.stdout.contains("\"value\": 1.5}"), "\(sampled.stdout)")
    }
}
