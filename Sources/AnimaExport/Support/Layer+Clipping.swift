import AnimaCore

extension Layer {
    /// Whether the layer clips its sublayers to its bounds: `masksToBounds`, except on a transform layer, which
    /// ignores it (CATransformLayer's documentation: properties that assume 2D image processing, masksToBounds among
    /// them, are ignored; the renderer draws a transform layer's sublayers unclipped).
    var clipsSublayers: Bool { properties.masksToBounds && kind != .transformLayer }
}
