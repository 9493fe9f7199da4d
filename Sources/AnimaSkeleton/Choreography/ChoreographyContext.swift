import AnimaCore

/// What every bone of one cell needs to join the shared choreography.
struct ChoreographyContext {
    /// Scene time at which every cycle of every style has phase 0: the one clock all bones share.
    let clockOrigin: Double
    /// The screen-space shimmer band.
    let sweep: ShimmerSweep
    /// Where the cell's origin is on screen.
    let cellOrigin: Point
    /// Number of drop steps in the cell's wave.
    let dropStepCount: Int
}
