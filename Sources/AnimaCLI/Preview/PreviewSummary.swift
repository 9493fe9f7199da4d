import AnimaCore

/// The page's view of a document (`GET /api/document`): the canvas and timeline, the layer tree with each layer's
/// animated key paths, or the problems with their JSON paths.
struct PreviewSummary: Encodable, Sendable {
    /// One row of the layer tree, in draw order, indented by `depth`.
    struct LayerRow: Encodable, Sendable {
        var id: String
        var kind: String
        var depth: Int
        /// The key paths its animations touch.
        var keys: [String]
    }

    /// One problem, as the page lists it.
    struct Problem: Encodable, Sendable {
        var file: String
        var path: String
        var message: String
    }

    var generation: Int
    var file: String
    var kind: String?
    var ok: Bool
    var width: Double?
    var height: Double?
    var scale: Double?
    var duration: Double?
    var fps: Double?
    var layers: [LayerRow]
    var problems: [Problem]
    /// Frames of this generation the server has drawn and cached so far.
    var framesCached = 0

    /// The summary of `document`, read from `file`.
    init(_ document: PreviewDocument, file: String) {
        generation = document.generation
        self.file = file
        layers = []
        problems = []
        switch document.content {
        case .success(let ready):
            let scene = ready.timeline.scene
            ok = true
            kind = ready.kind.rawValue
            (width, height, scale) = (scene.canvas.width, scene.canvas.height, scene.canvas.scale)
            (duration, fps) = (scene.timeline.duration, scene.timeline.fps)
            layers = scene.layers.flatMap { Self.rows($0, depth: 0) }
        case .failure(let failure):
            ok = false
            kind = failure.kind?.rawValue
            problems = failure.problems.map { Problem(file: $0.file, path: $0.path, message: $0.message) }
        }
    }

    private static func rows(_ layer: Layer, depth: Int) -> [LayerRow] {
        [LayerRow(id: layer.id, kind: layer.kind.rawValue, depth: depth, keys: layer.writtenKeys.map(\.rawValue))]
            + layer.sublayers.flatMap { rows($0, depth: depth + 1) }
    }
}
