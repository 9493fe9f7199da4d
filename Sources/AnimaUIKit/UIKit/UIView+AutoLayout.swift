#if !canImport(Darwin)
import Foundation

/// Auto Layout's names on a view: anchors, guides and installed constraints (kept; Linux has no layout engine).
extension UIView {
    /// Installs `constraint` in this view (UIKit's `addConstraint`), which makes it active.
    public func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }

    /// Installs every constraint in this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(install) }

    /// Removes `constraint` from this view, which makes it inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraints.contains(where: { $0 === constraint }) else { return }
        constraints.removeAll { $0 === constraint }
        constraint.installed(in: nil)
    }

    /// Removes every constraint in `constraints` from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// Keeps `constraint` here; the first one a view holds reports that Linux does not solve constraints.
    func install(_ constraint: NSLayoutConstraint) {
        guard !constraints.contains(where: { $0 === constraint }) else { return }
        if constraints.isEmpty {
            AnimaDiagnostics.report(layer: layer.displayName,
                                    "Auto Layout is not solved on Linux: constraints are kept, frames stay as set")
        }
        constraints.append(constraint)
        constraint.installed(in: self)
    }

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The safe area's insets (none headless: there is no status bar, notch or home indicator).
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The part of the view not covered by bars (the whole view headless).
    public var safeAreaLayoutGuide: UILayoutGuide { guide(insets: safeAreaInsets) }

    /// The view's bounds less its margins.
    public var layoutMarginsGuide: UILayoutGuide { guide(insets: layoutMargins) }

    private func guide(insets: UIEdgeInsets) -> UILayoutGuide {
        let guide = UILayoutGuide(insets: insets)
        guide.owningView = self
        return guide
    }
}
#endif
