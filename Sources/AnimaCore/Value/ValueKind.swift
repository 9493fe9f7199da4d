/// The type of value a key path animates.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    case number, point, size, rect, color, transform, path, colors, numbers, bool
}
