#if !canImport(QuartzCore)
import Foundation

/// A view showing an image (the image itself is not drawn until Anima models layer contents).
@MainActor
open class UIImageView: UIView {
    /// The image (stored only).
    open var image: UIImage?

    /// Creates an image view sized to nothing.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// An image placeholder: AnimaUIKit stores it but draws nothing yet.
public final class UIImage: @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// The system image name, if any.
    public let name: String?

    /// An image with a system symbol name (not drawn).
    public init?(systemName: String) { name = systemName; size = CGSize(width: 24, height: 24) }

    /// An image with an asset name (not drawn).
    public init?(named: String) { name = named; size = .zero }
}
#endif
