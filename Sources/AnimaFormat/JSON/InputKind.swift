import Foundation

/// Which of the three input formats a document is, recognised by the members only that format has at its top level:
/// a skeleton layout has `root`, a list state has `items`, anything else is read as a scene.
public enum InputKind: String, Sendable, CaseIterable {
    /// A scene (the Scene Format article).
    case scene
    /// A skeleton layout (the Skeleton Layout Format article).
    case skeletonLayout = "skeleton layout"
    /// A list state (the List State Format article).
    case listState = "list state"

    /// The kind of `data`; malformed JSON counts as a scene, so the scene reader reports where it goes wrong.
    public static func of(_ data: Data) -> InputKind {
        guard data.count <= FormatLimits.maxInputBytes,
              case .object(let members)? = try? JSONParser.parse([UInt8](data)) else { return .scene }
        let keys = Set(members.map(\.key))
        if keys.contains("root") { return .skeletonLayout }
        if keys.contains("items") && !keys.contains("layers") { return .listState }
        return .scene
    }
}
