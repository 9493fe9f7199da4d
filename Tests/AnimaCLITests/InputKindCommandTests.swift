import Foundation
import Testing

/// Every command tells a file's kind by `InputKind`'s one rule: `validate` and `preview` read all three kinds, and
/// the scene commands name the kind they were given instead of listing a scene's missing members.
@Suite struct InputKindCommandTests {
    @Test(arguments: [
        (["render", "-o", "/tmp/anima-input-kind.png"], "skeleton/feed-cell.json", "a skeleton layout, not a scene"),
        (["sample", "--at", "0"], "skeleton/feed-cell.json", "a skeleton layout, not a scene"),
        (["export", "--format", "lottie", "-o", "/tmp/anima-input-kind.json"], "transitions/delete-from-middle.before.json", "a list state, not a scene"),
    ])
    func sceneCommandsNameTheKindTheyWereGiven(command: [String], example: String, expected: String) throws {
        let path = AnimaProcess.example(example)
        let r = try AnimaProcess.run([command[0], path] + command.dropFirst())
        #expect(r.status == 65)
        #expect(r.stderr.contains(expected), "\(r.stderr)")
    }

    @Test(arguments: ["skeleton/feed-cell.json", "transitions/delete-from-middle.before.json", "basics.json"])
    func validateReadsEveryKind(example: String) throws {
        let r = try AnimaProcess.run(["validate", AnimaProcess.example(example)])
        #expect(r.status == 0 && r.stdout == "ok\n", "\(r.stderr)")
    }
}
