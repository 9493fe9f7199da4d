import AnimaCore

/// The one highlight band shared by every shimmering bone on screen: a gradient defined in screen space that travels
/// across the sweep region on the shared clock, so the band crosses bone, cell and section borders continuously.
///
/// Positions along the sweep are measured as projections onto the unit travel vector from the screen origin; the
/// band's centre starts half a band before the region and ends half a band after it.
public struct ShimmerSweep: Sendable, Hashable {
    /// Unit vector of travel in screen coordinates, after mirroring for right-to-left and tilting.
    public let vector: Point
    /// Width of the band in points along the travel.
    public let bandWidth: Double
    /// Centre of the band at the start of a sweep.
    public let startCenter: Double
    /// Centre of the band at the end of a sweep.
    public let endCenter: Double
    /// Seconds the band takes to cross.
    public let travelTime: Double
    /// Seconds of rest after each crossing.
    public let pause: Double

    /// The sweep over `region` (the canvas) with `options`, in a layout written in `direction`.
    public init(options: ShimmerOptions, region: Rect, direction: LayoutDirection) {
        var v = AffineTransform.rotation(options.tilt * Double.pi / 180).applyToVector(options.direction.vector)
        if direction.isRightToLeft { v.x = -v.x }
        vector = v
        let corners = [Point(region.minX, region.minY), Point(region.maxX, region.minY),
                       Point(region.minX, region.maxY), Point(region.maxX, region.maxY)]
        let projections = corners.map { $0.x * v.x + $0.y * v.y }
        let near = projections.min() ?? 0, far = projections.max() ?? 0
        bandWidth = options.highlightWidth * (far - near)
        startCenter = near - bandWidth / 2
        endCenter = far + bandWidth / 2
        travelTime = (endCenter - startCenter) / options.speed
        pause = options.pause
    }

    /// One sweep plus its rest.
    public var cycle: Double { travelTime + pause }

    /// The band's centre at `time` on a clock whose sweeps start at `origin`.
    public func center(at time: Double, origin: Double = 0) -> Double {
        let phase = Self.phase(time - origin, cycle)
        return phase >= travelTime ? endCenter : startCenter + (endCenter - startCenter) * phase / travelTime
    }

    /// The earliest time at or after `time` when no band is on screen: `time` itself during a rest, else the end of
    /// the current crossing (Facebook Shimmer's "finish the current sweep").
    public func endOfSweep(atOrAfter time: Double, origin: Double = 0) -> Double {
        let phase = Self.phase(time - origin, cycle)
        return phase == 0 || phase >= travelTime ? time : time + (travelTime - phase)
    }

    /// The gradient's start and end points in screen coordinates when the band is centred at `center`.
    func screenPoints(center: Double) -> (start: Point, end: Point) {
        (vector * (center - bandWidth / 2), vector * (center + bandWidth / 2))
    }

    static func phase(_ elapsed: Double, _ period: Double) -> Double {
        guard period > 0 else { return 0 }
        let r = elapsed - (elapsed / period).rounded(.down) * period
        return r < 0 ? r + period : r
    }
}
