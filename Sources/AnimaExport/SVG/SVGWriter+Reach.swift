import AnimaCore

/// Where a layer's drawing lands on the canvas, for the one thing a frame's player cannot draw from the file alone:
/// librsvg (2.54) filters only what lies on the canvas, so content past the canvas's edge casts no shadow onto it
/// there, while the renderer, Core Animation and Chromium cast it. The writer warns when a shadowed layer draws past
/// the edge within its shadow's reach.
extension SVGWriter {
    /// A box standing for "anywhere": what cannot be bounded (a plane crossing behind the eye).
    static let anywhere = Rect(-1e300, -1e300, 2e300, 2e300)

    /// A box, in the layer's own coordinates, holding everything the layer itself draws (not its sublayers or
    /// shadow), or nil when it draws nothing. Text is bounded generously: up to 1.1 em a character on either side of
    /// the bounds (no glyph of DejaVu Sans is wider than an em), its lines 2384/2048 em apart from the top.
    static func ownDrawing(_ p: LayerProperties, _ kind: LayerKind) -> Rect? {
        guard kind != .transformLayer else { return nil }
        let b = p.bounds
        var box: Rect? = p.backgroundColor.alpha > 0 || p.borderWidth > 0 && p.borderColor.alpha > 0 ? b : nil
        func add(_ r: Rect) { box = box.map { $0.union(r) } ?? r }
        switch kind {
        case .gradient where !p.colors.isEmpty: add(b)
        case .shape:
            if let path = p.path, !path.isEmpty {
                let stroke = p.strokeColor.alpha > 0 && p.lineWidth > 0
                let reach = stroke ? p.lineWidth / 2 * Swift.max(Swift.min(p.miterLimit, 100), 1.5) : 0
                add(path.boundingBox.insetBy(dx: -reach, dy: -reach))
            }
        case .text where !p.string.isEmpty && p.fontSize > 0:
            let lines = p.string.split(separator: "\n", omittingEmptySubsequences: false)
            let wide = Double(lines.map(\.count).max() ?? 0) * 1.1 * p.fontSize
            add(Rect(b.minX - wide, b.minY, b.width + 2 * wide, (Double(lines.count) + 1) * p.fontSize * 2384 / 2048))
        default: break
        }
        if let image = p.contents { add(ContentsPlacement.box(image, p).rect) }
        return box
    }

    /// The canvas box of `local` seen through `toRoot` (its corners projected), `anywhere` when a corner is at or
    /// behind the eye or the result is not finite.
    static func onCanvas(_ local: Rect, _ toRoot: Transform3D) -> Rect {
        let corners = [Point(local.minX, local.minY), Point(local.maxX, local.minY), Point(local.minX, local.maxY),
                       Point(local.maxX, local.maxY)].map(toRoot.projectedPoint)
        let points = corners.compactMap { $0 }
        guard points.count == 4 else { return anywhere }
        let x0 = points.map(\.x).min()!, x1 = points.map(\.x).max()!, y0 = points.map(\.y).min()!, y1 = points.map(\.y).max()!
        let r = Rect(x0, y0, x1 - x0, y1 - y0)
        return r.isFinite ? r : anywhere
    }

    /// Whether everything a layer of `kind` draws itself lies off the canvas.
    static func isOffCanvas(_ p: LayerProperties, _ kind: LayerKind, _ toRoot: Transform3D, _ canvas: Scene.Canvas) -> Bool {
        guard let own = ownDrawing(p, kind) else { return false }
        return onCanvas(own, toRoot).intersection(Rect(0, 0, canvas.width, canvas.height)).isEmpty
    }

    /// How far a layer's shadow reaches on the canvas from what casts it: three standard deviations and the
    /// offset, scaled by the largest stretch of `toRoot` at the centre of the bounds.
    static func shadowReach(_ p: LayerProperties, _ toRoot: Transform3D) -> Double {
        let reach = (3 * Swift.max(p.shadowRadius, 0) + Swift.abs(p.shadowOffset.width) + Swift.abs(p.shadowOffset.height) + 1) * stretch(toRoot)
        return reach.isFinite ? reach : 1e300
    }

    /// At most how much `toRoot` lengthens a vector of the layer's plane (the Frobenius norm of its affine part,
    /// never below its largest singular value).
    private static func stretch(_ toRoot: Transform3D) -> Double {
        let m = toRoot.affine
        return (m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d).squareRoot()
    }

    /// A warning when the subtree of a shadowed layer draws within `box` (on the canvas's coordinates) past the
    /// canvas's edge, near enough for its shadow (`reach`) to fall on the canvas.
    static func offCanvasShadowWarning(_ box: Rect?, reach: Double, canvas: Scene.Canvas, layerID: String) -> ExportWarning? {
        let c = Rect(0, 0, canvas.width, canvas.height)
        guard let box else { return nil }
        let inside = box.minX >= c.minX && box.minY >= c.minY && box.maxX <= c.maxX && box.maxY <= c.maxY
        let near = box.intersection(c.insetBy(dx: -reach, dy: -reach))
        guard !inside, near.width > 0 || near.height > 0 else { return nil }
        return ExportWarning(layerID: layerID, keyPath: "shadowOpacity", message: "the layer draws past the canvas's "
            + "edge, and librsvg casts no shadow from there (it filters only what is on the canvas; Chromium does)")
    }
}
