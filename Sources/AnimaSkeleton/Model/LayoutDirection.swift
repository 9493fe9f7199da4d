/// Writing direction of a layout or a label.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case leftToRight = "ltr"
    /// Right to left: natural alignment, shimmer sweep, drop order and stretch anchors mirror.
    case rightToLeft = "rtl"

    /// Whether this is right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
