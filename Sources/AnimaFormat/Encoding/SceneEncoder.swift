import AnimaCore
import Foundation

/// Writes a scene as canonical JSON: fixed member order, defaults left out, shortest round-trip numbers, so the same
/// scene always gives the same bytes and `SceneDecoder().decode(SceneEncoder().encode(scene)) == scene`.
///
/// Layer and animation `comment`s are not part of the Scene value, so only the scene's own comment is written.
public struct SceneEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The scene as UTF-8 JSON text ending in a newline.
    public func encode(_ scene: Scene) throws(SceneEncodingError) -> Data {
        Data(try encodeToString(scene).utf8)
    }

    /// The scene as JSON text ending in a newline.
    public func encodeToString(_ scene: Scene) throws(SceneEncodingError) -> String {
        let json = Self.document(scene)
        if let path = Self.firstNonFinite(json, at: "") { throw SceneEncodingError(path: path) }
        return JSONWriter.write(json)
    }

    private static func document(_ scene: Scene) -> JSONValue {
        var m = [JSONMember(key: "version", value: .number(Double(SceneDecoder.version)))]
        if let comment = scene.comment { m.append(JSONMember(key: "comment", value: .string(comment))) }
        let c = scene.canvas
        m.append(JSONMember(key: "canvas", value: .object([
            JSONMember(key: "width", value: .number(c.width)), JSONMember(key: "height", value: .number(c.height)),
            JSONMember(key: "scale", value: .number(c.scale)), JSONMember(key: "background", value: ValueEncoder.color(c.background)),
        ])))
        m.append(JSONMember(key: "timeline", value: .object([
            JSONMember(key: "duration", value: .number(scene.timeline.duration)),
            JSONMember(key: "fps", value: .number(scene.timeline.fps)),
        ])))
        m.append(JSONMember(key: "layers", value: .array(scene.layers.map(LayerEncoder.encode))))
        return .object(m)
    }

    private static func firstNonFinite(_ json: JSONValue, at path: String) -> String? {
        switch json {
        case .number(let n): return n.isFinite ? nil : path
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let p = firstNonFinite(item, at: JSONPath.element(path, i)) { return p }
            }
        case .object(let members):
            for member in members {
                if let p = firstNonFinite(member.value, at: JSONPath.member(path, member.key)) { return p }
            }
        default: break
        }
        return nil
    }
}
