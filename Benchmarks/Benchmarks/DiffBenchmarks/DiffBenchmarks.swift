import AnimaTransitions
import Benchmark

/// Issue 5: the id diff against Swift's `CollectionDifference` (Myers, moves by `inferringMoves()`) on the same lists
/// — 10 % deleted, 10 % inserted, 5 % moved — in the same run. Compare the two benchmarks of one size for the ratio.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    for count in [10_000, 100_000] {
        let input = DiffInput(count: count)
        Benchmark("ListDiff \(count) items") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(ListDiff(from: input.before, to: input.after)) }
        }
        // Myers is quadratic in the number of changes here: a few iterations are all one can afford at 100,000.
        Benchmark("CollectionDifference.inferringMoves \(count) items",
                  configuration: .init(maxDuration: .seconds(60), maxIterations: count > 10_000 ? 2 : 10)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(input.after.difference(from: input.before).inferringMoves()) }
        }
    }
}
