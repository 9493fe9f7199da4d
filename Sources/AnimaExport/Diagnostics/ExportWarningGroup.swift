/// Warnings that say the same thing about several layers, as one line: a skeleton list's 60 bones dropping the same
/// shimmer animation make one line with a count, not 60.
public struct ExportWarningGroup: Sendable, Hashable, CustomStringConvertible {
    /// The key path concerned, or nil for layers as a whole.
    public var keyPath: String?
    /// What was not expressed.
    public var message: String
    /// The layers it concerns, in scene order.
    public var layerIDs: [String]

    /// `keyPath: message (N layers: a, b, c, …)`, naming at most three layers.
    public var description: String {
        let names = layerIDs.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (layerIDs.count > 3 ? ", …" : "")
        let who = layerIDs.count == 1 ? "layer \(names)" : "\(layerIDs.count) layers: \(names)"
        return (keyPath.map { "\($0): " } ?? "") + message + " (\(who))"
    }

    /// `warnings` grouped by key path and message, in order of first appearance.
    public static func group(_ warnings: [ExportWarning]) -> [ExportWarningGroup] {
        var groups: [ExportWarningGroup] = []
        var index: [String: Int] = [:]
        for w in warnings {
            let key = (w.keyPath ?? "") + "\u{0}" + w.message
            if let i = index[key] {
                if !groups[i].layerIDs.contains(w.layerID) { groups[i].layerIDs.append(w.layerID) }
            } else {
                index[key] = groups.count
                groups.append(ExportWarningGroup(keyPath: w.keyPath, message: w.message, layerIDs: [w.layerID]))
            }
        }
        return groups
    }
}
