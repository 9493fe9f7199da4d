/// The resolved state of every layer of a scene at one time: what a renderer draws and `anima sample` prints.
///
/// Layers are stored in depth-first pre-order, so a layer's sublayers follow it and its whole subtree is the
/// contiguous range `index ..< layers[index].subtreeEnd`. A layer's mask, when it has one, comes first in that range
/// (marked `isMask`), before the sublayers.
public struct Presentation: Sendable {
    /// The scene time this presentation was sampled at.
    public internal(set) var time: Double
    /// Every layer, in depth-first pre-order (model order among siblings; `drawingOrder(of:)` sorts them to draw).
    public internal(set) var layers: [PresentedLayer]
    /// Per layer, the keys whose presented value is the model's as the last frame of `modelKeysOwner` left them
    /// (bit j for the layer's j-th key, `Timeline.modelKeysTransform` for the transform): a layer applied from its
    /// pass values does not write those again (`Timeline.applyPassValues`). 0 where nothing is known.
    var modelKeys: [UInt64] = []
    /// The compilation whose frames `modelKeys` describes.
    var modelKeysOwner: CompilationIdentity?

    /// Creates a presentation from its layers (used by the timeline and by tests).
    public init(time: Double, layers: [PresentedLayer]) {
        self.time = time
        self.layers = layers
    }

    /// Makes `modelKeys` describe `owner`'s frames: kept when `owner` sampled them, else 0 for every layer (the
    /// layers may hold another compilation's values, or values built by hand).
    mutating func claimModelKeys(for owner: CompilationIdentity) {
        guard modelKeysOwner !== owner || modelKeys.count != layers.count else { return }
        if modelKeys.count == layers.count {
            modelKeys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            modelKeys = Array(repeating: 0, count: layers.count)
        }
        modelKeysOwner = owner
    }

    /// Forgets what is known of `layers`' keys: something other than a whole frame wrote them.
    mutating func forgetModelKeys(of layers: some Sequence<Int>) {
        for i in layers where modelKeys.indices.contains(i) { modelKeys[i] = 0 }
    }

    /// The indices of the root layers (those without a superlayer).
    public var rootIndices: [Int] { children(of: nil) }

    /// The indices of the direct sublayers of the layer at `index` (or of the roots for nil), in model order.
    public func children(of index: Int?) -> [Int] {
        var result: [Int] = []
        var i = index.map { $0 + 1 } ?? 0
        let end = index.map { layers[$0].subtreeEnd } ?? layers.count
        while i < end {
            if !layers[i].isMask { result.append(i) }
            i = layers[i].subtreeEnd
        }
        return result
    }

    /// The first layer with this id, if any.
    public func index(ofLayer id: String) -> Int? { layers.firstIndex { $0.id == id } }

    /// The presentation of the layer with this id, if any.
    public subscript(id: String) -> LayerProperties? { index(ofLayer: id).map { layers[$0].properties } }
}

/// One layer of a presentation: its identity and place in the tree, and its resolved properties.
public struct PresentedLayer: Sendable {
    /// The layer's id.
    public let id: String
    /// What the layer draws.
    public let kind: LayerKind
    /// The index of the superlayer, nil for a root layer.
    public let parent: Int?
    /// One past the index of the last layer of this layer's subtree.
    public let subtreeEnd: Int
    /// The resolved (animated) properties.
    public internal(set) var properties: LayerProperties
    /// The index of this layer's mask layer (the first layer of its subtree), if it has one.
    public let mask: Int?
    /// Whether this layer is another layer's mask rather than a sublayer (its parent is the layer it masks).
    public let isMask: Bool

    /// Creates a presented layer (used by the timeline and by tests).
    public init(id: String, kind: LayerKind, parent: Int?, subtreeEnd: Int, properties: LayerProperties,
                mask: Int? = nil, isMask: Bool = false) {
        self.id = id; self.kind = kind; self.parent = parent; self.subtreeEnd = subtreeEnd; self.properties = properties
        self.mask = mask; self.isMask = isMask
    }
}
