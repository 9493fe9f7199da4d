/// Why an image (a layer's `contents`) could not be decoded; every case carries a message a person can act on.
public enum ImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are neither a PNG nor a JPEG.
    case unrecognizedFormat
    /// The header declares an image larger than `ImageDecoder`'s limits (checked before anything is allocated).
    case tooLarge(width: Int, height: Int, reason: String)
    /// libpng refused the file.
    case png(String)
    /// libjpeg-turbo refused the file.
    case jpeg(String)

    /// A one-line human-readable description.
    public var description: String {
        switch self {
        case .unrecognizedFormat: "not a PNG or JPEG image (unrecognised signature)"
        case let .tooLarge(w, h, reason): "image \(w)×\(h) px is too large: \(reason)"
        case let .png(m): "PNG decoding failed: \(m)"
        case let .jpeg(m): "JPEG decoding failed: \(m)"
        }
    }
}
