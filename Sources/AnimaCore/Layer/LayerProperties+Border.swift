extension LayerProperties {
    /// The width the border is drawn at: inside the bounds, as Core Animation draws it ("inset from the receiver's
    /// bounds"), so at most half their smaller side (a negative size counts by its magnitude, as the renderer
    /// standardises the bounds); 0 where nothing is drawn (a width that is not positive and finite, bounds of no area).
    /// The renderer and every exporter draw the border at this width.
    package var drawnBorderWidth: Double {
        let half = Swift.min(bounds.width.magnitude, bounds.height.magnitude) / 2
        guard borderWidth > 0, borderWidth.isFinite, half > 0 else { return 0 }
        return Swift.min(borderWidth, half)
    }
}
