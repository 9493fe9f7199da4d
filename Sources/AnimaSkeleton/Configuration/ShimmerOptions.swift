/// The shimmer's knobs.
public struct ShimmerOptions: Sendable, Hashable {
    /// Which way the band travels (mirrored in right-to-left layouts).
    public var direction: ShimmerDirection = .leftToRight
    /// Width of the band as a fraction of the sweep's extent: 0.3 (SwiftUI-Shimmer's `bandSize` in code).
    public var highlightWidth = 0.3
    /// Travel speed in points per second: 230 (Facebook Shimmer's `shimmeringSpeed`).
    public var speed = 230.0
    /// Rest between sweeps in seconds: 0.4 (Facebook Shimmer's `shimmeringPauseDuration`).
    public var pause = 0.4
    /// Tilt of the band in degrees, clockwise: 0 (SkeletonView, SkeletonLayout; shimmer-android uses 20).
    public var tilt = 0.0

    /// Creates shimmer options with the defaults above.
    public init() {}
}
