#if !canImport(Darwin)
/// One problem AnimaUIKit met and carried on from, as UIKit logs and carries on: which layer, which key path, what.
public struct AnimaDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The layer's name (or its view's accessibility identifier), or "<unnamed>".
    public var layer: String
    /// The key path concerned, or "" when none is.
    public var keyPath: String
    /// What went wrong and what AnimaUIKit did instead.
    public var problem: String

    /// Creates a diagnostic.
    public init(layer: String, keyPath: String, problem: String) {
        self.layer = layer; self.keyPath = keyPath; self.problem = problem
    }

    /// "AnimaUIKit: layer 'bell', key path 'opacity': <problem>".
    public var description: String {
        let key = keyPath.isEmpty ? "" : ", key path '\(keyPath)'"
        return "AnimaUIKit: layer '\(layer)'\(key): \(problem)"
    }
}
#endif
