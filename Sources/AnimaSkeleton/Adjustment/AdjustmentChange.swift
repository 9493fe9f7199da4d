/// One change an adjustment makes to the elements it selects, applied before bones are derived.
public enum AdjustmentChange: Sendable, Hashable {
    /// Sets the width, keeping the left edge.
    case width(Double)
    /// Sets the height, keeping the top edge.
    case height(Double)
    /// Moves by this many points (positive right and down).
    case move(dx: Double, dy: Double)
    /// Makes the view this many points narrower, keeping the left edge.
    case reduceWidth(Double)
    /// Makes the view this many points shorter, keeping the top edge.
    case reduceHeight(Double)
    /// Sets the number of lines of a label (0: as many as fit).
    case lines(Int)
    /// Takes the view and everything inside it out of the skeleton (it comes back with the content).
    case remove
    /// Changes the element's level of the configuration cascade (radius, spacing, colour, choreography options).
    case setting(SkeletonSetting)
}
