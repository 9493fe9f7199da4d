import AnimaSkeleton
import AnimaTransitions
import Foundation
import Testing
@testable import AnimaFormat
import AnimaTestSupport

/// The three shipped schemas agree with the decoders: every example and every fixture meant to be valid passes both,
/// every fixture meant to be invalid fails both (checked by Python's `jsonschema`, an independent validator); the
/// schemas' names and choices are the decoders' own; and the documentation articles mention every schema field.
@Suite struct InputSchemaTests {
    private static let needsValidator = Tool.isAvailable(.pythonJSONSchema)

    @Test(.enabled(if: needsValidator, Tool.skipReason(.pythonJSONSchema)), arguments: InputFormat.allCases)
    func examplesAndValidFixturesPassTheDecoderAndTheSchema(_ format: InputFormat) throws {
        let files = format.examples + format.validFixtures
        #expect(!format.examples.isEmpty && !format.validFixtures.isEmpty, "nothing to check for \(format.rawValue)")
        for file in files {
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try format.decode(try Data(contentsOf: file)) }
        }
        let schema = try #require(format.schema)
        let errors = try SchemaValidator.errors(schema: schema, files: files)
        for file in files {
            #expect(errors[file.path] == [], "\(file.lastPathComponent): \(errors[file.path] ?? ["not checked"])")
        }
    }

    @Test(.enabled(if: needsValidator, Tool.skipReason(.pythonJSONSchema)), arguments: InputFormat.allCases)
    func invalidFixturesFailTheDecoderAndTheSchema(_ format: InputFormat) throws {
        let files = format.invalidFixtures
        #expect(files.count >= 8, "too few invalid fixtures for \(format.rawValue)")
        for file in files {
            #expect(throws: InputError.self, "\(file.lastPathComponent)") {
                try format.decode(try Data(contentsOf: file))
            }
        }
        let schema = try #require(format.schema)
        let errors = try SchemaValidator.errors(schema: schema, files: files)
        for file in files {
            #expect(errors[file.path]?.isEmpty == false, "the schema accepts \(file.lastPathComponent)")
        }
    }

    @Test func skeletonSchemaKeysAreTheDecodersKeys() throws {
        let defs = try Self.definitions(of: .skeletonLayout)
        #expect(try Self.propertyNames(defs, "configuration") == Set(SkeletonSettingsDecoder.keys + ["comment"]))
        #expect(try Self.propertyNames(defs, "view") == Set(ViewNodeDecoder.keys + ["comment"]))
        let adjustment = try Self.propertyNames(defs, "adjustment")
        #expect(adjustment.isSuperset(of: SkeletonSettingsDecoder.keys + ["select", "width", "lines", "remove"]))
    }

    @Test func schemaChoicesAreTheEnginesNames() throws {
        let skeleton = try Self.definitions(of: .skeletonLayout)
        let view = try Self.properties(skeleton, "view"), configuration = try Self.properties(skeleton, "configuration")
        #expect(Self.choices(view["kind"]) == ViewKind.allCases.map(\.rawValue))
        #expect(Self.choices(view["skeleton"]) == SkeletonParticipation.allCases.map(\.rawValue))
        #expect(Self.choices(view["alignment"]) == TextAlignment.allCases.map(\.rawValue))
        #expect(Self.choices(view["direction"]) == LayoutDirection.allCases.map(\.rawValue))
        #expect(Self.choices(configuration["style"]) == SkeletonStyle.allCases.map(\.rawValue))
        #expect(Self.choices(configuration["appearance"]) == SkeletonAppearance.allCases.map(\.rawValue))
        #expect(Self.choices(configuration["reducedMotionStyle"]) == ReducedMotionStyle.allCases.map(\.rawValue))
        #expect(Self.choices(configuration["direction"]) == ShimmerDirection.allCases.map(\.rawValue))
        #expect(Self.choices(configuration["stretchMode"]) == StretchMode.allCases.map(\.rawValue))
        #expect(Self.choices(try Self.properties(skeleton, "nestedList")["axis"]) == ListAxis.allCases.map(\.rawValue))
        let item = try Self.properties(try Self.definitions(of: .listState), "item")
        #expect(Self.choices(item["content"]) == ContentKind.allCases.map(\.rawValue))
    }

    @Test(arguments: [(InputFormat.scene, "SceneFormat"), (.skeletonLayout, "SkeletonLayoutFormat"),
                      (.listState, "ListStateFormat")])
    func theArticleNamesEverySchemaField(_ format: InputFormat, _ article: String) throws {
        let text = try String(contentsOf: Repository.url("Sources/Anima/Anima.docc/\(article).md"), encoding: .utf8)
        let data = try #require(format.schema)
        let schema = try JSONSerialization.jsonObject(with: data)
        let missing = Self.allPropertyNames(schema).filter { !text.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "\(article).md does not mention: \(missing.joined(separator: ", "))")
    }

    // MARK: reading the schemas

    private static func definitions(of format: InputFormat) throws -> [String: Any] {
        let data = try #require(format.schema)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(schema["$defs"] as? [String: Any])
    }

    private static func properties(_ defs: [String: Any], _ name: String) throws -> [String: Any] {
        let definition = try #require(defs[name] as? [String: Any], "no definition \(name)")
        return try #require(definition["properties"] as? [String: Any], "\(name) has no properties")
    }

    private static func propertyNames(_ defs: [String: Any], _ name: String) throws -> Set<String> {
        Set(try properties(defs, name).keys)
    }

    private static func choices(_ property: Any?) -> [String]? {
        (property as? [String: Any])?["enum"] as? [String]
    }

    /// Every key of every `properties` object anywhere in the schema.
    private static func allPropertyNames(_ json: Any) -> Set<String> {
        if let array = json as? [Any] { return array.reduce(into: Set()) { $0.formUnion(allPropertyNames($1)) } }
        guard let object = json as? [String: Any] else { return [] }
        var names = Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        for value in object.values { names.formUnion(allPropertyNames(value)) }
        return names
    }
}
