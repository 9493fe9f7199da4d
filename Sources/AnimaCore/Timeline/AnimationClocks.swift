/// Every animation's `MediaTiming` as parallel arrays, so one tight loop works out many clocks per frame.
///
/// `states(atParentTime:for:into:)` gives, for top-level animations, exactly what `MediaTiming.state(atParentTime:)`
/// gives (the same operations on the same numbers), reading six contiguous `Double`s per clock and calling nothing.
/// It branches: an earlier form computed every branch and selected one so that LLVM vectorised it, but baseline
/// x86-64 has no blend instruction, so each select cost three and that loop ran about 120 instructions per clock;
/// here the branches follow the same path from frame to frame, and an animation that shows nothing stops after
/// two comparisons.
struct AnimationClocks: Sendable {
    /// The numbers of one clock, each stored as a column of `columns`: six per clock (48 bytes a frame streams per
    /// animation); the direction and end position are worked out in the loop from these, with the same operations.
    enum Column: Int, CaseIterable {
        /// `beginTime`, `speed`, `timeOffset` and `effectiveDuration`.
        case beginTime, speed, timeOffset, duration
        /// `activeDuration`.
        case activeDuration
        /// The three fill and repeat flags as one number: 1 where the animation shows before its start (fills
        /// backwards), + 2 where it shows after its end as a top-level animation (fills forwards and is not
        /// removed), + 4 where each iteration plays forward then backward; + 8 where the position in the active
        /// interval is the previous clock's (`sharesPosition`).
        case flags
    }

    /// The number of clocks.
    let count: Int
    /// Column c of clock j is at `c · count + j`: one array, each number's column contiguous.
    let columns: [Double]
    /// Per clock, how many clocks back the nearest one equal to it is (within `SamplingBlock.maxAnimations`), 0 for
    /// none: the pass copies that clock's state instead of working it out again (the layers of a list or grid on one
    /// clock repeat the same few clocks).
    let equalBefore: [UInt8]

    init(_ timings: [MediaTiming]) {
        count = timings.count
        var columns = [Double](repeating: 0, count: Column.allCases.count * timings.count)
        func fills(_ m: MediaTiming) -> Int {
            (m.fillMode.fillsBackwards ? 1 : 0) + (m.fillMode.fillsForwards && !m.isRemovedOnCompletion ? 2 : 0)
        }
        for (j, m) in timings.enumerated() {
            func set(_ column: Column, _ value: Double) { columns[column.rawValue * timings.count + j] = value }
            set(.beginTime, m.beginTime); set(.speed, m.speed); set(.timeOffset, m.timeOffset)
            set(.duration, m.effectiveDuration)
            set(.activeDuration, m.activeDuration)
            let shares = j > 0 && Self.sharesPosition(m, timings[j - 1]) && fills(m) == fills(timings[j - 1])
            set(.flags, Double(fills(m) + (m.autoreverses ? 4 : 0) + (shares ? 8 : 0)))
        }
        self.columns = columns
        equalBefore = timings.indices.map { j in
            let window = 1..<Swift.min(j + 1, SamplingBlock.maxAnimations)
            let back = window.first { d in Self.isEqual(timings[j], timings[j - d]) && fills(timings[j]) == fills(timings[j - d]) }
            return UInt8(back ?? 0)
        }
    }

    /// Whether two clocks are in the same state at every parent time: every number the pass reads is equal bit for bit.
    static func isEqual(_ m: MediaTiming, _ other: MediaTiming) -> Bool {
        sharesPosition(m, other) && m.effectiveDuration.bitPattern == other.effectiveDuration.bitPattern
            && m.autoreverses == other.autoreverses
    }

    /// Whether two clocks are at the same position of their active intervals at every parent time: the numbers that
    /// position depends on are equal bit for bit (a layer's animations that start together, at one speed and offset,
    /// repeating for as long: the grid's rotation and fade). Their durations and autoreverse may differ; those act
    /// after the position.
    static func sharesPosition(_ m: MediaTiming, _ previous: MediaTiming) -> Bool {
        m.beginTime.bitPattern == previous.beginTime.bitPattern && m.speed.bitPattern == previous.speed.bitPattern
            && m.timeOffset.bitPattern == previous.timeOffset.bitPattern
            && m.activeDuration.bitPattern == previous.activeDuration.bitPattern
    }

    /// The effective duration of animation `j`.
    @inline(__always)
    func duration(of j: Int) -> Double { columns[Column.duration.rawValue &* count &+ j] }

