/// Arc-length and segment queries on a path, prepared once so that each query is allocation-free.
///
/// Lengths come from flattening each segment with a fine tolerance; positions are then evaluated on
/// the true curve at the parameter found by interpolating between flattening samples. Subpaths
/// follow each other on one length axis (a move jumps without adding length), as a keyframe
/// animation along a path does.
public struct PathMeasure: Sendable {
    /// The flattening tolerance used when none is given: a thousandth of a point.
    public static let defaultTolerance = 0.001

    /// The most samples one segment gets, bounding the memory a huge curve can take.
    static let maximumSamplesPerSegment = 1 << 12

    /// The total length of all subpaths.
    public let length: Double
    /// The length of each subpath that draws anything, in path order.
    public let subpathLengths: [Double]

    /// The drawing segments: lines, curves and closing lines, never moves.
    let segments: [PathSegment]
    /// Cumulative length at each segment's start; one extra entry holds the total.
    let segmentStartLengths: [Double]
    /// For segment `i`, its samples are `sampleOffsets[i] ..< sampleOffsets[i + 1]`.
    let sampleOffsets: [Int]
    /// The Bézier parameter of each sample.
    let sampleParameters: [Double]
    /// The cumulative path length at each sample.
    let sampleLengths: [Double]
    /// The last segment with a positive length, where a query at the very end lands; 0 if none.
    let lastDrawnSegment: Int
    /// Where the path starts, reported when it has no segments at all.
    let firstPoint: Point

    /// Measures `path`, flattening curves to within `tolerance` (values below 1e-6 or NaN become 1e-6).
    public init(_ path: Path, tolerance: Double = PathMeasure.defaultTolerance) {
        let tolerance = Path.sanitizedTolerance(tolerance)
        var segments: [PathSegment] = []
        var segmentStartLengths: [Double] = [0]
        var sampleOffsets: [Int] = [0]
        var sampleParameters: [Double] = []
        var sampleLengths: [Double] = []
        var subpathLengths: [Double] = []
        var firstPoint: Point?
        var total = 0.0
        var subpathStartLength = 0.0
        var subpathHasSegments = false
        var lastDrawnSegment = 0
        path.walk { event in
            switch event {
            case .begin(let p):
                if firstPoint == nil { firstPoint = p }
                subpathStartLength = total
                subpathHasSegments = false
            case .segment(let segment, _):
                subpathHasSegments = true
                let steps = segment.flatteningSteps(
                    tolerance: tolerance, limit: PathMeasure.maximumSamplesPerSegment)
                let segmentStart = total
                var previous = segment.start
                sampleParameters.append(0)
                sampleLengths.append(total)
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let p = segment.point(at: t)
                    total += previous.distance(to: p)
                    previous = p
                    sampleParameters.append(t)
                    sampleLengths.append(total)
                }
                if total > segmentStart { lastDrawnSegment = segments.count }
                segments.append(segment)
                segmentStartLengths.append(total)
                sampleOffsets.append(sampleParameters.count)
            case .end:
                if subpathHasSegments { subpathLengths.append(total - subpathStartLength) }
            }
        }
        self.length = total
        self.subpathLengths = subpathLengths
        self.segments = segments
        self.segmentStartLengths = segmentStartLengths
        self.sampleOffsets = sampleOffsets
        self.sampleParameters = sampleParameters
        self.sampleLengths = sampleLengths
        self.lastDrawnSegment = lastDrawnSegment
        self.firstPoint = firstPoint ?? .zero
    }

    /// The number of drawing segments (lines, curves and closing lines; moves do not count).
    public var segmentCount: Int { segments.count }

    /// The point at `distance` along the path, and the tangent angle there.
    ///
    /// The angle is in radians, `atan2` of the direction of travel (y down, so π/2 points down
    /// the screen). `distance` is clamped to `0...length`. At a vertex the outgoing segment wins,
    /// so a square's corners report the next side's angle; at the very end the last segment that
    /// has any length does.
    public func position(atLength distance: Double) -> (point: Point, angle: Double) {
        guard !segments.isEmpty else { return (firstPoint, 0) }
        let d = distance > 0 ? Swift.min(distance, length) : 0
        // The first segment whose end lies beyond d contains d and has positive length.
        var low = 1, high = segments.count + 1
        while low < high {
            let mid = (low + high) / 2
            if segmentStartLengths[mid] > d { high = mid } else { low = mid + 1 }
        }
        let index = low <= segments.count ? low - 1 : lastDrawnSegment
        // The same search among the segment's samples, then a linear step in the parameter.
        let first = sampleOffsets[index], last = sampleOffsets[index + 1] - 1
        var lo = first + 1, hi = last
        while lo < hi {
            let mid = (lo + hi) / 2
            if sampleLengths[mid] > d { hi = mid } else { lo = mid + 1 }
        }
        let span = sampleLengths[lo] - sampleLengths[lo - 1]
        let fraction = span > 0 ? Swift.min(Swift.max((d - sampleLengths[lo - 1]) / span, 0), 1) : 1
        let t0 = sampleParameters[lo - 1], t1 = sampleParameters[lo]
        return position(inSegment: index, at: t0 + (t1 - t0) * fraction)
    }

    /// The position `fraction` (0…1) of the way through the segments, as CAKeyframeAnimation's `path`.
    ///
    /// Every drawing segment gets an equal share of the fraction, whatever its length, and is
    /// traversed by its Bézier parameter: this is how a keyframe animation with a `path` and the
    /// linear calculation mode moves (its keyTimes index the segments). Out-of-range input is clamped.
    public func position(atSegmentFraction fraction: Double) -> (point: Point, angle: Double) {
        guard !segments.isEmpty else { return (firstPoint, 0) }
        let f = fraction > 0 ? Swift.min(fraction, 1) : 0
        let scaled = f * Double(segments.count)
        let index = Swift.min(Int(scaled), segments.count - 1)
        return position(inSegment: index, at: scaled - Double(index))
    }

    /// The position at Bézier parameter `t` of drawing segment `index`, both clamped to their ranges.
    public func position(inSegment index: Int, at t: Double) -> (point: Point, angle: Double) {
        guard !segments.isEmpty else { return (firstPoint, 0) }
        let i = Swift.min(Swift.max(index, 0), segments.count - 1)
        let t = t > 0 ? Swift.min(t, 1) : 0
        return (segments[i].point(at: t), tangentAngle(segment: i, t: t))
    }

    /// The tangent angle at `t` of segment `i`, or of the nearest segment with a direction.
    func tangentAngle(segment i: Int, t: Double) -> Double {
        if let direction = segments[i].direction(at: t) { return direction.angle }
        // A zero-length segment: look outwards, one step at a time, for the closest real direction,
        // taking the start direction of later segments and the end direction of earlier ones.
        var step = 1
        while i + step < segments.count || i - step >= 0 {
            if i + step < segments.count, let direction = segments[i + step].direction(at: 0) {
                return direction.angle
            }
            if i - step >= 0, let direction = segments[i - step].direction(at: 1) {
                return direction.angle
            }
            step += 1
        }
        return 0
    }
}
