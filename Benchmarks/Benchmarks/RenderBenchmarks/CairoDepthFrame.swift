import AnimaCore
import CCairo

/// `DepthFrame` drawn with Cairo from the same flattened 2D geometry (the projected card quads and turned bars):
/// clear to white, fill each polygon (default antialiasing).
struct CairoDepthFrame: ~Copyable {
    let canvas: CairoCanvas
    var cr: OpaquePointer { canvas.cr }
    let quads = DepthFrame.quads

    init?() {
        guard let c = CairoCanvas(width: DepthFrame.width, height: DepthFrame.height, scale: 3) else { return nil }
        canvas = c
    }

    func draw() {
        canvas.clearToWhite()
        for q in quads {
            guard let first = q.points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in q.points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, q.color.red, q.color.green, q.color.blue, q.alpha)
            cairo_fill(cr)
        }
        cairo_surface_flush(canvas.surface)
    }
}
