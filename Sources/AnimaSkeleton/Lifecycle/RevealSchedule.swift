/// The times of one reveal, in scene seconds.
public struct RevealSchedule: Sendable, Hashable {
    /// Whether the skeleton shows at all (false when the data beat the onset delay).
    public var isShown: Bool
    /// When the skeleton starts fading in.
    public var appears: Double
    /// When the skeleton is fully faded in.
    public var fullyShown: Double
    /// When the cross-fade to content starts.
    public var ends: Double
    /// When the content is fully visible.
    public var contentVisible: Double

    /// Creates a schedule.
    public init(isShown: Bool, appears: Double, fullyShown: Double, ends: Double, contentVisible: Double) {
        self.isShown = isShown; self.appears = appears; self.fullyShown = fullyShown; self.ends = ends
        self.contentVisible = contentVisible
    }
}
