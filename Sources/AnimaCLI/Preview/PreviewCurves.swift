import AnimaCore

/// A layer's animated key paths as value curves over the scene's timeline (`GET /api/curves?layer=ID`), sampled with
/// `Timeline.sample(at:into:)` at evenly spaced times, so the page plots exactly what the engine computes.
struct PreviewCurves: Encodable, Sendable {
    /// One plotted line: a number, or one component of a point, size, rect, colour or transform.
    struct Channel: Encodable, Sendable {
        var name: String
        /// One value per sample time; nil where the value is not a finite number.
        var values: [Double?]
    }

    /// One key path and its channels; `note` says why a key path has none (paths and colour lists are not numbers).
    struct Key: Encodable, Sendable {
        var key: String
        var channels: [Channel]
        var note: String?
    }

    /// The most samples one request may ask for.
    static let maxSamples = 2_000

    var layer: String
    /// The sample times, from 0 to the timeline's duration.
    var times: [Double]
    var keys: [Key]

    /// The curves of layer `id`, or nil if the timeline has no such layer.
    init?(_ timeline: Timeline, layer id: String, samples: Int) {
        guard let layer = timeline.scene.layer(withID: id) else { return nil }
        let count = Swift.min(Swift.max(samples, 2), Self.maxSamples)
        let duration = timeline.scene.timeline.duration
        self.layer = id
        times = (0..<count).map { duration * Double($0) / Double(count - 1) }
        let keyPaths = layer.writtenKeys
        var columns = Array(repeating: [Value](), count: keyPaths.count)
        var presentation = timeline.sample(at: 0)
        for t in times {
            timeline.sample(at: t, into: &presentation)
            guard let properties = presentation[id] else { continue }
            for (i, key) in keyPaths.enumerated() { columns[i].append(properties[key]) }
        }
        keys = zip(keyPaths, columns).map { Self.key($0.rawValue, $1) }
    }

    /// The channels of one key path's sampled values, dropping components that never change (a position animated
    /// along x only plots x) unless every component is constant.
    static func key(_ name: String, _ values: [Value]) -> Key {
        guard let first = values.first else { return Key(key: name, channels: [], note: "not sampled") }
        let names = channelNames(first)
        guard !names.isEmpty else { return Key(key: name, channels: [], note: "not a number: not plotted") }
        let channels = names.indices.map { i in
            Channel(name: names[i], values: values.map { components($0).flatMap { i < $0.count ? finite($0[i]) : nil } })
        }
        let varying = channels.filter { Set($0.values.compactMap { $0 }).count > 1 }
        return Key(key: name, channels: varying.isEmpty ? [channels[0]] : varying, note: nil)
    }

    /// Component names for a value's kind.
    static func channelNames(_ value: Value) -> [String] {
        switch value {
        case .number, .bool: ["value"]
        case .point: ["x", "y"]
        case .size: ["width", "height"]
        case .rect: ["x", "y", "width", "height"]
        case .color: ["red", "green", "blue", "alpha"]
        case .transform: ["translation.x", "translation.y", "translation.z", "rotation.x (°)", "rotation.y (°)",
                          "rotation.z (°)", "scale.x", "scale.y", "scale.z"]
        case .numbers(let ns): ns.indices.map { "[\($0)]" }
        case .path, .colors: []
        }
    }

    /// The numbers plotted for a value, in `channelNames` order; transforms as their parts, angles in degrees.
    static func components(_ value: Value) -> [Double]? {
        switch value {
        case .number(let n): [n]
        case .bool(let b): [b ? 1 : 0]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .transform(let t):
            { (c: TransformComponents) in
                let degrees = 180 / Double.pi
                return [c.translationX, c.translationY, c.translationZ, c.rotationX * degrees, c.rotationY * degrees,
                        c.rotationZ * degrees, c.scaleX, c.scaleY, c.scaleZ]
            }(TransformComponents(t))
        case .numbers(let ns): ns
        case .path, .colors: nil
        }
    }

    private static func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
}
