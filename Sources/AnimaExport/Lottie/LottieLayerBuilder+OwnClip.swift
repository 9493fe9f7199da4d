import AnimaCore

/// `masksToBounds` on a shape layer's own drawing: Core Animation clips the path and its stroke to the rounded
/// bounds, and Lottie parenting clips nothing, so the shape layer gets a mask of its bounds (in its own coordinates,
/// as its shapes are), taken from every frame when the bounds or the corner radius animate.
extension LottieLayerBuilder {
    /// The mask (`masksProperties` entry) of a shape layer that clips its path, nil for any other layer.
    mutating func ownClip(_ layer: Layer, _ tracks: [PropertyKey: Curve]) -> JSONText? {
        let p = layer.properties
        guard layer.kind == .shape, p.masksToBounds, p.path != nil else { return nil }
        func outline(_ q: LayerProperties) -> JSONText? {
            LottieShapes.subpaths(Path(roundedRect: q.bounds, cornerRadii: CornerRadii(q.cornerRadius, corners: q.maskedCorners))).first
        }
        let animated = ([.cornerRadius] + Self.sizeKeys).contains { tracks[$0] != nil }
        let shape: JSONText
        let frames = animated ? everyFrame() : []
        if let index = frames.first?.index(ofLayer: layer.id) {
            var outlines: [JSONText] = []
            for frame in frames {
                guard let path = outline(frame.layers[index].properties) else { return nil }
                outlines.append(path)
            }
            shape = LottieProperty.everyFrame(outlines)
        } else {
            guard let path = outline(p) else { return nil }
            shape = .object([("a", .number(0)), ("k", path)])
        }
        return .object([("inv", .bool(false)), ("mode", .string("a")), ("pt", shape),
                        ("o", LottieProperty.fixed([100], scalar: true)), ("x", LottieProperty.fixed([0], scalar: true)),
                        ("nm", .string("masksToBounds"))])
    }
}
