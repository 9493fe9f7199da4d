import AnimaCore
import CCairo

/// `BezierFrame` drawn with Cairo: clear to white, then per blob its path filled with the same two-stop linear
/// gradient over its box (`cairo_fill_preserve`) and stroked with the same pen (round joins, 3 pt), at 3× through
/// the CTM (Cairo's default antialiasing and tolerance 0.1 px).
struct CairoBezierFrame: ~Copyable {
    let canvas: CairoCanvas
    var cr: OpaquePointer { canvas.cr }
    let scale = BezierFrame.scale

    init?() {
        guard let c = CairoCanvas(width: BezierFrame.width, height: BezierFrame.height, scale: BezierFrame.scale)
        else { return nil }
        canvas = c
    }

    func draw() {
        cairo_save(cr)
        canvas.clearToWhite()
        cairo_scale(cr, scale, scale)
        cairo_set_line_width(cr, BezierFrame.lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for b in BezierFrame.blobs {
            addPath(b.path, at: Point(b.box.minX, b.box.minY))
            let r = b.box
            let g = b.isHorizontal ? cairo_pattern_create_linear(r.minX, 0, r.maxX, 0)
                                   : cairo_pattern_create_linear(0, r.minY, 0, r.maxY)
            for (o, c) in [(0.0, b.colors.0), (1.0, b.colors.1)] {
                cairo_pattern_add_color_stop_rgba(g, o, c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(cr, g)
            cairo_fill_preserve(cr)
            cairo_pattern_destroy(g)
            cairo_set_source_rgba(cr, b.stroke.red, b.stroke.green, b.stroke.blue, b.stroke.alpha)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
        cairo_surface_flush(canvas.surface)
    }

    private func addPath(_ path: Path, at o: Point) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e {
            case let .move(to: p): cairo_move_to(cr, o.x + p.x, o.y + p.y)
            case let .line(to: p): cairo_line_to(cr, o.x + p.x, o.y + p.y)
            case let .quad(to: p, control: c):
                // Cairo has only cubics: the quadratic's exact cubic form (controls at ⅔ towards c).
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (o.x + c.x - x0), y0 + 2 / 3 * (o.y + c.y - y0),
                               o.x + p.x + 2 / 3 * (c.x - p.x), o.y + p.y + 2 / 3 * (c.y - p.y), o.x + p.x, o.y + p.y)
            case let .cubic(to: p, control1: a, control2: c):
                cairo_curve_to(cr, o.x + a.x, o.y + a.y, o.x + c.x, o.y + c.y, o.x + p.x, o.y + p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
