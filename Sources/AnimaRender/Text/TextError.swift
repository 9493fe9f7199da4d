/// Why a text layer's font or string could not be prepared.
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither the requested font nor the default could be found through fontconfig.
    case noFont(String)
    /// FreeType or HarfBuzz could not open the font file.
    case unreadableFont(path: String, reason: String)
    /// The string is longer than `TextShaper.maxStringLength` UTF-8 bytes.
    case stringTooLong(bytes: Int, limit: Int)

    /// A one-line human-readable description.
    public var description: String {
        switch self {
        case let .noFont(name): "no font named '\(name)' and no default font (install fonts-dejavu-core)"
        case let .unreadableFont(path, reason): "cannot read the font file \(path): \(reason)"
        case let .stringTooLong(bytes, limit): "the string is \(bytes) bytes long; text layers take at most \(limit)"
        }
    }
}
