/// How different two images may be and still count as the same, in swift-snapshot-testing's terms.
///
/// A pixel matches when every straight-alpha channel differs by at most `channel` (0…1, so 4/255 forgives a
/// rounding step of 4), or when `perceptualPrecision` < 1 and its colour difference (CIE94 ΔE on Lab, D65, as
/// Core Image's `CILabDeltaE` that swift-snapshot-testing uses) is at most (1 − `perceptualPrecision`) × 100.
/// The images match when at least the fraction `precision` of their pixels match.
public struct PixelTolerance: Sendable, Hashable {
    /// The fraction of pixels that must match (1: all of them).
    public var precision: Double
    /// How close a pixel's colour must be perceptually (1: no perceptual slack).
    public var perceptualPrecision: Double
    /// The largest per-channel difference (0…1) that still counts as equal.
    public var channel: Double

    /// Every pixel must be identical.
    public static let exact = PixelTolerance()

    /// Creates a tolerance; values are clamped to 0…1.
    public init(precision: Double = 1, perceptualPrecision: Double = 1, channel: Double = 0) {
        self.precision = Swift.min(Swift.max(precision, 0), 1)
        self.perceptualPrecision = Swift.min(Swift.max(perceptualPrecision, 0), 1)
        self.channel = Swift.min(Swift.max(channel, 0), 1)
    }

    /// The per-channel limit in 8-bit steps (rounded down, with slack for 4/255 given as a Double).
    var channelSteps: Int { Int((channel * 255 + 1e-9).rounded(.down)) }

    /// The largest ΔE that still counts as equal, or nil when perceptual matching is off.
    var maxDeltaE: Double? { perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil }
}
