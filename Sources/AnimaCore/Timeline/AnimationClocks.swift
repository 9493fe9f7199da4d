/// Every animation's `MediaTiming` as parallel arrays of its distinct clocks (or of every animation's, see
/// `copiesStates`), so one tight loop works out many clocks per frame.
///
/// `states(atParentTime:for:into:)` gives, for top-level animations, exactly what `MediaTiming.state(atParentTime:)`
/// gives (the same operations on the same numbers), reading five `Double`s per distinct clock (three at speed 1 and
/// offset +0). It branches: an earlier form computed every branch and selected one so that LLVM vectorised it, but
/// baseline x86-64 has no blend instruction, so each select cost three and that loop ran about 120 instructions per
/// clock; here the branches follow the same path from frame to frame, and an animation that shows nothing stops after
/// two comparisons. The floors are `rounded(.down)`, a call to the C library's `floor` (baseline x86-64 has no
/// rounding instruction; the library picks SSE4.1's where the processor has it): the loop is scalar, so a call costs
/// it nothing, and its result comes sooner than that of eight dependent operations adding and subtracting 2⁵².
/// Equal clocks (bit for bit) are stored once where their states are copied: the layers of a list or grid on one
/// clock repeat a few clocks, whose numbers then stay in cache instead of streaming 40 bytes per animation.
struct AnimationClocks: Sendable {
    /// The numbers of one clock, each stored as a column of `columns`; the direction and end position are worked
    /// out in the loop from these, with the same operations.
    enum Column: Int, CaseIterable {
        /// `beginTime`, `speed`, `timeOffset` and `effectiveDuration`.
        case beginTime, speed, timeOffset, duration
        /// `activeDuration`.
        case activeDuration
    }

    /// How an animation's state reuses work done for the animations just before it in the pass.
    struct Reuse: Sendable {
        /// How many animations back the nearest one on the same clock is (within `SamplingBlock.maxAnimations`),
        /// 0 for none: its state is copied.
        var equalBefore: UInt8 = 0
        /// Whether its position in the active interval is the previous animation's (`sharesPosition`).
        var sharesPlace = false
        /// Its clock's three fill and repeat flags (`AnimationClocks.flags`), here rather than in a column of
        /// `columns`: these three bytes an animation are read anyway, a column would add eight a clock.
        var flags: UInt8 = 0
    }

    /// The number of clocks stored: the distinct clocks, or every animation's when `copiesStates` is false.
    let count: Int
    /// Column c of stored clock j is at `c · count + j`: one array, each number's column contiguous.
    let columns: [Double]
    /// Per animation, its clock's index in `columns`.
    let clockOf: [Int32]
    /// Per animation, what its state reuses.
    let reuse: [Reuse]
    /// Whether equal clocks are stored once and the pass copies their states (`Reuse.equalBefore`): only when at
    /// least a quarter of the animations have an equal clock within reach. Otherwise every animation's clock is
    /// stored in animation order and read without the look-up through `clockOf`, which lengthens each clock's chain
    /// of dependent loads (a grid with staggered starts has hundreds of distinct clocks, none within reach of another).
    let copiesStates: Bool
    /// Whether every stored clock runs at speed 1 with time offset +0 (bit for bit), as a scene's clocks mostly do:
    /// the pass then reads neither column, and the speed's sign and scaling fold away.
    let isUnitRate: Bool

    init(_ timings: [MediaTiming]) {
        var slots: [SIMD8<UInt64>: Int32] = [:], distinct: [MediaTiming] = []
        let equalClocks = timings.map { m in
            let bits = SIMD8(m.beginTime.bitPattern, m.speed.bitPattern, m.timeOffset.bitPattern,
                             m.effectiveDuration.bitPattern, m.activeDuration.bitPattern, UInt64(Self.flags(m)), 0, 0)
            if let slot = slots[bits] { return slot }
            slots[bits] = Int32(distinct.count)
            distinct.append(m)
            return Int32(distinct.count - 1)
        }
        let equalBefore = timings.indices.map { j in
            let window = 1..<Swift.min(j + 1, SamplingBlock.maxAnimations)
            return UInt8(window.first { equalClocks[j - $0] == equalClocks[j] } ?? 0)
        }
        copiesStates = 4 * equalBefore.count { $0 != 0 } >= timings.count
        let stored = copiesStates ? distinct : timings
        clockOf = copiesStates ? equalClocks : timings.indices.map(Int32.init)
        count = stored.count
        var columns = [Double](repeating: 0, count: Column.allCases.count * stored.count)
        for (j, m) in stored.enumerated() {
            func set(_ column: Column, _ value: Double) { columns[column.rawValue * stored.count + j] = value }
            set(.beginTime, m.beginTime); set(.speed, m.speed); set(.timeOffset, m.timeOffset)
            set(.duration, m.effectiveDuration)
            set(.activeDuration, m.activeDuration)
        }
        self.columns = columns
        isUnitRate = stored.allSatisfy(Self.hasUnitRate)
        reuse = timings.indices.map { [copiesStates] j in
            let shares = j > 0 && Self.sharesPosition(timings[j], timings[j - 1])
                && Self.flags(timings[j]) & 3 == Self.flags(timings[j - 1]) & 3
            return Reuse(equalBefore: copiesStates ? equalBefore[j] : 0, sharesPlace: shares,
                         flags: UInt8(Self.flags(timings[j])))
        }
    }

    /// The three fill and repeat flags of `m` as one number: 1 where the animation shows before its start (fills
    /// backwards), + 2 where it shows after its end as a top-level animation (fills forwards and is not removed),
    /// + 4 where each iteration plays forward then backward.
    private static func flags(_ m: MediaTiming) -> Int {
        (m.fillMode.fillsBackwards ? 1 : 0) + (m.fillMode.fillsForwards && !m.isRemovedOnCompletion ? 2 : 0)
            + (m.autoreverses ? 4 : 0)
    }

