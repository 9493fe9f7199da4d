import AnimaCore
import AnimaFormat
import Foundation
import Testing
import AnimaTestSupport

/// The shipped JSON Schema: it agrees with the engine's key paths and accepts every example (checked by Python's
/// `jsonschema`, an independent validator, when it is installed).
@Suite struct SchemaTests {
    private static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        failed = False
        for name in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(name))):
                print(name, "/".join(map(str, error.absolute_path)), error.message)
                failed = True
        sys.exit(1 if failed else 0)
        """

    /// Runs python3 (with jsonschema) and returns its status and everything it wrote.
    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ExternalProcess(try Tool.pythonJSONSchema.require()).run(arguments)
        return (run.status, run.stdoutText + run.stderrText)
    }

    private func schemaObject() throws -> [String: Any] {
        let data = try #require(SceneSchema.data, "the schema resource is missing")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func schemaFile() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("anima-scene-\(UUID().uuidString).schema.json")
        try #require(SceneSchema.data).write(to: url)
        return url.path
    }

    @Test(.enabled(if: Tool.isAvailable(.pythonJSONSchema), Tool.skipReason(.pythonJSONSchema)))
    func everyExampleIsValidAgainstTheSchema() throws {
        let files = Repository.exampleFiles.map(\.path)
        #expect(files.count >= 6)
        let result = try Self.python(["-c", Self.validator, try schemaFile()] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: Tool.isAvailable(.pythonJSONSchema), Tool.skipReason(.pythonJSONSchema)))
    func theSchemaRejectsWhatTheDecoderRejects() throws {
        let bad = document(layers: #"""
            [{"id": "a", "opactiy": 1, "frame": [0, 0, 1, 1], "position": [0, 0],
              "animations": [{"type": "basic", "keyPath": "position", "to": 3},
                             {"type": "keyframe", "keyPath": "nope", "values": [1]},
                             {"type": "basic", "keyPath": "opacity", "duration": -1}]}]
            """#)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("anima-bad-\(UUID().uuidString).json")
        try Data(bad.utf8).write(to: url)
        let result = try Self.python(["-c", Self.validator, try schemaFile(), url.path])
        #expect(result.status == 1)
        for path in ["layers/0/animations/0/to", "layers/0/animations/1/keyPath", "layers/0/animations/2/duration"] {
            #expect(result.output.contains(path), "\(result.output)")
        }
        #expect(result.output.contains("opactiy"))
    }

    @Test func schemaKeyPathsAreTheEnginesWithTheirValueKinds() throws {
        let defs = try #require(try schemaObject()["$defs"] as? [String: Any])
        let keyPath = try #require(defs["keyPath"] as? [String: Any])
        let names = try #require(keyPath["enum"] as? [String])
        // Key-value coding's names for the two Booleans are accepted too (the property table's Core Animation keys).
        #expect(Set(names) == Set(PropertyKey.allCases.map(\.rawValue) + ["hidden", "doubleSided"]))
        let layer = try #require(defs["layer"] as? [String: Any])
        let properties = try #require(layer["properties"] as? [String: Any])
        for key in PropertyKey.allCases {
            let entry = properties[key.rawValue] as? [String: Any]
            #expect(entry?["$ref"] as? String == "#/$defs/\(key.valueKind.rawValue)", "\(key.rawValue)")
        }
    }
}
