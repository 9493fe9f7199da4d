extension Presentation {
    /// The direct sublayers of `index` (roots for nil) in the order they are drawn, back to front.
    public func drawingOrder(of index: Int?) -> [Int] {
        Presentation.drawingOrder(children(of: index), in: layers)
    }

    /// Sibling layers in drawing order: ascending `zPosition`, model order among equal ones (a stable sort, as Core
    /// Animation keeps insertion order for equal z). A NaN `zPosition` counts as 0, so every pair compares and the
    /// order is a strict weak ordering whatever the input.
    package static func drawingOrder(_ siblings: [Int], in layers: [PresentedLayer]) -> [Int] {
        guard siblings.count > 1 else { return siblings }
        return siblings.enumerated()
            .sorted { a, b in
                let za = z(layers[a.element]), zb = z(layers[b.element])
                return za != zb ? za < zb : a.offset < b.offset
            }
            .map(\.element)
    }

    private static func z(_ layer: PresentedLayer) -> Double {
        let z = layer.properties.zPosition
        return z.isNaN ? 0 : z
    }
}
