#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An image, as UIKit's: a PNG or JPEG file drawn by the renderer, or a named placeholder that draws nothing.
public final class UIImage: Sendable {
    /// The size in points (pixels divided by `scale`).
    public let size: CGSize
    /// Pixels per point: 2 or 3 for a file named `name@2x.png` or `name@3x.png`, else 1.
    public let scale: CGFloat
    /// The bitmap, nil for a placeholder (a system symbol, or an asset name no bundle holds).
    public let cgImage: CGImage?
    /// The system symbol or asset name, if the image was made from one.
    public let name: String?

    /// The PNG or JPEG file at `path`; nil when it cannot be read or is neither format.
    public convenience init?(contentsOfFile path: String) {
        guard let image = Self.image(atPath: path) else { return nil }
        self.init(cgImage: image, scale: Self.scale(inFileName: path))
    }

    /// The PNG or JPEG image in `data`; nil when it is neither.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The PNG or JPEG image in `data` with `scale` pixels per point; nil when it is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage(encoded: [UInt8](data), source: "data:") else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// An image wrapping `cgImage`.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.cgImage = cgImage
        self.scale = s
        size = CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s)
        name = nil
    }

    /// A system symbol: a 24-point placeholder that draws nothing (there are no SF Symbols headless).
    public init?(systemName: String) {
        name = systemName; size = CGSize(width: 24, height: 24); scale = 1; cgImage = nil
    }

    /// The main bundle's `name.png` (or `@3x`/`@2x`, `.jpg`, `.jpeg`), as UIKit looks it up; a placeholder of zero
    /// size that draws nothing when the bundle has no such file, so code written for an asset catalog still runs.
    public convenience init?(named name: String) {
        if let path = Self.bundlePath(named: name), let image = Self.image(atPath: path) {
            self.init(cgImage: image, scale: Self.scale(inFileName: path))
        } else {
            self.init(placeholderNamed: name)
        }
    }

    private init(placeholderNamed name: String) {
        self.name = name; size = .zero; scale = 1; cgImage = nil
    }

    /// The PNG or JPEG file at `path`, nil when it cannot be read or is neither.
    private static func image(atPath path: String) -> CGImage? {
        FileManager.default.contents(atPath: path).flatMap { CGImage(encoded: [UInt8]($0), source: path) }
    }

    private static func bundlePath(named name: String) -> String? {
        for suffix in ["@3x", "@2x", ""] {
            for ext in ["png", "jpg", "jpeg"] {
                if let path = Bundle.main.path(forResource: name + suffix, ofType: ext) { return path }
            }
        }
        return nil
    }

    /// UIKit's rule: a file name ending in `@2x` or `@3x` before the extension has that many pixels per point.
    private static func scale(inFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
#endif
