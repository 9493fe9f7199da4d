/// The 3D placement of a layer in its superlayer, as Core Animation composes it.
extension LayerProperties {
    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: Point {
        Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's coordinates into its superlayer's in 3D: the anchor (`anchorPointZ` included) to the origin,
    /// `transform`, then to (`position`, `zPosition`). The superlayer's `sublayerTransformAboutAnchor` follows it.
    public var transform3DToSuperlayer: Transform3D {
        let a = anchorInBounds
        return Transform3D.translation(-a.x, -a.y, -anchorPointZ).concatenating(transform)
            .concatenating(.translation(position.x, position.y, zPosition))
    }

    /// `sublayerTransform` applied about the anchor point, in this layer's coordinates (identity when unset).
    public var sublayerTransformAboutAnchor: Transform3D {
        guard !sublayerTransform.isIdentity else { return .identity }
        let a = anchorInBounds
        return Transform3D.translation(-a.x, -a.y).concatenating(sublayerTransform).concatenating(.translation(a.x, a.y))
    }

    /// `instanceTransform` applied about the centre of the bounds, as CAReplicatorLayer applies it.
    public var instanceTransformAboutCenter: Transform3D {
        let c = Point(bounds.midX, bounds.midY)
        return Transform3D.translation(-c.x, -c.y).concatenating(instanceTransform).concatenating(.translation(c.x, c.y))
    }

    /// The multiplier colour of replicated instance `i`: `instanceColor` plus i times each offset, clamped to 0…1.
    public func instanceColor(at i: Int) -> Color {
        let n = Double(i)
        return Color(instanceColor.red + n * instanceRedOffset, instanceColor.green + n * instanceGreenOffset,
                     instanceColor.blue + n * instanceBlueOffset, instanceColor.alpha + n * instanceAlphaOffset).clamped
    }
}
