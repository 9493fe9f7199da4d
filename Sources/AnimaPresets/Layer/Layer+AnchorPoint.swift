import AnimaCore

extension Layer {
    /// Moves the anchor point (the pivot of rotations and scales) without moving the layer: `position` follows it so
    /// the frame stays put, as the seed app's `setAnchorPoint` helper does for a UIView.
    public mutating func setAnchorPoint(_ anchor: Point) {
        let frame = properties.frame
        properties.anchorPoint = anchor
        properties.frame = frame
    }
}
