import AnimaCore
import CCairo

/// The same images-and-text frame drawn with Cairo: the picture as an image surface painted through each layer's
/// transform with bilinear filtering, and each string with `cairo_show_text` in DejaVu Sans 17 pt (Cairo's toy text
/// API: FreeType glyphs from its glyph cache, no kerning), all at 3×.
struct CairoContentsFrame: ~Copyable {
    let canvas: CairoCanvas
    var cr: OpaquePointer { canvas.cr }
    let picture: OpaquePointer
    let scale: Double

    init?(scale: Double) {
        let side = Int32(ContentsFrame.side)
        guard let c = CairoCanvas(width: ContentsFrame.width, height: ContentsFrame.height, scale: scale),
              let p = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else { return nil }
        // Cairo's ARGB32 is premultiplied, native-endian 0xAARRGGBB.
        let stride = Int(cairo_image_surface_get_stride(p))
        if let data = cairo_image_surface_get_data(p) {
            let rgba = ContentsFrame.rgba
            for y in 0..<ContentsFrame.side {
                for x in 0..<ContentsFrame.side {
                    let i = 4 * (y * ContentsFrame.side + x)
                    let a = UInt32(rgba[i + 3])
                    func pm(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                    let word = a << 24 | pm(rgba[i]) << 16 | pm(rgba[i + 1]) << 8 | pm(rgba[i + 2])
                    data.advanced(by: y * stride + 4 * x).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word }
                }
            }
        }
        cairo_surface_mark_dirty(p)
        canvas = c; picture = p; self.scale = scale
    }

    deinit {
        cairo_surface_destroy(picture)
    }

    func draw() {
        cairo_save(cr)
        canvas.clearToWhite()
        cairo_scale(cr, scale, scale)
        let k = 48 / Double(ContentsFrame.side)
        for placement in ContentsFrame.images {
            cairo_save(cr)
            cairo_translate(cr, placement.centre.x, placement.centre.y)
            cairo_rotate(cr, placement.angle)
            cairo_scale(cr, placement.scale * k, placement.scale * k)
            cairo_translate(cr, -Double(ContentsFrame.side) / 2, -Double(ContentsFrame.side) / 2)
            cairo_set_source_surface(cr, picture, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_rectangle(cr, 0, 0, Double(ContentsFrame.side), Double(ContentsFrame.side))
            cairo_fill(cr)
            cairo_restore(cr)
        }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 17)
        cairo_set_source_rgb(cr, 0, 0, 0)
        for (i, s) in ContentsFrame.strings.enumerated() {
            let f = ContentsFrame.textFrame(i)
            cairo_move_to(cr, f.minX, f.minY + 17 * 1901 / 2048)
            cairo_show_text(cr, s)
        }
        cairo_restore(cr)
        cairo_surface_flush(canvas.surface)
    }
}
