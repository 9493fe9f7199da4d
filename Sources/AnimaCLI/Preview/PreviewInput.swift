import AnimaCore
import AnimaFormat
import AnimaTransitions
import Foundation

/// What `anima preview FILE` shows: FILE read as a scene, a skeleton layout or one half of a list-state pair, turned
/// into a Scene, or the problems (with their JSON paths) that stop it.
///
/// The kind is told by the document's top-level keys, as the formats define them: `layers` makes a scene, `root` or
/// `list` a skeleton layout, `items` a list state. A list state is animated against its partner named by the
/// `NAME.before.json` / `NAME.after.json` convention of `Examples/transitions/`, with the default (transform) animator,
/// as `anima transition` does.
struct PreviewInput: Sendable {
    /// The kinds of file the preview reads.
    enum Kind: String, Sendable {
        case scene, skeletonLayout = "skeleton layout", listState = "list-state pair"
    }

    /// One problem: a JSON path (empty for the file as a whole) and what is wrong there.
    struct Problem: Sendable, Hashable {
        /// The file the problem is in.
        var file: String
        /// The JSON path, or `line L, column C` for malformed JSON, or empty.
        var path: String
        /// What is wrong.
        var message: String
    }

    /// The file given on the command line.
    let file: URL

    /// The file at `path`, made absolute.
    init(path: String) {
        file = URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The files whose changes reload the preview: FILE, and for a list state its partner.
    var watchedFiles: [URL] {
        guard let partner = partnerFile else { return [file] }
        return [file, partner]
    }

    /// The other half of a `NAME.before.json` / `NAME.after.json` pair, by name alone.
    var partnerFile: URL? {
        let name = file.lastPathComponent
        for (own, other) in [(".before.json", ".after.json"), (".after.json", ".before.json")] where name.hasSuffix(own) {
            return file.deletingLastPathComponent().appendingPathComponent(String(name.dropLast(own.count)) + other)
        }
        return nil
    }

    /// The scene FILE describes now, or every problem that stops it.
    func load() -> Result<(kind: Kind, scene: Scene), PreviewFailure> {
        let data: Data
        do { data = try SceneLoader.read(file.path) } catch {
            return .failure(PreviewFailure(kind: nil, problems: [Problem(file: file.path, path: "", message: error.message)]))
        }
        let kind = Self.kind(of: data, name: file.lastPathComponent)
        switch kind {
        case .scene: return scene(from: data).map { (kind, $0) }
        case .skeletonLayout: return skeleton(from: data).map { (kind, $0) }
        case .listState: return transition(from: data).map { (kind, $0) }
        }
    }

    /// The kind a document's top-level keys announce; a file that is not a JSON object is taken by its name.
    static func kind(of data: Data, name: String) -> Kind {
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        guard let keys = object.map({ Set($0.keys) }) else {
            return name.hasSuffix(".before.json") || name.hasSuffix(".after.json") ? .listState : .scene
        }
        if keys.contains("layers") { return .scene }
        if keys.contains("root") || keys.contains("list") { return .skeletonLayout }
        if keys.contains("items") { return .listState }
        return .scene
    }

    private func scene(from data: Data) -> Result<Scene, PreviewFailure> {
        do { return .success(try SceneDecoder().decode(data)) } catch {
            return .failure(failure(.scene, error.issues, in: file))
        }
    }

    private func skeleton(from data: Data) -> Result<Scene, PreviewFailure> {
        do {
            return .success(try SkeletonLayoutDecoder().decode(data).scene())
        } catch let error as InputError {
            return .failure(failure(.skeletonLayout, error.issues, in: file))
        } catch {
            return .failure(PreviewFailure(kind: .skeletonLayout, problems: [Problem(file: file.path, path: "", message: "\(error)")]))
        }
    }

    private func transition(from data: Data) -> Result<Scene, PreviewFailure> {
        guard let partnerFile else {
            return .failure(PreviewFailure(kind: .listState, problems: [Problem(
                file: file.path, path: "",
                message: "a list state is previewed with its pair: name the files NAME.before.json and NAME.after.json")]))
        }
        let partnerData: Data
        do { partnerData = try SceneLoader.read(partnerFile.path) } catch {
            return .failure(PreviewFailure(kind: .listState, problems: [Problem(file: partnerFile.path, path: "", message: error.message)]))
        }
        let isBefore = file.lastPathComponent.hasSuffix(".before.json")
        let (beforeFile, afterFile) = isBefore ? (file, partnerFile) : (partnerFile, file)
        let (beforeData, afterData) = isBefore ? (data, partnerData) : (partnerData, data)
        var problems: [Problem] = []
        let before = listState(beforeData, in: beforeFile, &problems), after = listState(afterData, in: afterFile, &problems)
        guard let before, let after else { return .failure(PreviewFailure(kind: .listState, problems: problems)) }
        do {
            return .success(try TransitionPlan(from: before, to: after)
                .scene(animator: TransitionCommand.AnimatorName.transform.animator(cascade: false)))
        } catch {
            return .failure(PreviewFailure(kind: .listState, problems: [Problem(file: afterFile.path, path: "", message: "\(error)")]))
        }
    }

    private func listState(_ data: Data, in file: URL, _ problems: inout [Problem]) -> ListState? {
        do { return try ListStateDecoder().decode(data) } catch {
            problems += failure(.listState, error.issues, in: file).problems
            return nil
        }
    }

    private func failure(_ kind: Kind, _ issues: [InputIssue], in file: URL) -> PreviewFailure {
        PreviewFailure(kind: kind, problems: issues.map { issue in
            let path = issue.location.map { "line \($0.line), column \($0.column)" } ?? issue.path
            return Problem(file: file.path, path: path, message: issue.message)
        })
    }
}

/// Why the preview has no scene to show: FILE's kind when it was recognised, and its problems.
struct PreviewFailure: Error, Sendable, Hashable {
    /// What FILE was read as, nil when it could not be read at all.
    var kind: PreviewInput.Kind?
    /// Every problem found, in file order.
    var problems: [PreviewInput.Problem]
}
