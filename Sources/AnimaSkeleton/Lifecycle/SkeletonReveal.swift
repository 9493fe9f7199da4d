/// When data arrives and how the skeleton gives way to content: the reveal lifecycle none of the anchors models as a
/// whole. Defaults: onset delay 0.5 s (MUI, to not animate short-lived skeletons), minimum time on screen 0.25 s
/// (TABAnimated's completion delay), fade-in 0.1 s (Facebook Shimmer's begin fade), cross-fade 0.25 s
/// (SkeletonView's crossDissolve), finishing the current sweep on (Facebook Shimmer's on-beat stop).
public struct SkeletonReveal: Sendable, Hashable {
    /// Scene time at which the data arrives.
    public var dataArrival: Double
    /// The skeleton appears only if the data has not arrived this long after the start (no flash on fast loads).
    public var onsetDelay = 0.5
    /// Once shown, the skeleton stays at least this long.
    public var minimumDuration = 0.25
    /// Seconds the skeleton takes to fade in.
    public var fadeIn = 0.1
    /// Seconds of the cross-fade from bones to content.
    public var crossFade = 0.25
    /// Whether a shimmer finishes its current sweep before the cross-fade.
    public var finishesSweep = true

    /// Creates a reveal for data arriving at `dataArrival`.
    public init(dataArrival: Double) { self.dataArrival = dataArrival }

    /// When the skeleton of data arriving at `arrival` shows and ends; `sweepEnd` gives the end of a running sweep.
    public func schedule(arrival: Double, sweepEnd: (Double) -> Double) -> RevealSchedule {
        guard arrival > onsetDelay else {
            return RevealSchedule(isShown: false, appears: arrival, fullyShown: arrival, ends: arrival,
                                  contentVisible: arrival + crossFade)
        }
        let earliest = Swift.max(arrival, onsetDelay + minimumDuration)
        let end = finishesSweep ? sweepEnd(earliest) : earliest
        return RevealSchedule(isShown: true, appears: onsetDelay, fullyShown: Swift.min(onsetDelay + fadeIn, end),
                              ends: end, contentVisible: end + crossFade)
    }
}