    /// Whether `m` runs at speed 1 with time offset +0, bit for bit (−0 as an offset would turn an elapsed −0 into −0).
    static func hasUnitRate(_ m: MediaTiming) -> Bool {
        m.speed.bitPattern == (1.0).bitPattern && m.timeOffset.bitPattern == (0.0).bitPattern
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

    /// Where each animation of `range` is at parent time `tp`, as top-level animations (not group children).
    ///
    /// Writes `range.count` entries from the start of each output: the time into the iteration, the iteration and
    /// in `shows` 0 where the animation contributes nothing (`MediaTiming.state` returns nil), 2 where it contributes
    /// with the before flag set (`TimingState.approachingFromBelow`) and 1 where it contributes without; and the
    /// effective duration, so that later passes read it from the frame's scratch, not through `clockOf`.
    func states(atParentTime tp: Double, for range: Range<Int>, time: UnsafeMutablePointer<Double>,
                iteration: UnsafeMutablePointer<Double>, shows: UnsafeMutablePointer<Double>,
                duration: UnsafeMutablePointer<Double>) {
        guard range.lowerBound >= 0, range.upperBound <= clockOf.count else { return }
        // Four copies of one loop, each with its choices folded in.
        switch (copiesStates, isUnitRate) {
        case (true, true):
            states(atParentTime: tp, for: range, time: time, iteration: iteration, shows: shows, duration: duration,
                   copies: true, unit: true)
        case (true, false):
            states(atParentTime: tp, for: range, time: time, iteration: iteration, shows: shows, duration: duration,
                   copies: true, unit: false)
        case (false, true):
            states(atParentTime: tp, for: range, time: time, iteration: iteration, shows: shows, duration: duration,
                   copies: false, unit: true)
        case (false, false):
            states(atParentTime: tp, for: range, time: time, iteration: iteration, shows: shows, duration: duration,
                   copies: false, unit: false)
        }
    }

    /// The pass over equal clocks stored once, copying their states (`copies`), or over every animation's clock;
    /// `unit`: every clock `hasUnitRate`, so its speed and offset are the constants 1 and +0.
    @inline(__always)
    private func states(atParentTime tp: Double, for range: Range<Int>, time: UnsafeMutablePointer<Double>,
                        iteration: UnsafeMutablePointer<Double>, shows: UnsafeMutablePointer<Double>,
                        duration: UnsafeMutablePointer<Double>, copies: Bool, unit: Bool) {
        withBuffers(from: range.lowerBound) { column, clockOf, reuse in
            let b = column(.beginTime), s = column(.speed), o = column(.timeOffset), d = column(.duration)
            let a = column(.activeDuration)
            var place = Place(position: 0, isBefore: false, isAfter: false, shows: false), hasPlace = false
            for k in 0..<range.count {
                let back = Int(reuse[k].equalBefore)
                if copies && back != 0 && back <= k {
                    time[k] = time[k &- back]; iteration[k] = iteration[k &- back]; shows[k] = shows[k &- back]
                    duration[k] = duration[k &- back]
                    hasPlace = false
                    continue
                }
                let j = copies ? Int(clockOf[k]) : range.lowerBound &+ k, bits = Int(reuse[k].flags)
                // No place worked out just before (the range's first clock, or after a copy): whatever the flag says.
                if !hasPlace || !reuse[k].sharesPlace {
                    place = Self.place(tp, begin: b[j], speed: unit ? 1 : s[j], offset: unit ? 0 : o[j], active: a[j],
                                       fills: bits)
                    hasPlace = true
                }
                let state = Self.state(place, duration: d[j], autoreverses: bits & 4 != 0)
                duration[k] = d[j]
                time[k] = state.time
                iteration[k] = state.iteration
                shows[k] = state.shows
            }
        }
    }

    /// Calls `body` with the columns, and the per-animation arrays from animation `first` on, as raw pointers.
    @inline(__always)
    private func withBuffers(from first: Int, _ body: ((Column) -> UnsafePointer<Double>, UnsafePointer<Int32>,
                                                      UnsafePointer<Reuse>) -> Void) {
        columns.withUnsafeBufferPointer { columns in
            clockOf.withUnsafeBufferPointer { clockOf in
                reuse.withUnsafeBufferPointer { reuse in
                    guard let base = columns.baseAddress, let clockOf = clockOf.baseAddress,
                          let reuse = reuse.baseAddress else { return }
                    body({ base + $0.rawValue &* count }, clockOf + first, reuse + first)
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
        // Inside the first leg the quotient is below 1 (a double under a finite d divides to at most the one below
        // 1), so the leg is +0 and the time the position itself: the division and the library's floor are skipped.
        // Not at −0 (its leg floors to −0) nor for an endless d (the time is then 0 · ∞, not a number).
        if position > 0 && position < d && d < .infinity {
            return (position, 0, place.isBefore ? 2 : 1)
        }
        var leg = (position / d).rounded(.down)
        var legTime = position - leg * d
        // Exactly on the end: the end of the final leg, not the start of a next one.
        if place.isAfter && legTime == 0 && position != 0 {
            leg -= 1
            legTime = d
        }
        var isReverse = false, iteration = leg
        if autoreverses {
            iteration = (leg / 2).rounded(.down)
            isReverse = leg - 2 * iteration != 0
        }
        let beforeFlag = MediaTiming.beforeFlag(isBefore: place.isBefore, isAfter: place.isAfter, isReverse: isReverse)
        return (isReverse ? d - legTime : legTime, iteration, beforeFlag ? 2 : 1)
    }
}
