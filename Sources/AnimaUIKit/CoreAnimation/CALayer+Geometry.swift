#if !canImport(Darwin)
import AnimaCore
import Foundation

/// Converting points and rectangles between layers' coordinate spaces through their model geometry (position,
/// bounds, anchor point and the 2D part of the transform, as LayerProperties.transformToSuperlayer maps them).
extension CALayer {
    /// `p` in `l`'s coordinates, in this layer's (a nil `l` means the root layer's).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        Self.map(from: l ?? rootLayer, to: self).apply(Point(cg: p)).cg
    }

    /// `p` in this layer's coordinates, in `l`'s (a nil `l` means the root layer's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        Self.map(from: self, to: l ?? rootLayer).apply(Point(cg: p)).cg
    }

    /// `r` in `l`'s coordinates, in this layer's: the box around its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.map(from: l ?? rootLayer, to: self).apply(Rect(cg: r)).cg
    }

    /// `r` in this layer's coordinates, in `l`'s: the box around its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.map(from: self, to: l ?? rootLayer).apply(Rect(cg: r)).cg
    }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant containing `p` (in the superlayer's coordinates), topmost first; this layer when no
    /// sublayer contains it, nil when it is outside this layer.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard let toLocal = modelValues.transformToSuperlayer.inverted else { return nil }
        let local = toLocal.apply(Point(cg: p)).cg
        guard contains(local) else { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }

    /// The topmost layer of this layer's tree.
    private var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Maps this layer's coordinates into its root layer's.
    private var transformToRoot: AnimaCore.AffineTransform {
        var t = AnimaCore.AffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            t = t.concatenating(layer.modelValues.transformToSuperlayer)
            layer = parent
        }
        return t
    }

    /// Maps `source`'s coordinates into `target`'s through their root (unchanged when `target` is scaled to
    /// nothing, which has no inverse).
    private static func map(from source: CALayer, to target: CALayer) -> AnimaCore.AffineTransform {
        source.transformToRoot.concatenating(target.transformToRoot.inverted ?? .identity)
    }
}
#endif
