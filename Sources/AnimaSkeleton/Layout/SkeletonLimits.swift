import AnimaCore

/// How large a skeleton may get, checked by `validate()` before anything is built, so a layout asking for ten million
/// cells fails with a message instead of exhausting memory.
public enum SkeletonLimits {
    /// Most cells of one list or section (the same bound list states put on their items).
    public static let maxCells = 100_000
    /// Most lines of one label.
    public static let maxLines = 10_000
    /// Most bones one skeleton may produce, counting every cell of every list and nested list.
    public static let maxBones = 250_000
}
