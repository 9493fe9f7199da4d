extension SamplingBlock {
    /// One block's results of the clock pass (`AnimationClocks.states`) and the fraction pass, in the frame's stack
    /// scratch: the block's k-th animation's numbers at offset k of each column.
    struct Pass {
        /// The block's first animation: animation `a` is at offset `a - first`.
        var first = 0
        let time: UnsafeMutablePointer<Double>
        let iteration: UnsafeMutablePointer<Double>
        /// 0: the animation shows nothing; 1: it shows; 2: it shows with the before flag set.
        let shows: UnsafeMutablePointer<Double>
        /// The effective duration of each animation's clock.
        let duration: UnsafeMutablePointer<Double>
        /// The eased progress or spring value of each showing animation (`Timeline.fraction`).
        let fractions: UnsafeMutablePointer<Double>
        /// The own value of each showing animation the pass works out (`Timeline.passValues`).
        let values: UnsafeMutablePointer<SIMD4<Double>>

        /// The columns laid one after another from `scratch`, which holds `4 · maxAnimations` numbers, and the
        /// durations and values in `duration` and `values`, which hold `maxAnimations` each.
        init(_ scratch: UnsafeMutablePointer<Double>, duration: UnsafeMutablePointer<Double>,
             values: UnsafeMutablePointer<SIMD4<Double>>) {
            self.values = values
            self.duration = duration
            time = scratch
            iteration = scratch + maxAnimations
            shows = scratch + 2 * maxAnimations
            fractions = scratch + 3 * maxAnimations
        }

        /// The timing state of the block's k-th animation.
        @inline(__always)
        func state(_ k: Int) -> TimingState {
            TimingState(time: time[k], duration: duration[k], iteration: iteration[k],
                        approachingFromBelow: shows[k] == 2)
        }
    }
}
