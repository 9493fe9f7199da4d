import AnimaCore

extension TransitionPlan {
    /// Placeholder sublayers for an item's content, ids `<item>/image` and `<item>/label`, in the item's coordinates.
    static func contentLayers(_ content: ContentKind, of item: TransitionItem) -> [Layer] {
        guard let size = item.final?.frame.size else { return [] }
        let inset = min(12, size.height / 4)
        let imageSide = size.height - 2 * inset
        let hasImage = content != .label, hasLabel = content != .image
        var layers: [Layer] = []
        if hasImage {
            layers.append(placeholder("\(item.id)/image", Rect(inset, inset, imageSide, imageSide), radius: imageSide / 5))
        }
        if hasLabel {
            let x = hasImage ? 2 * inset + imageSide : inset
            let height = min(14, size.height / 4)
            layers.append(placeholder("\(item.id)/label", Rect(x, (size.height - height) / 2, max(0, (size.width - x) * 0.6), height),
                                      radius: height / 2))
        }
        return layers
    }

    private static func placeholder(_ id: String, _ frame: Rect, radius: Double) -> Layer {
        var layer = Layer(id: id)
        layer.properties.frame = frame
        layer.backgroundColor = Color(white: 1, alpha: 0.75)
        layer.cornerRadius = radius
        return layer
    }
}
