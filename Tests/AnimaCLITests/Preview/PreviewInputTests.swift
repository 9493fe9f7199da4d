import AnimaCore
import Foundation
import Testing
@testable import AnimaCLI

/// How `anima preview` reads FILE: the kind from the top-level keys the formats define, list states with their
/// partner by name, problems with JSON paths instead of exits.
@Suite struct PreviewInputTests {
    @Test(arguments: [
        (#"{"version": 1, "layers": []}"#, PreviewInput.Kind.scene),
        (#"{"version": 1, "root": {}}"#, .skeletonLayout),
        (#"{"version": 1, "list": {}}"#, .skeletonLayout),
        (#"{"version": 1, "items": []}"#, .listState),
        (#"{"version": 1}"#, .scene),
    ])
    func theKindComesFromTheTopLevelKeys(_ json: String, _ kind: PreviewInput.Kind) {
        #expect(PreviewInput.kind(of: Data(json.utf8), name: "x.json") == kind)
    }

    @Test func malformedJSONIsTakenByItsName() {
        #expect(PreviewInput.kind(of: Data("{".utf8), name: "a.before.json") == .listState)
        #expect(PreviewInput.kind(of: Data("{".utf8), name: "a.json") == .scene)
    }

    @Test func aListStateIsPairedByName() {
        let before = PreviewInput(path: "/tmp/x/shuffle.before.json"), after = PreviewInput(path: "/tmp/x/shuffle.after.json")
        #expect(before.partnerFile?.path == "/tmp/x/shuffle.after.json")
        #expect(after.partnerFile?.path == "/tmp/x/shuffle.before.json")
        #expect(after.watchedFiles.count == 2)
        #expect(PreviewInput(path: "/tmp/x/scene.json").partnerFile == nil)
    }

    @Test func examplesOfEveryKindLoad() throws {
        let shuffle = PreviewInput(path: AnimaProcess.example("transitions/shuffle.after.json"))
        let (kind, scene) = try shuffle.load().get()
        #expect(kind == .listState)
        // Every item of the pair becomes the layer with its id (DESIGN §5b); shuffle has items a…e.
        #expect(Set(scene.allLayers.map(\.id)).isSuperset(of: ["a", "b", "c", "d", "e"]))
        #expect(try PreviewInput(path: AnimaProcess.example("skeleton/feed-cell.json")).load().get().kind == .skeletonLayout)
        #expect(try PreviewInput(path: AnimaProcess.example("bell.json")).load().get().kind == .scene)
    }

    @Test func anInvalidSceneGivesItsProblemsWithJSONPaths() throws {
        let file = try AnimaProcess.temporaryFile(#"{"version": 1, "canvas": {"width": 10, "height": 10}, "timeline": {"duration": 1}, "layers": [{"id": "a", "opacity": "x"}]}"#)
        let document = PreviewDocument(PreviewInput(path: file), generation: 1)
        guard case .failure(let failure) = document.content else { Issue.record("an invalid scene loaded"); return }
        #expect(failure.kind == .scene)
        #expect(failure.problems.map(\.path) == ["layers[0].opacity"])
    }

    @Test func aListStateWithoutItsPartnerSaysHowToNameIt() throws {
        let file = try AnimaProcess.temporaryFile(#"{"version": 1, "canvas": {"width": 10, "height": 10}, "items": []}"#,
                                                  name: "list.json")
        guard case .failure(let failure) = PreviewInput(path: file).load() else { Issue.record("loaded"); return }
        #expect(failure.problems.first?.message.contains("NAME.before.json") == true)
    }
}
