import AnimaCore

/// Why rendering or encoding could not proceed; every case carries a message a person can act on.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The requested image is empty, not finite, or larger than the stated limits.
    case invalidCanvasSize(width: Double, height: Double, reason: String)
    /// The pixels-per-point scale is not a positive finite number.
    case invalidScale(Double)
    /// An encoder was given something it cannot encode (no frames, frames of different sizes, …).
    case invalidInput(String)
    /// zlib reported an error.
    case compression(String)
    /// A PNG could not be decoded.
    case decoding(String)

    /// A one-line human-readable description.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(w, h, reason): "canvas \(NumberText.shortest(w))×\(NumberText.shortest(h)) px: \(reason)"
        case let .invalidScale(s): "scale \(s): must be a positive finite number of pixels per point"
        case let .invalidInput(m): m
        case let .compression(m): "compression failed: \(m)"
        case let .decoding(m): "PNG decoding failed: \(m)"
        }
    }
}
