import CCairo

/// A Cairo ARGB32 image surface with its drawing context: what every Cairo anchor frame draws into.
struct CairoCanvas: ~Copyable {
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// A surface of `width` × `height` points at `scale` pixels per point; nil when Cairo cannot make it.
    init?(width: Double, height: Double, scale: Double) {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))
        else { return nil }
        guard let c = cairo_create(s) else { cairo_surface_destroy(s); return nil }
        surface = s; cr = c
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Paints the whole surface white, as every anchor frame starts.
    func clearToWhite() {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
    }
}
