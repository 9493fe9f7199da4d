import AnimaFormat
import Foundation
import Testing

/// The one rule every command tells a file's kind by: the top-level members only one format has (the three JSON
/// Schemas: a scene has `layers`, a skeleton layout requires `root` and may have `list`, a list state requires
/// `items`), and the file's name when the document is not a JSON object.
@Suite struct InputKindTests {
    @Test(arguments: [
        (#"{"version": 1, "layers": []}"#, InputKind.scene),
        (#"{"version": 1, "root": {}}"#, .skeletonLayout),
        (#"{"version": 1, "list": {}}"#, .skeletonLayout),
        (#"{"version": 1, "items": []}"#, .listState),
        // `layers` is a scene's own member, so a scene with a stray `items` or `root` is still a scene.
        (#"{"version": 1, "layers": [], "items": []}"#, .scene),
        (#"{"version": 1, "layers": [], "root": {}}"#, .scene),
        (#"{"version": 1}"#, .scene),
    ])
    func theKindComesFromTheTopLevelMembers(_ json: String, _ kind: InputKind) {
        #expect(InputKind.of(Data(json.utf8), name: "x.json") == kind)
    }

    @Test func aDocumentThatIsNotAnObjectIsToldByItsName() {
        #expect(InputKind.of(Data("{".utf8), name: "cards.before.json") == .listState)
        #expect(InputKind.of(Data("[]".utf8), name: "cards.after.json") == .listState)
        #expect(InputKind.of(Data("{".utf8), name: "cards.json") == .scene)
        #expect(InputKind.of(Data("{".utf8)) == .scene)
    }

    @Test func theNameDoesNotOverrideTheMembers() {
        #expect(InputKind.of(Data(#"{"version": 1, "layers": []}"#.utf8), name: "a.before.json") == .scene)
    }
}
