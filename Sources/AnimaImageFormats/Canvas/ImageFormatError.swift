import AnimaCore

/// Why an image could not be made, encoded or decoded; every case carries a message a person can act on.
public enum ImageFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The requested image is empty, not finite, or larger than the stated limits.
    case invalidCanvasSize(width: Double, height: Double, reason: String)
    /// An encoder was given something it cannot encode (no frames, frames of different sizes, …).
    case invalidInput(String)
    /// zlib reported an error.
    case compression(String)
    /// A PNG, GIF or WebP file could not be decoded.
    case decoding(String)

    /// A one-line human-readable description.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(w, h, reason): "canvas \(NumberText.shortest(w))×\(NumberText.shortest(h)) px: \(reason)"
        case let .invalidInput(m): m
        case let .compression(m): "compression failed: \(m)"
        case let .decoding(m): "decoding failed: \(m)"
        }
    }
}
