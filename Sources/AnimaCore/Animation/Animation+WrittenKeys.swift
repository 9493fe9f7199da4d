extension Animation {
    /// The key paths this animation and its group's children name, depth first.
    public var keyPaths: [PropertyKey] { (keyPath.map { [$0] } ?? []) + children.flatMap(\.keyPaths) }

    /// The properties sampling this animation writes: its key paths, plus `transform` for a keyframe path animation
    /// that turns the layer with the tangent (`rotationMode`), depth first and possibly repeated.
    public var writtenKeys: [PropertyKey] {
        var keys = keyPath.map { [$0] } ?? []
        if case .keyframe(let kf) = content, kf.path != nil, kf.rotationMode != nil { keys.append(.transform) }
        return keys + children.flatMap(\.writtenKeys)
    }
}

extension Layer {
    /// The properties this layer's animations write, each once, in order of first appearance.
    public var writtenKeys: [PropertyKey] {
        var keys: [PropertyKey] = []
        for key in animations.flatMap(\.writtenKeys) where !keys.contains(key) { keys.append(key) }
        return keys
    }
}
