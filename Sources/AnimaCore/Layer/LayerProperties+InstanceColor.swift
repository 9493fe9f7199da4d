extension LayerProperties {
    /// The properties with every colour the layer draws with multiplied by `tint` (`Color.multiplied(by:)`): what a
    /// CAReplicatorLayer's instance colour does to each layer of an instance, its background, border, shape, shadow,
    /// gradient and text alike. A nested replicator's own instance colour is left as it is: its instances' colours
    /// are worked out from it first and then multiplied.
    public func multiplyingDrawnColors(by tint: Color) -> LayerProperties {
        var p = self
        p.backgroundColor = backgroundColor.multiplied(by: tint)
        p.borderColor = borderColor.multiplied(by: tint)
        p.fillColor = fillColor.multiplied(by: tint)
        p.strokeColor = strokeColor.multiplied(by: tint)
        p.shadowColor = shadowColor.multiplied(by: tint)
        p.foregroundColor = foregroundColor.multiplied(by: tint)
        p.colors = colors.map { $0.multiplied(by: tint) }
        return p
    }
}
