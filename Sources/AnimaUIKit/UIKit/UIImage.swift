#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An image, as UIKit's: a PNG or JPEG file drawn by the renderer, or a named placeholder that draws nothing.
public final class UIImage: Sendable, _ExpressibleByImageLiteral {
    /// The size in points (pixels divided by `scale`).
    public let size: CGSize
    /// Pixels per point: 2 or 3 for a file named `name@2x.png` or `name@3x.png`, else 1.
    public let scale: CGFloat
    /// The bitmap, nil for a placeholder (a system symbol, or an asset name no bundle holds).
    public let cgImage: CGImage?
    /// The system symbol or asset name, if the image was made from one.
    public let name: String?
    /// Whether views draw the image as it is or as a template tinted with their tint colour.
    public let renderingMode: RenderingMode

    /// An empty image (zero size, no bitmap), as UIKit's `UIImage()`.
    public convenience init() { self.init(placeholderNamed: nil) }

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
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.init(cgImage: cgImage, scale: s, size: CGSize(width: CGFloat(cgImage.width) / s,
                                                            height: CGFloat(cgImage.height) / s),
                  name: nil, renderingMode: .automatic)
    }

    /// A system symbol: a 24-point placeholder that draws nothing (there are no SF Symbols headless).
    public convenience init?(systemName: String) {
        self.init(cgImage: nil, scale: 1, size: CGSize(width: 24, height: 24), name: systemName,
                  renderingMode: .automatic)
    }

    private init(cgImage: CGImage?, scale: CGFloat, size: CGSize, name: String?, renderingMode: RenderingMode) {
        self.cgImage = cgImage
        self.scale = scale
        self.size = size
        self.name = name
        self.renderingMode = renderingMode
    }

    /// The image `name` in `bundle` (the main bundle when nil), looked up as `init(named:)` does; traits are
    /// ignored (headless there is one trait collection).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, bundle: bundle ?? .main)
    }

    /// The image an `#imageLiteral(resourceName:)` names, looked up as `init(named:)` does.
    public convenience init(imageLiteralResourceName name: String) { self.init(named: name, bundle: .main) }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, size: size, name: name, renderingMode: renderingMode)
    }

    /// How views draw an image, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (as it is, for an image view).
        case automatic
        /// Always as it is.
        case alwaysOriginal
        /// Always as a template: its alpha filled with the view's tint colour.
        case alwaysTemplate
    }

    /// The main bundle's `name.png` (or `@3x`/`@2x`, `.jpg`, `.jpeg`), as UIKit looks it up; a placeholder of zero
    /// size that draws nothing when the bundle has no such file, so code written for an asset catalog still runs.
    public convenience init?(named name: String) { self.init(named: name, bundle: .main) }

    private convenience init(named name: String, bundle: Bundle) {
        if let path = Self.bundlePath(named: name, in: bundle), let image = Self.image(atPath: path) {
            self.init(cgImage: image, scale: Self.scale(inFileName: path))
        } else {
            self.init(placeholderNamed: name)
        }
    }

    private convenience init(placeholderNamed name: String?) {
        self.init(cgImage: nil, scale: 1, size: .zero, name: name, renderingMode: .automatic)
    }

    /// The PNG or JPEG file at `path`, nil when it cannot be read or is neither.
    private static func image(atPath path: String) -> CGImage? {
        FileManager.default.contents(atPath: path).flatMap { CGImage(encoded: [UInt8]($0), source: path) }
    }

    private static func bundlePath(named name: String, in bundle: Bundle) -> String? {
        for suffix in ["@3x", "@2x", ""] {
            for ext in ["png", "jpg", "jpeg"] {
                if let path = bundle.path(forResource: name + suffix, ofType: ext) { return path }
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

/// The type an untyped `#imageLiteral(resourceName:)` has, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
#endif
