#if !canImport(Darwin)
import Foundation

/// A rectangle in a view that constraints can refer to (the safe area, the margins, or one code adds).
@MainActor @preconcurrency
open class UILayoutGuide {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The insets from the owning view's bounds that make the guide's frame.
    let insets: UIEdgeInsets

    /// Creates a guide covering its owning view.
    public convenience init() { self.init(insets: .zero) }

    init(insets: UIEdgeInsets) { self.insets = insets }

    /// The guide's frame in the owning view's coordinates (its bounds less the guide's insets).
    open var layoutFrame: CGRect { (owningView?.bounds ?? .zero).inset(by: insets) }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
#endif
