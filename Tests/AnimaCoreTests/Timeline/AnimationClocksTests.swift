import Testing
@testable import AnimaCore

@Suite("AnimationClocks (the vectorised clock pass)")
struct AnimationClocksTests {
    /// Clocks that reach every branch of `MediaTiming.state`: negative, zero and fractional speeds, offsets that wrap,
    /// fractional, zero and endless repeats, repeat durations, autoreverse, every fill mode, removal on and off.
    static func timings() -> [MediaTiming] {
        var random = SeededRandom(seed: 1_124)
        let speeds = [1.0, 2, 0.5, -1, -0.5, 0, 3]
        let repeats = [0.0, 1, 2.5, 3, .infinity]
        var result: [MediaTiming] = []
        for k in 0..<600 {
            var m = MediaTiming()
            m.beginTime = [0, 1, -0.5, 0.25][k % 4] + (k % 7 == 0 ? random.nextUnit() : 0)
            m.duration = [0, 1, 0.3, 2][k / 4 % 4]
            m.speed = speeds[k / 16 % speeds.count]
            m.timeOffset = k % 3 == 0 ? 0 : random.nextUnit() * 2 - 0.5
            m.repeatCount = repeats[k % repeats.count]
            m.repeatDuration = k % 11 == 0 ? 1.7 : 0
            m.autoreverses = k % 2 == 1
            m.fillMode = FillMode.allCases[k / 2 % 4]
            m.isRemovedOnCompletion = k % 5 != 0
            result.append(m)
        }
        return result
    }

    /// Probe times: a grid through before, during and after, each clock's own begin and end, and the far ends.
    static func times(for m: MediaTiming) -> [Double] {
        var times = stride(from: -2.0, through: 8, by: 0.125).map { $0 }
        times += [m.beginTime, m.endTime, m.beginTime + m.effectiveDuration, -1e9, 1e9, 0, -0.0]
        return times.filter { !$0.isNaN }
    }

