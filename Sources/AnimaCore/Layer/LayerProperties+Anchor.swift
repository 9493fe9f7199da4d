extension LayerProperties {
    /// Moves the anchor point without moving the layer on screen: `position` follows it, as the seed's
    /// `setAnchorPoint` helper does (so a bell can swing about its top edge).
    public mutating func setAnchorPoint(_ newAnchor: Point) {
        let t = transform.affine
        let size = bounds.size
        // The anchor's offset in the layer, before and after, mapped through the transform about the anchor.
        let old = Point(anchorPoint.x * size.width, anchorPoint.y * size.height)
        let new = Point(newAnchor.x * size.width, newAnchor.y * size.height)
        let shift = t.applyToVector(new - old)
        position = position + shift
        anchorPoint = newAnchor
    }
}

extension Layer {
    /// Moves the anchor point without moving the layer on screen (see `LayerProperties.setAnchorPoint(_:)`).
    public mutating func setAnchorPoint(_ newAnchor: Point) { properties.setAnchorPoint(newAnchor) }
}
