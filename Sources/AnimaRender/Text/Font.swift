import AnimaCore
import CFreeType
import CHarfBuzz

/// An opened font file: HarfBuzz shapes with it, FreeType gives its glyph outlines. Everything is in font units,
/// unhinted, so a run scales linearly with the font size.
///
/// A reference type because it owns C handles. It is used only while a scene is prepared (one thread); what it
/// produces (runs, outlines) are values, so frames never touch FreeType.
final class Font: @unchecked Sendable {
    /// Font units per em: a glyph coordinate × size / unitsPerEm is points.
    let unitsPerEm: Int
    /// Ascender and descender (negative below the baseline) and the distance between baselines, in font units.
    let ascender: Int, descender: Int, lineHeight: Int
    private let library: FT_Library
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private var outlines: [UInt32: Path] = [:]

    init(path: String, index: Int) throws(TextError) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw .unreadableFont(path: path, reason: "FreeType could not start")
        }
        var f: FT_Face?
        guard FT_New_Face(lib, path, index, &f) == 0, let f, f.pointee.units_per_EM > 0 else {
            FT_Done_FreeType(lib)
            throw .unreadableFont(path: path, reason: "FreeType cannot open it as a scalable font")
        }
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        guard let hbFace, let font = hb_font_create(hbFace) else {
            FT_Done_Face(f); FT_Done_FreeType(lib)
            throw .unreadableFont(path: path, reason: "HarfBuzz cannot open it")
        }
        hb_face_destroy(hbFace)
        library = lib; face = f; hbFont = font
        unitsPerEm = Int(f.pointee.units_per_EM)
        ascender = Int(f.pointee.ascender); descender = Int(f.pointee.descender)
        lineHeight = Int(f.pointee.height)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Shapes one line with HarfBuzz: direction, script and language are guessed from the text
    /// (`hb_buffer_guess_segment_properties`), so Arabic and Hebrew come out right to left, in visual order.
    func shape(_ text: String) -> ShapedRun {
        guard let buffer = hb_buffer_create() else { return ShapedRun(glyphs: [], isRightToLeft: false) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { c in
                hb_buffer_add_utf8(buffer, c.baseAddress, Int32(c.count), 0, Int32(c.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        return ShapedRun(glyphs: Font.glyphs(of: buffer), isRightToLeft: hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL)
    }

    /// Shapes the bytes `run` of a paragraph's UTF-8 in the direction the bidirectional algorithm gave them (script
    /// and language guessed from the run); the rest of the paragraph is context, so letters join across the run's
    /// ends. Glyphs come in visual order, clusters are byte offsets into the whole paragraph.
    func shape(_ utf8: [UInt8], run: Range<Int>, rightToLeft: Bool) -> [ShapedRun.Glyph] {
        guard run.lowerBound >= 0, run.upperBound <= utf8.count, utf8.count < Int(Int32.max),
              let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { c in
                hb_buffer_add_utf8(buffer, c.baseAddress, Int32(c.count), UInt32(run.lowerBound), Int32(run.count))
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        return Font.glyphs(of: buffer)
    }

    /// The shaped glyphs of a buffer, in its (visual) order.
    private static func glyphs(of buffer: OpaquePointer) -> [ShapedRun.Glyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedRun.Glyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedRun.Glyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                          advance: Int(positions[i].x_advance),
                                          offsetX: Int(positions[i].x_offset), offsetY: Int(positions[i].y_offset)))
        }
        return glyphs
    }

    /// The glyph's outline in font units with y pointing down (the layer's convention), cached per glyph.
    func outline(_ glyph: UInt32) -> Path {
        if let cached = outlines[glyph] { return cached }
        let path = loadOutline(glyph)
        outlines[glyph] = path
        return path
    }

    private func loadOutline(_ glyph: UInt32) -> Path {
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        let sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineSink.from(user)?.move(to); return 0 },
            line_to: { to, user in OutlineSink.from(user)?.line(to); return 0 },
            conic_to: { c, to, user in OutlineSink.from(user)?.conic(c, to); return 0 },
            cubic_to: { c1, c2, to, user in OutlineSink.from(user)?.cubic(c1, c2, to); return 0 },
            shift: 0, delta: 0)
        var outline = slot.pointee.outline
        withExtendedLifetime(sink) {
            _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        sink.finish()
        return sink.path
    }
}

/// Collects FreeType's outline callbacks into a Path (y flipped), closing every contour as TrueType implies.
private final class OutlineSink {
    var path = Path()
    private var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink? {
        user.map { Unmanaged<OutlineSink>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(Double(v.pointee.x), -Double(v.pointee.y))
    }

    func move(_ to: UnsafePointer<FT_Vector>?) {
        finish()
        path.move(to: Self.point(to))
        open = true
    }

    func line(_ to: UnsafePointer<FT_Vector>?) { path.addLine(to: Self.point(to)) }

    func conic(_ c: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        path.addQuadCurve(to: Self.point(to), control: Self.point(c))
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        path.addCurve(to: Self.point(to), control1: Self.point(c1), control2: Self.point(c2))
    }

    func finish() {
        if open { path.closeSubpath() }
        open = false
    }
}
