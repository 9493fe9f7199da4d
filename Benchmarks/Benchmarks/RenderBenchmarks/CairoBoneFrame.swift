import AnimaCore
import CCairo

/// The same frame drawn with Cairo: clear to white, then each bone as a rounded-rectangle path filled with a
/// linear gradient of the same three stops (Cairo's default antialiasing and tolerance 0.1 px).
struct CairoBoneFrame: ~Copyable {
    let canvas: CairoCanvas
    var cr: OpaquePointer { canvas.cr }
    let scale: Double

    init?(scale: Double) {
        guard let c = CairoCanvas(width: BoneFrame.width, height: BoneFrame.height, scale: scale) else { return nil }
        canvas = c; self.scale = scale
    }

    func draw(phase: Double) {
        cairo_save(cr)
        canvas.clearToWhite()
        cairo_scale(cr, scale, scale)
        for b in BoneFrame.bones {
            let r = b.rect, rad = b.radius
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
            cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
            cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
            cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
            let g = cairo_pattern_create_linear(r.minX, 0, r.maxX, 0)
            let stops = [(phase - 0.2, BoneFrame.base), (phase, BoneFrame.highlight), (phase + 0.2, BoneFrame.base)]
            for (o, c) in stops { cairo_pattern_add_color_stop_rgb(g, min(max(o, 0), 1), c.red, c.green, c.blue) }
            cairo_set_source(cr, g)
            cairo_fill(cr)
            cairo_pattern_destroy(g)
        }
        cairo_restore(cr)
        cairo_surface_flush(canvas.surface)
    }
}
