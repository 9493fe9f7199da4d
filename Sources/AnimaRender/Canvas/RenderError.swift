import AnimaCore
import AnimaImageFormats

/// Why rendering could not proceed; every case carries a message a person can act on.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The requested image is empty, not finite, or larger than the stated limits.
    case invalidCanvasSize(width: Double, height: Double, reason: String)
    /// The pixels-per-point scale is not a positive finite number.
    case invalidScale(Double)
    /// The renderer was asked for something it cannot draw (no frames, frames of different sizes, …).
    case invalidInput(String)
    /// An image file could not be encoded (a GIF of the rendered frames).
    case imageFormat(ImageFormatError)

    /// The render error an image-format error stands for: a size over the limits stays a size error.
    public init(_ error: ImageFormatError) {
        switch error {
        case let .invalidCanvasSize(w, h, reason): self = .invalidCanvasSize(width: w, height: h, reason: reason)
        case let .invalidInput(m): self = .invalidInput(m)
        case .compression, .decoding: self = .imageFormat(error)
        }
    }

    /// A one-line human-readable description.
    public var description: String {
        switch self {
        case let .invalidCanvasSize(w, h, reason): "canvas \(NumberText.shortest(w))×\(NumberText.shortest(h)) px: \(reason)"
        case let .invalidScale(s): "scale \(s): must be a positive finite number of pixels per point"
        case let .invalidInput(m): m
        case let .imageFormat(e): e.description
        }
    }
}
