#if !canImport(Darwin)
import Foundation

/// A view showing an image: the image becomes its layer's contents, placed by `contentMode`.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image; a placeholder (a system symbol, a missing asset) draws nothing and is reported.
    open var image: UIImage? {
        didSet { show(image) }
    }

    /// Creates an image view the size of `image` in points, as UIKit does.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        show(image)
    }

    private func show(_ image: UIImage?) {
        layer.contents = image?.cgImage
        if let image {
            layer.contentsScale = image.scale
            if image.cgImage == nil {
                AnimaDiagnostics.report(layer: layer.displayName, keyPath: "contents",
                                        "the image '\(image.name ?? "")' is a placeholder (no such file); nothing is drawn")
            } else if image.renderingMode == .alwaysTemplate {
                AnimaDiagnostics.report(layer: layer.displayName, keyPath: "contents",
                                        "a template image is drawn in its own colours (tinting is not modelled)")
            }
        }
    }
}
#endif
