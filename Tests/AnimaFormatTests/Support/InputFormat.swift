import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing

/// The three input formats, each with its shipped schema, its decoder, its examples and its schema test fixtures
/// (`__Fixtures__/schema/<format>/valid` and `…/invalid`).
enum InputFormat: String, CaseIterable, CustomTestStringConvertible {
    case scene
    case skeletonLayout = "skeleton-layout"
    case listState = "list-state"

    var testDescription: String { rawValue }

    /// The shipped schema's bytes.
    var schema: Data? {
        switch self {
        case .scene: SceneSchema.data
        case .skeletonLayout: SkeletonLayoutSchema.data
        case .listState: ListStateSchema.data
        }
    }

    /// Decodes `data` with the format's own decoder, throwing every problem it finds.
    func decode(_ data: Data) throws {
        switch self {
        case .scene: _ = try SceneDecoder().decode(data)
        case .skeletonLayout: _ = try SkeletonLayoutDecoder().decode(data)
        case .listState: _ = try ListStateDecoder().decode(data)
        }
    }

    /// The example files users are shown.
    var examples: [URL] {
        switch self {
        case .scene: Repository.exampleFiles
        case .skeletonLayout: Self.jsonFiles(in: Repository.url("Examples/skeleton"))
        case .listState: Self.jsonFiles(in: Repository.url("Examples/transitions"))
        }
    }

    /// The test fixtures meant to be valid.
    var validFixtures: [URL] { Self.jsonFiles(in: fixtures.appendingPathComponent("valid")) }

    /// The test fixtures meant to be invalid: each breaks one rule that both the decoder and the schema state.
    var invalidFixtures: [URL] { Self.jsonFiles(in: fixtures.appendingPathComponent("invalid")) }

    private var fixtures: URL { Repository.url("Tests/AnimaFormatTests/__Fixtures__/schema/\(rawValue)") }

    private static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

/// Python's `jsonschema` (an implementation independent of Anima's decoders) run over files.
enum SchemaValidator {
    private static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        report = {}
        for name in sys.argv[2:]:
            report[name] = ["/".join(map(str, e.absolute_path)) + ": " + e.message
                            for e in validator.iter_errors(json.load(open(name)))]
        print(json.dumps(report))
        """

    /// The schema errors of every file, by path (an empty list for a valid file).
    static func errors(schema: Data, files: [URL]) throws -> [String: [String]] {
        let schemaFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("anima-schema-\(UUID().uuidString).json")
        try schema.write(to: schemaFile)
        defer { try? FileManager.default.removeItem(at: schemaFile) }
        let run = try ExternalProcess(try Tool.pythonJSONSchema.require())
            .run(["-c", script, schemaFile.path] + files.map(\.path))
        try #require(run.status == 0, "the validator failed: \(run.stderrText)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: [String]])
    }
}