    /// Where each animation of `range` is at parent time `tp`, as top-level animations (not group children).
    ///
    /// Writes `range.count` entries from the start of each output: the time into the iteration, the iteration and
    /// in `shows` 0 where the animation contributes nothing (`MediaTiming.state` returns nil), 2 where it contributes
    /// with the before flag set (`TimingState.approachingFromBelow`) and 1 where it contributes without.
    func states(atParentTime tp: Double, for range: Range<Int>, time: UnsafeMutablePointer<Double>,
                iteration: UnsafeMutablePointer<Double>, shows: UnsafeMutablePointer<Double>) {
        guard range.lowerBound >= 0, range.upperBound <= count else { return }
        columns.withUnsafeBufferPointer { buffer in
            equalBefore.withUnsafeBufferPointer { equal in
                guard let base = buffer.baseAddress, let equal = equal.baseAddress.map({ $0 + range.lowerBound }) else {
                    return
                }
                func column(_ c: Column) -> UnsafePointer<Double> { base + c.rawValue * count + range.lowerBound }
                let b = column(.beginTime), s = column(.speed), o = column(.timeOffset), d = column(.duration)
                let a = column(.activeDuration), f = column(.flags)
                var place = Place(position: 0, isBefore: false, isAfter: false, shows: false), hasPlace = false
                for k in 0..<range.count {
                    let back = Int(equal[k])
                    if back != 0 && back <= k {
                        time[k] = time[k &- back]; iteration[k] = iteration[k &- back]; shows[k] = shows[k &- back]
                        hasPlace = false
                        continue
                    }
                    let bits = Int(f[k])
                    // No place worked out just before (the range's first clock, or after a copy): whatever the flag says.
                    if !hasPlace || bits & 8 == 0 {
                        place = Self.place(tp, begin: b[k], speed: s[k], offset: o[k], active: a[k], fills: bits)
                        hasPlace = true
                    }
                    let state = Self.state(place, duration: d[k], autoreverses: bits & 4 != 0)
                    time[k] = state.time
                    iteration[k] = state.iteration
                    shows[k] = state.shows
                }
            }
        }
    }

    /// Where a clock is in its active interval at parent time `tp`, and whether it shows there at all: the first
    /// half of `MediaTiming.state(atParentTime:asGroupChild: false)`, with the same operations on the same numbers.
    struct Place {
        var position: Double
        var isBefore: Bool, isAfter: Bool
        var shows: Bool
    }

    /// The `Place` of a clock from its columns (`fills`: the flags' bits 1 and 2).
    @inline(__always)
    static func place(_ tp: Double, begin: Double, speed: Double, offset: Double, active: Double, fills: Int) -> Place {
        let elapsed = (tp - begin) * speed
        let magnitude = speed < 0 ? -elapsed : elapsed
        if magnitude < 0 || (magnitude == 0 && tp < begin) {
            return Place(position: offset, isBefore: true, isAfter: false, shows: fills & 1 != 0)
        } else if MediaTiming.hasReachedEnd(magnitude, of: active, parentTime: tp, beginTime: begin, speed: speed) {
            return Place(position: (speed < 0 ? -active : active) + offset, isBefore: false, isAfter: true,
                         shows: fills & 2 != 0)
        }
        return Place(position: elapsed + offset, isBefore: false, isAfter: false, shows: true)
    }

    /// The second half: the time into the iteration, the iteration and `shows` (0 leaves time and iteration unset,
    /// nobody reads them) from the clock's place, duration and autoreverse.
    @inline(__always)
    static func state(_ place: Place, duration d: Double, autoreverses: Bool)
        -> (time: Double, iteration: Double, shows: Double) {
        guard place.shows else { return (0, 0, 0) }
        let position = place.position
        var leg = floorExactly(position / d)
        var legTime = position - leg * d
        // Exactly on the end: the end of the final leg, not the start of a next one.
        if place.isAfter && legTime == 0 && position != 0 {
            leg -= 1
            legTime = d
        }
        var isReverse = false, iteration = leg
        if autoreverses {
            iteration = floorExactly(leg / 2)
            isReverse = leg - 2 * iteration != 0
        }
        let beforeFlag = MediaTiming.beforeFlag(isBefore: place.isBefore, isAfter: place.isAfter, isReverse: isReverse)
        return (isReverse ? d - legTime : legTime, iteration, beforeFlag ? 2 : 1)
    }

    /// `x.rounded(.down)`, bit for bit, without a call: baseline x86-64 has no rounding instruction, so `floor` would be a
    /// library call in the loop.
    ///
    /// Adding and subtracting 2⁵² (with x's sign) rounds to the nearest integer; one step down fixes a rounding up.
    /// Magnitudes from 2⁵² up are integers already (and ±∞, NaN pass through), and the sign is put back so that −0
    /// stays −0 and (−1, 0) gives −1.
    @inline(__always)
    static func floorExactly(_ x: Double) -> Double {
        let shift = Double(signOf: x, magnitudeOf: 0x1p52)
        let nearest = (x + shift) - shift
        let down = nearest > x ? nearest - 1 : nearest
        return Swift.abs(x) < 0x1p52 ? Double(signOf: x, magnitudeOf: down) : x
    }
}
