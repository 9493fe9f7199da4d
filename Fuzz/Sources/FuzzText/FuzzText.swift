@testable import AnimaRender
import AnimaCore
import FuzzSupport

/// A text layer's string and font name as the renderer prepares them: the name resolved through fontconfig (with
/// the default-family fallback), the string shaped by HarfBuzz with its glyph outlines read by FreeType, then laid
/// out (wrapping, truncation, alignment) and flattened.
///
/// The input is `fontName NUL string NUL flags`: the flags' first byte picks the alignment, wrapping and
/// truncation, the second the layer's width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let (nameBytes, rest) = FuzzInput.split(FuzzInput.bytes(start, count))
    let (stringBytes, flags) = FuzzInput.split(rest)
    let name = String(decoding: nameBytes, as: UTF8.self)
    guard let font = FuzzFonts.font(named: name),
          let text = try? PreparedText(String(decoding: stringBytes, as: UTF8.self), font: font) else { return 0 }
    let options = flags.first ?? 0
    let alignment = TextAlignmentMode.allCases[Int(options) % TextAlignmentMode.allCases.count]
    let truncation = TruncationMode.allCases[Int(options >> 3) % TruncationMode.allCases.count]
    let width = Double(flags.count > 1 ? flags[1] : 120)
    let fontSize = 14.0
    let glyphs = text.placedGlyphs(fontSize: fontSize, in: Rect(x: 0, y: 0, width: width, height: 40),
                                   alignment: alignment, isWrapped: options & 0x80 != 0, truncation: truncation)
    _ = text.path(glyphs, unitScale: fontSize / text.unitsPerEm).flattened(tolerance: 0.25)
    return 0
}

/// Opened fonts by file, so each input pays for shaping and outlining rather than for opening the same file again
/// (the set of installed fonts is small and fixed, so the cache stays bounded).
enum FuzzFonts {
    nonisolated(unsafe) private static var open: [String: Font] = [:]

    static func font(named name: String) -> Font? {
        guard let match = try? FontResolver.resolve(name) else { return nil }
        let key = "\(match.path)#\(match.index)"
        if let font = open[key] { return font }
        guard let font = try? Font(path: match.path, index: match.index) else { return nil }
        open[key] = font
        return font
    }
}
