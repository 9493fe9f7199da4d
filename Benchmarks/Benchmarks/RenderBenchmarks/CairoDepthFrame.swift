import AnimaCore
import CCairo

/// `DepthFrame` drawn with Cairo from the same flattened 2D geometry (the projected card quads and turned bars):
/// clear to white, fill each polygon (default antialiasing).
struct CairoDepthFrame: ~Copyable {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let quads = DepthFrame.quads

    init?() {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(DepthFrame.width * 3), Int32(DepthFrame.height * 3)),
              let c = cairo_create(s) else { return nil }
        surface = s; cr = c
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func draw() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for q in quads {
            guard let first = q.points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in q.points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, q.color.red, q.color.green, q.color.blue, q.alpha)
            cairo_fill(cr)
        }
        cairo_surface_flush(surface)
    }
}
