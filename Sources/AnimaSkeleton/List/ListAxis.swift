/// The direction in which a list stacks its cells.
public enum ListAxis: String, Sendable, Hashable, CaseIterable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal
}
