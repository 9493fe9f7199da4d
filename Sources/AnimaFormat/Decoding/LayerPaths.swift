import AnimaCore

/// The JSON path of every layer of a decoded scene (`layers[2].sublayers[0]`), so problems found after decoding —
/// an image that does not decode, a missing font — can be reported where the file says them.
public enum LayerPaths {
    /// Layer id → JSON path, for every layer of `scene` (its tree mirrors the file it was read from).
    public static func paths(of scene: Scene) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ layers: [Layer], _ prefix: String) {
            for (i, layer) in layers.enumerated() {
                let path = JSONPath.element(prefix, i)
                out[layer.id] = path
                walk(layer.sublayers, path + ".sublayers")
            }
        }
        walk(scene.layers, "layers")
        return out
    }

    /// The JSON path of `field` of the layer with `layerID` (`layers[3].fontName`); `layers[<id>].field` when the
    /// scene has no such layer.
    public static func jsonPath(layerID: String, field: String, in scene: Scene) -> String {
        (paths(of: scene)[layerID] ?? "layers[\(layerID)]") + "." + field
    }
}
