@_spi(Benchmarks) import AnimaCore
import Benchmark
import BenchmarkSupport

/// Reference for the accuracy check: Bernstein form bisected on x to a 1e-15 bracket.
func referenceY(_ p: (Double, Double, Double, Double), _ x: Double) -> Double {
    func bernstein(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * a * s * s * t + 3 * b * s * t * t + t * t * t
    }
    var lo = 0.0, hi = 1.0
    while hi - lo > 1e-15 {
        let mid = 0.5 * (lo + hi)
        if mid == lo || mid == hi { break }
        if bernstein(p.0, p.2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(p.1, p.3, 0.5 * (lo + hi))
}

let inputCount = 1_000_000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadClock.metric, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 30
    )

    var random = SeededRandom(seed: 20_251_121)
    let xs = (0..<inputCount).map { _ in random.nextUnit() }
    let named = TimingFunction.named.map(\.function)
    let randomCurves: [TimingFunction] = (0..<1000).map { _ in
        .cubicBezier(random.nextUnit(), random.nextUnit() * 3 - 1, random.nextUnit(), random.nextUnit() * 3 - 1)
    }

    // Accuracy, checked once outside timing: ours (both forms) must be within 1e-7 of the reference in y.
    var ourMax = 0.0, preparedMax = 0.0, chromiumMax = 0.0
    for (i, x) in xs.prefix(200_000).enumerated() {
        let f = i & 1 == 0 ? named[i % named.count] : randomCurves[i % randomCurves.count]
        guard let p = f.controlPoints else { continue }
        let reference = referenceY(p, x)
        ourMax = max(ourMax, abs(f(x) - reference))
        preparedMax = max(preparedMax, abs(PreparedTimingFunction(f)(x) - reference))
        chromiumMax = max(chromiumMax, abs(ChromiumCubicBezier(p.0, p.1, p.2, p.3).solve(x) - reference))
    }
    print("Cubic-Bézier max |Δy| vs bisection over 200,000 inputs: ours \(ourMax), ours prepared \(preparedMax), Chromium port \(chromiumMax)")
    precondition(ourMax <= 1e-7, "solver error \(ourMax) exceeds 1e-7")
    precondition(preparedMax <= 1e-7, "prepared solver error \(preparedMax) exceeds 1e-7")

    func register(_ label: String, _ curves: [TimingFunction]) {
        // Chromium builds its table once per curve, and so does "ours prepared" (as the timeline does at
        // compile time); "ours" solves from the enum's four numbers on every call (exporters, one-off calls).
        let prepared = curves.map { PreparedTimingFunction($0) }
        let baseline = curves.map { f -> ChromiumCubicBezier in
            let p = f.controlPoints ?? (0, 0, 1, 1)
            return ChromiumCubicBezier(p.0, p.1, p.2, p.3)
        }
        let n = curves.count
        Benchmark("Bezier \(label) ours (1M solves)") { benchmark in
            ThreadClock.measure(benchmark) {
                var sum = 0.0
                var j = 0
                for x in xs {
                    sum += curves[j](x)
                    // A wrapping counter, not i % n: an integer division would cost as much as a solve.
                    j += 1; if j == n { j = 0 }
                }
                blackHole(sum)
            }
        }
        Benchmark("Bezier \(label) ours prepared (1M solves)") { benchmark in
            // Read in place through a pointer, as the timeline does: a copy would move the ~750-byte table.
            prepared.withUnsafeBufferPointer { curves in
                guard let base = curves.baseAddress else { return }
                ThreadClock.measure(benchmark) {
                    var sum = 0.0
                    var j = 0
                    for x in xs {
                        sum += PreparedTimingFunction.evaluate(base + j, at: x)
                        j += 1; if j == n { j = 0 }
                    }
                    blackHole(sum)
                }
            }
        }
        Benchmark("Bezier \(label) Chromium (1M solves)") { benchmark in
            ThreadClock.measure(benchmark) {
                var sum = 0.0
                var j = 0
                for x in xs {
                    sum += baseline[j].solve(x)
                    j += 1; if j == n { j = 0 }
                }
                blackHole(sum)
            }
        }
    }

    register("5 named mixed", named)
    register("random curves", randomCurves)
    for (name, f) in TimingFunction.named where name != "linear" {
        register(name, [f])
    }

    Benchmark("Spring value (1M samples)") { benchmark in
        let spring = Spring(duration: 0.5, bounce: 0.3)
        ThreadClock.measure(benchmark) {
            var sum = 0.0
            for x in xs { sum += spring.value(at: x) }
            blackHole(sum)
        }
    }
}
