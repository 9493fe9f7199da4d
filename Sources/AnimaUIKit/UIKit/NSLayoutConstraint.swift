#if !canImport(Darwin)
import Foundation

/// A linear relation between two layout attributes: `first relation multiplier × second + constant`.
///
/// Constraints are kept as UIKit keeps them (items, attributes, constant, priority, activation), but Linux has no
/// Auto Layout engine: frames stay as code sets them, and activating a constraint reports that once per view.
@MainActor @preconcurrency
open class NSLayoutConstraint {
    /// The first item (a view or layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` for a constant size).
    public let secondAttribute: Attribute
    /// The second attribute's factor.
    public let multiplier: CGFloat
    /// The offset added to the second side.
    open var constant: CGFloat
    /// How strongly the constraint holds (`.required` by default).
    open var priority = UILayoutPriority.required
    /// A name for debugging.
    open var identifier: String?
    /// Whether the constraint is installed in a view.
    private weak var installedIn: UIView?

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c`, as UIKit's.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint is active: activating installs it in the nearest common ancestor of its items.
    open var isActive: Bool {
        get { installedIn != nil }
        set {
            if newValue, installedIn == nil, let view = commonAncestor() {
                view.install(self)
            } else if !newValue, let view = installedIn {
                view.removeConstraint(self)
            }
        }
    }

    /// Activates every constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// Records the view the constraint is installed in (called by the view).
    func installed(in view: UIView?) { installedIn = view }

    /// The nearest view that is an ancestor of (or is) both items' views.
    private func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard let second = Self.view(of: secondItem) else { return first }
        var ancestors: [UIView] = []
        var v: UIView? = first
        while let current = v { ancestors.append(current); v = current.superview }
        v = second
        while let current = v {
            if ancestors.contains(where: { $0 === current }) { return current }
            v = current.superview
        }
        return nil
    }

    /// The view an item stands for: itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// A layout attribute, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline.
        case lastBaseline
        /// The first line's baseline.
        case firstBaseline
        /// The left margin.
        case leftMargin
        /// The right margin.
        case rightMargin
        /// The top margin.
        case topMargin
        /// The bottom margin.
        case bottomMargin
        /// The leading margin.
        case leadingMargin
        /// The trailing margin.
        case trailingMargin
        /// The horizontal centre within the margins.
        case centerXWithinMargins
        /// The vertical centre within the margins.
        case centerYWithinMargins
        /// No attribute (the second side of a constant size).
        case notAnAttribute = 0
    }

    /// How the two sides relate, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }
}
#endif
