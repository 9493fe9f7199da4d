import CFontconfig

/// Turns a font name (a family such as "DejaVu Sans", a full name such as "DejaVu Sans Bold", or a PostScript name
/// such as "DejaVuSans-Bold", as CATextLayer's `fontName` takes) into a font file through fontconfig.
///
/// Only fonts that really carry the name count: fontconfig's own substitution (any name matches *some* font) is not
/// accepted, so a missing font falls back to `defaultFamily` with a warning that names it.
public enum FontResolver {
    /// The font used when the requested one is not installed (Debian's fonts-dejavu-core).
    public static let defaultFamily = "DejaVu Sans"

    /// A resolved font file.
    public struct Match: Sendable, Hashable {
        /// The font file.
        public let path: String
        /// The face index inside the file (collections hold several).
        public let index: Int
        /// A warning when the requested font was missing and the default stands in for it.
        public let warning: String?
    }

    /// The font file for `name`, or the default family's with a warning; throws when neither exists.
    public static func resolve(_ name: String) throws(TextError) -> Match {
        if let found = find(name) { return Match(path: found.path, index: found.index, warning: nil) }
        guard let fallback = find(defaultFamily) else { throw .noFont(name) }
        return Match(path: fallback.path, index: fallback.index,
                     warning: "font '\(name)' not found; using \(defaultFamily)")
    }

    /// The first installed face whose family, full name or PostScript name is `name` (case-insensitive, as
    /// fontconfig compares), preferring the regular style of a family.
    private static func find(_ name: String) -> (path: String, index: Int)? {
        guard !name.isEmpty, FcInit() != 0 else { return nil }
        if let m = bestOfFamily(name) { return m }
        for property in [FC_FULLNAME, FC_POSTSCRIPT_NAME] {
            if let m = firstListed(property, name) { return m }
        }
        return nil
    }

    /// fontconfig's best match for a family pattern, accepted only when its family really is `name`.
    private static func bestOfFamily(_ name: String) -> (path: String, index: Int)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, name)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        let wanted = name.lowercased()
        guard strings(match, FC_FAMILY).contains(where: { $0.lowercased() == wanted }) else { return nil }
        return location(match)
    }

    /// The first installed face whose `property` equals `name`.
    private static func firstListed(_ property: String, _ name: String) -> (path: String, index: Int)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, property, name)
        guard let set = FcFontList(nil, pattern, nil) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0, let fonts = set.pointee.fonts, let first = fonts[0] else { return nil }
        return location(first)
    }

    private static func location(_ pattern: OpaquePointer) -> (path: String, index: Int)? {
        guard let file = strings(pattern, FC_FILE).first else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (file, Int(index))
    }

    /// Every value of a string property of a pattern.
    private static func strings(_ pattern: OpaquePointer, _ property: String) -> [String] {
        var out: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, property, n, &value) == FcResultMatch, let value else { break }
            out.append(String(cString: value))
            n += 1
        }
        return out
    }
}
