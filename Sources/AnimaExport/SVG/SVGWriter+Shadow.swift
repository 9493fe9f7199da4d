import AnimaCore

extension SVGWriter {
    /// A layer's shadow as an SVG filter on its group: the group's alpha (everything the layer draws) blurred with
    /// σ = `shadowRadius`, moved by `shadowOffset`, tinted with `shadowColor` × `shadowOpacity`, under the group.
    /// The filter works in the group's user space, the layer's own coordinates, so the shadow turns and scales with
    /// the layer as Core Animation's does (docs/rendering.md, "Shadows"); in perspective, where the group's
    /// geometry is projected point by point, offset and blur are the projection's at the centre of the bounds, as
    /// the renderer takes them. The filter region is the canvas seen from the group, grown by the shadow's reach.
    ///
    /// A translucent layer (`opacity` < 1) fades its shadow and itself separately, not as one group, as the
    /// renderer draws it (the layer's offscreen group is faded, its shadow drawn under it at `shadowOpacity` ×
    /// `opacity`): the shadow shows through the faded layer wherever they overlap. The filter does both, so the
    /// group carries no `opacity` of its own.
    struct Shadow {
        /// The `<filter>` element, for `<defs>`.
        let definition: String

        /// The shadow of a layer with properties `p`, nil when it draws none (no opacity or colour, or clipped away
        /// by `masksToBounds`). `toUser` maps canvas points into the group's user space; `projection` is the
        /// layer's plane in that space when it is in perspective.
        init?(_ p: LayerProperties, id: String, canvas: Scene.Canvas, toUser: AffineTransform?,
              projection: SVGProjection?) {
            guard p.shadowOpacity > 0, p.shadowColor.alpha > 0, !p.masksToBounds, let toUser else { return nil }
            var offset = Point(p.shadowOffset.width, p.shadowOffset.height), sigma = Swift.max(p.shadowRadius, 0)
            if let projection {
                let c = Point(p.bounds.midX, p.bounds.midY)
                guard let o = projection.point(c), let x = projection.point(Point(c.x + 1, c.y)),
                      let y = projection.point(Point(c.x, c.y + 1)) else { return nil }
                let jx = Point(x.x - o.x, x.y - o.y), jy = Point(y.x - o.x, y.y - o.y)
                offset = Point(offset.x * jx.x + offset.y * jy.x, offset.x * jx.y + offset.y * jy.y)
                sigma *= Swift.abs(jx.x * jy.y - jx.y * jy.x).squareRoot()
            }
            let corners = [Point(0, 0), Point(canvas.width, 0), Point(0, canvas.height), Point(canvas.width, canvas.height)]
                .map(toUser.apply)
            let reach = 3 * sigma + Swift.abs(offset.x) + Swift.abs(offset.y) + 1
            let minX = corners.map(\.x).min()! - reach, maxX = corners.map(\.x).max()! + reach
            let minY = corners.map(\.y).min()! - reach, maxY = corners.map(\.y).max()! + reach
            guard [minX, maxX, minY, maxY, sigma, offset.x, offset.y].allSatisfy(\.isFinite) else { return nil }
            let f = { (v: Double) in NumberText.format(v, decimals: 6) }
            let color = p.shadowColor.clamped, opacity = Swift.min(Swift.max(p.opacity, 0), 1)
            definition = "  <filter id=\"\(HTMLText.escaped(id))\" filterUnits=\"userSpaceOnUse\" x=\"\(f(minX))\" y=\"\(f(minY))\" "
                + "width=\"\(f(maxX - minX))\" height=\"\(f(maxY - minY))\" color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(f(sigma))\"/>"
                + "<feOffset dx=\"\(f(offset.x))\" dy=\"\(f(offset.y))\" result=\"offset\"/>"
                + "<feFlood flood-color=\"\(String(color.hexString.prefix(7)))\" "
                + "flood-opacity=\"\(f(color.alpha * Swift.min(p.shadowOpacity, 1) * opacity))\"/>"
                + "<feComposite in2=\"offset\" operator=\"in\" result=\"shadow\"/>"
                + (opacity < 1 ? "<feComponentTransfer in=\"SourceGraphic\"><feFuncA type=\"linear\" slope=\"\(f(opacity))\"/></feComponentTransfer>" : "")
                + "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode\(opacity < 1 ? "" : " in=\"SourceGraphic\"")/></feMerge></filter>\n"
        }
    }
}