    @Test("Time, iteration, visibility and the before flag equal MediaTiming.state bit for bit, for every branch")
    func matchesMediaTiming() {
        let timings = Self.timings()
        let clocks = AnimationClocks(timings)
        // 600 clocks drawn from many numbers: few equal ones within reach, so every animation's clock is worked out.
        #expect(!clocks.copiesStates && clocks.count == timings.count)
        var time = [Double](repeating: 0, count: timings.count), iteration = time, shows = time, duration = time
        var compared = 0
        for tp in Self.times(for: MediaTiming()) + [timings[0].beginTime] {
            time.withUnsafeMutableBufferPointer { t in
                iteration.withUnsafeMutableBufferPointer { i in
                    shows.withUnsafeMutableBufferPointer { s in
                        duration.withUnsafeMutableBufferPointer { d in
                            clocks.states(atParentTime: tp, for: 0..<timings.count, time: t.baseAddress!,
                                          iteration: i.baseAddress!, shows: s.baseAddress!, duration: d.baseAddress!)
                        }
                    }
                }
            }
            for (j, m) in timings.enumerated() {
                let expected = m.state(atParentTime: tp)
                #expect((shows[j] != 0) == (expected != nil), "clock \(j) at \(tp)")
                guard let expected else { continue }
                #expect(time[j].bitPattern == expected.time.bitPattern, "clock \(j) at \(tp): \(time[j]) vs \(expected.time)")
                #expect(iteration[j].bitPattern == expected.iteration.bitPattern, "clock \(j) at \(tp)")
                #expect((shows[j] == 2) == expected.approachingFromBelow, "clock \(j) at \(tp): before flag")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }

    @Test("Each clock's own begin and end instants, where the boundary rules apply")
    func boundaries() {
        let timings = Self.timings()
        let clocks = AnimationClocks(timings)
        var time = [0.0], iteration = [0.0], shows = [0.0], duration = [0.0]
        for (j, m) in timings.enumerated() {
            for tp in [m.beginTime, m.endTime, m.beginTime + m.effectiveDuration, m.beginTime.nextDown] where tp.isFinite {
                clocks.states(atParentTime: tp, for: j..<(j + 1), time: &time[0], iteration: &iteration[0],
                              shows: &shows[0], duration: &duration[0])
                let expected = m.state(atParentTime: tp)
                #expect((shows[0] != 0) == (expected != nil), "clock \(j) at \(tp)")
                if let expected {
                    #expect(time[0].bitPattern == expected.time.bitPattern && iteration[0].bitPattern == expected.iteration.bitPattern,
                            "clock \(j) at \(tp)")
                    #expect((shows[0] == 2) == expected.approachingFromBelow, "clock \(j) at \(tp): before flag")
                }
            }
        }
    }

    /// Pairs that start together at one speed and offset for as long (a layer's rotation and fade), with different
    /// durations and autoreverse, in every fill mode and direction: the second of each pair reuses the first's place.
    static func pairedTimings() -> [MediaTiming] {
        var result: [MediaTiming] = []
        for k in 0..<48 {
            var m = MediaTiming()
            m.beginTime = [0, 0.25, -0.5][k % 3]
            m.speed = [1.0, -1, 0.5, 2][k / 3 % 4]
            m.timeOffset = k % 2 == 0 ? 0 : 0.3
            m.fillMode = FillMode.allCases[k % 4]
            m.isRemovedOnCompletion = k % 5 != 0
            var first = m, second = m
            first.duration = 1.2; first.repeatCount = .infinity
            second.duration = 0.8; second.repeatCount = .infinity; second.autoreverses = true
            if k % 4 == 3 {  // a finite active interval: 1.7 s for both
                first.repeatCount = 0; first.repeatDuration = 1.7
                second.repeatCount = 0; second.repeatDuration = 1.7
            }
            result += [first, second]
        }
        return result
    }

    @Test("Clocks that share their place in the active interval equal MediaTiming.state, also from the middle of a pair")
    func sharedPlaces() {
        let timings = Self.pairedTimings()
        let clocks = AnimationClocks(timings)
        for j in stride(from: 1, to: timings.count, by: 2) {
            #expect(AnimationClocks.sharesPosition(timings[j], timings[j - 1]), "pair \(j / 2) shares its place")
        }
        for tp in stride(from: -2.0, through: 4, by: 0.0625).map({ $0 }) + [0.25, 1.95, -0.0, 1e9, -1e9] {
            // Whole, and from each pair's second clock (whose place is then worked out, not reused).
            for start in [0, 1, 7] { expectStates(clocks, timings, from: start, at: tp) }
        }
    }

    @Test("Equal clocks are stored once and copied from up to 31 animations back, also from inside a range")
    func equalClocksCopied() {
        let pool = Array(Self.timings().prefix(24))
        var random = SeededRandom(seed: 28)
        // Runs drawn from 6 of the pool, so equal clocks recur at distances up to ~40 (some past the window).
        let timings = (0..<400).map { j in pool[j % 40 < 20 ? Int(random.next() % 6) : j % 24] }
        let clocks = AnimationClocks(timings)
        #expect(clocks.copiesStates && clocks.count == 24, "each distinct clock once")
        #expect(clocks.reuse.filter { $0.equalBefore != 0 }.count > 100, "most repeats are copied")
        for tp in stride(from: -2.0, through: 8, by: 0.25).map({ $0 }) + [1e9, -0.0] {
            for start in [0, 1, 5, 33] { expectStates(clocks, timings, from: start, at: tp) }
        }
    }

    @Test("Equal clocks are stored once only when a quarter of the animations can copy one: a grid on one clock, not a grid with staggered starts")
    func copiesOnlyWhenItPays() {
        func grid(_ delay: (Int) -> Double) -> [MediaTiming] {
            (0..<300).flatMap { i in
                var rotation = MediaTiming(), fade = MediaTiming()
                rotation.beginTime = delay(i); rotation.duration = 1.2; rotation.repeatCount = .infinity
                fade.beginTime = delay(i); fade.duration = 0.8; fade.autoreverses = true; fade.repeatCount = .infinity
                return [rotation, fade]
            }
        }
        // One clock: every animation from the third on has an equal clock 2 back.
        let oneClock = AnimationClocks(grid { _ in 0 })
        #expect(oneClock.copiesStates && oneClock.count == 2)
        // 97 distinct starts: equal clocks are 194 animations apart, out of reach.
        let staggered = AnimationClocks(grid { Double($0 % 97) * 0.01 })
        #expect(!staggered.copiesStates && staggered.count == 600)
        #expect(staggered.reuse.allSatisfy { $0.equalBefore == 0 }, "nothing is copied")
        // Equal neighbours for a fifth of the layers: under a quarter, so nothing is copied either.
        let fewRepeats = AnimationClocks(grid { $0 % 5 == 1 ? Double($0 - 1) : Double($0) })
        #expect(!fewRepeats.copiesStates)
        for tp in [-0.5, 0, 0.3, 1.19, 2.5, 100.01] {
            for clocks in [(oneClock, grid { _ in 0 }), (staggered, grid { Double($0 % 97) * 0.01 })] {
                for start in [0, 1, 30] { expectStates(clocks.0, clocks.1, from: start, at: tp) }
            }
        }
    }

    @Test("Clocks of speed 1 and offset +0 take the unit-rate pass, almost such clocks the general one; both equal MediaTiming.state")
    func unitRate() {
        func grid(speed: Double, offset: Double) -> [MediaTiming] {
            (0..<120).map { i in
                var m = MediaTiming()
                m.beginTime = [0, -0.0, 0.25, -0.5][i % 4] + Double(i % 7) * 0.01
                m.duration = [1.2, 0.8, 2][i % 3]
                m.speed = speed; m.timeOffset = offset
                m.repeatCount = [.infinity, 2.5, 1][i / 4 % 3]
                m.autoreverses = i % 2 == 1
                m.fillMode = FillMode.allCases[i / 3 % 4]
                m.isRemovedOnCompletion = i % 5 != 0
                return m
            }
        }
        // Speed one ulp either side of 1 scales the elapsed time (7.3 · (1 + 2⁻⁵²) rounds up); an offset of −0 turns
        // an elapsed −0 into −0 where +0 gives +0; 10⁻³⁰⁰ moves every begin instant off 0.
        let cases: [(speed: Double, offset: Double, unit: Bool)] = [
            (1, 0, true), ((1.0).nextUp, 0, false), ((1.0).nextDown, 0, false), (1, -0.0, false),
            (1, 1e-300, false), (-1, 0, false),
        ]
        for c in cases {
            let timings = grid(speed: c.speed, offset: c.offset)
            let clocks = AnimationClocks(timings)
            #expect(clocks.isUnitRate == c.unit, "speed \(c.speed), offset \(c.offset)")
            for tp in stride(from: -1.0, through: 7.5, by: 0.05).map({ $0 }) + [-0.0, 0.25, 7.3, 1e9, -1e9] {
                for start in [0, 1, 3] { expectStates(clocks, timings, from: start, at: tp) }
            }
        }
    }

    /// Clocks in and around their first leg: begins 0 and 1, durations 0.5 (three repeats), 0.8 (three autoreversing
    /// repeats), 2 (once) and endless, offsets +0, −0 and 0.3, without fill and filling backwards. Inside the first
    /// leg the pass takes the position as the time without dividing; these are the cases where that would go wrong.
    static func firstLegTimings() -> [MediaTiming] {
        var result: [MediaTiming] = []
        for begin in [0.0, 1] {
            for duration in [0.5, 0.8, 2, .infinity] {
                for offset in [0.0, -0.0, 0.3] {
                    for fill in [FillMode.removed, .backwards] {
                        var m = MediaTiming()
                        m.beginTime = begin; m.duration = duration; m.timeOffset = offset; m.fillMode = fill
                        m.repeatCount = duration < 1 ? 3 : 0
                        m.autoreverses = duration == 0.8
                        result.append(m)
                    }
                }
            }
        }
        return result
    }

    @Test("Inside the first leg the time is the position; on the leg's end, at −0, when endless and in a backwards fill it is MediaTiming's")
    func firstLeg() {
        let timings = Self.firstLegTimings()
        let clocks = AnimationClocks(timings)
        // The legs' ends and the doubles either side of them (1.8 − 1 is 0.8 exactly; on the end of a leg that does
        // not autoreverse the next leg starts at 0), −0 (the elapsed −0 plus an offset −0 is −0, whose leg
        // MediaTiming floors to −0), before each begin (a backwards fill shows the offset).
        let times = [-0.0, 0, 0.25, 0.5.nextDown, 0.5, 0.5.nextUp, 0.8.nextDown, 0.8, 0.8.nextUp, 1, 1.25, 1.5,
                     1.8.nextDown, 1.8, 1.8.nextUp, 2.9, 3]
        for tp in times {
            for start in [0, 1, 5] { expectStates(clocks, timings, from: start, at: tp) }
        }
        // By hand: the 0.8 s clock beginning at 1 with offset +0 is 0.25 s into its first leg at 1.25 s, iteration 0;
        // filling backwards with offset 0.3 it shows 0.3 s at 0.5 s, before its begin, with the before flag set; the
        // endless one at 1.25 s works out 0.25 − 0 · ∞, not a number, as MediaTiming does (no time ends its first leg).
        var time = [0.0], iteration = [0.0], shows = [0.0], duration = [0.0]
        func state(of j: Int, at tp: Double) -> (time: Double, iteration: Double, shows: Double) {
            clocks.states(atParentTime: tp, for: j..<(j + 1), time: &time[0], iteration: &iteration[0],
                          shows: &shows[0], duration: &duration[0])
            return (time[0], iteration[0], shows[0])
        }
        let plain = timings.firstIndex { $0.beginTime == 1 && $0.duration == 0.8 && $0.timeOffset.bitPattern == 0
            && $0.fillMode == .removed }
        let filled = timings.firstIndex { $0.beginTime == 1 && $0.duration == 0.8 && $0.timeOffset == 0.3
            && $0.fillMode == .backwards }
        let endless = timings.firstIndex { $0.beginTime == 1 && $0.duration == .infinity
            && $0.timeOffset.bitPattern == 0 && $0.fillMode == .removed }
        guard let plain, let filled, let endless else {
            Issue.record("clocks missing")
            return
        }
        #expect(state(of: plain, at: 1.25) == (0.25, 0, 1))
        #expect(state(of: filled, at: 0.5) == (0.3, 0, 2))
        #expect(state(of: endless, at: 1.25).time.isNaN && state(of: endless, at: 1.25).shows == 1)
    }

    /// Runs the pass over `timings[start...]` at `tp` and expects what `MediaTiming.state` gives, clock by clock.
    private func expectStates(_ clocks: AnimationClocks, _ timings: [MediaTiming], from start: Int, at tp: Double) {
        let range = start..<timings.count
        var time = [Double](repeating: 0, count: timings.count), iteration = time, shows = time, duration = time
        time.withUnsafeMutableBufferPointer { t in
            iteration.withUnsafeMutableBufferPointer { i in
                shows.withUnsafeMutableBufferPointer { s in
                    duration.withUnsafeMutableBufferPointer { d in
                        clocks.states(atParentTime: tp, for: range, time: t.baseAddress!, iteration: i.baseAddress!,
                                      shows: s.baseAddress!, duration: d.baseAddress!)
                    }
                }
            }
        }
        for j in range {
            let k = j - start, expected = timings[j].state(atParentTime: tp)
            #expect((shows[k] != 0) == (expected != nil), "clock \(j) at \(tp) from \(start)")
            guard let expected else { continue }
            #expect(time[k].bitPattern == expected.time.bitPattern && iteration[k].bitPattern == expected.iteration.bitPattern,
                    "clock \(j) at \(tp) from \(start)")
            #expect((shows[k] == 2) == expected.approachingFromBelow, "clock \(j) at \(tp) from \(start): before flag")
            #expect(duration[k].bitPattern == timings[j].effectiveDuration.bitPattern,
                    "clock \(j) at \(tp) from \(start): duration")
        }
    }
}
