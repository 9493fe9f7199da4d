import Foundation

/// Which of the three input formats a document is, recognised by the members only that format has at its top level:
/// `layers` makes a scene, `root` or `list` a skeleton layout, `items` a list state, anything else a scene. Every
/// command that reads a file tells its kind by this rule (`anima validate`, `anima preview`, and the scene commands,
/// which name the kind they were given when it is not a scene).
public enum InputKind: String, Sendable, CaseIterable {
    /// A scene (the Scene Format article).
    case scene
    /// A skeleton layout (the Skeleton Layout Format article).
    case skeletonLayout = "skeleton layout"
    /// A list state (the List State Format article).
    case listState = "list state"

    /// The kind of `data`. A document that is not a JSON object (malformed, or over the size limit) is told by its
    /// file `name`: `NAME.before.json` and `NAME.after.json` are list states (the pair convention of
    /// `Examples/transitions/`), anything else a scene, so that reader reports where it goes wrong.
    public static func of(_ data: Data, name: String = "") -> InputKind {
        guard data.count <= FormatLimits.maxInputBytes,
              case .object(let members)? = try? JSONParser.parse([UInt8](data)) else { return of(name: name) }
        let keys = Set(members.map(\.key))
        if keys.contains("layers") { return .scene }
        if keys.contains("root") || keys.contains("list") { return .skeletonLayout }
        if keys.contains("items") { return .listState }
        return .scene
    }

    /// The kind a file's name alone announces.
    private static func of(name: String) -> InputKind {
        name.hasSuffix(".before.json") || name.hasSuffix(".after.json") ? .listState : .scene
    }
}
