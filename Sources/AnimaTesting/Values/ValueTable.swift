import Anima

/// The text the `.values` strategy stores: one line per layer, key path and time, in layer order, reading
/// "bell transform.rotation.z at 0.25: 0.3043" so a text diff names what changed, where and when.
public struct ValueTable: Sendable {
    /// The times sampled.
    public var times: [Double]
    /// The key paths printed; nil prints each layer's animated key paths.
    public var keyPaths: [String]?
    /// The layers printed; nil prints every layer (only those with animations when `keyPaths` is nil).
    public var layers: [String]?
    /// Digits after the point.
    public var decimals: Int

    /// Creates a table description.
    public init(times: [Double], keyPaths: [String]? = nil, layers: [String]? = nil, decimals: Int = 4) {
        self.times = times; self.keyPaths = keyPaths; self.layers = layers; self.decimals = decimals
    }

    /// The table for `subject`.
    public func text(_ subject: some AnimationSubject) -> String {
        let timeline: Timeline
        do { timeline = try subject.animationTimeline() } catch { return "error: the scene does not compile: \(error)\n" }
        let sceneLayers = timeline.scene.allLayers
        var rows: [(layer: Int, key: PropertyKey)] = []
        var lines: [String] = []
        var presentation = timeline.sample(at: 0)
        for id in layers ?? sceneLayers.map(\.id) {
            guard let index = presentation.index(ofLayer: id), let layer = sceneLayers.first(where: { $0.id == id }) else {
                lines.append("# no layer \"\(id)\""); continue
            }
            let keys = keyPaths ?? Self.animatedKeyPaths(layer)
            for k in keys {
                guard let key = PropertyKey(keyPath: k) else { lines.append("# unknown key path \"\(k)\""); continue }
                rows.append((index, key))
            }
        }
        var cells = [[String]](repeating: [], count: rows.count)
        for t in times {
            timeline.sample(at: t, into: &presentation)
            for (r, row) in rows.enumerated() {
                cells[r].append(ValueText.value(presentation.layers[row.layer].properties[row.key], decimals: decimals))
            }
        }
        for (r, row) in rows.enumerated() {
            for (k, t) in times.enumerated() {
                lines.append("\(presentation.layers[row.layer].id) \(row.key.keyPath) at \(Self.time(t)): \(cells[r][k])")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key paths a layer's animations write, in the order they first appear (groups' children included).
    static func animatedKeyPaths(_ layer: Layer) -> [String] {
        var seen: [String] = []
        func visit(_ a: Animation) {
            if let k = a.keyPath?.keyPath, !seen.contains(k) { seen.append(k) }
            a.children.forEach(visit)
        }
        layer.animations.forEach(visit)
        return seen
    }

    /// A time with two to four decimals ("0.25", "0.125", "1.00").
    static func time(_ t: Double) -> String {
        var text = ValueText.number(t, decimals: 4)
        while text.hasSuffix("0"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text.removeLast()
        }
        return text
    }
}
