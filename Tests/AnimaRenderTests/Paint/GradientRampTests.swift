import AnimaCore
import Testing
@testable import AnimaRender

@Suite("Gradient ramp: the entries a row can skip or fill as a span")
struct GradientRampTests {
    /// Clear → opaque black → clear at 0.4, 0.5, 0.6: entry i is t = i/1023, so alpha is zero up to t = 0.4
    /// (i ≤ 409) and from t = 0.6 (i ≥ 614); only the entries strictly between can be visible.
    @Test("a clear-ended ramp is visible only between its clear stops")
    func visibleEntries() throws {
        let ramp = try #require(GradientRamp(colors: [Color(0, 0, 0, 0), Color(0, 0, 0, 1), Color(0, 0, 0, 0)],
                                             locations: [0.4, 0.5, 0.6]))
        let visible = try #require(ramp.visible)
        #expect(visible.lowerBound >= 410 && visible.upperBound <= 613)
        for i in 0..<GradientRamp.size where !visible.contains(i) {
            #expect(ramp.words[i] == 0)
        }
    }

    @Test("outside its varying entries an opaque ramp reads its first or its last word")
    func varyingEntries() throws {
        let ramp = try #require(GradientRamp(colors: [.white, Color(0.2, 0.4, 0.6), .white], locations: [0.3, 0.5, 0.7]))
        let varying = try #require(ramp.varying)
        for i in 0..<varying.lowerBound { #expect(ramp.words[i] == ramp.words[0]) }
        for i in (varying.upperBound + 1)..<GradientRamp.size { #expect(ramp.words[i] == ramp.words[GradientRamp.size - 1]) }
        #expect(GradientRamp(colors: [.white], locations: [])?.varying == nil)
    }

    /// By definition every column left out of `columns(reading:)` must read an entry outside the range; checked for
    /// steps of both signs, tiny and huge, and starts on both sides of the range.
    @Test("columns(reading:) keeps every column whose t reads an entry of the range", arguments: [
        (Float(-0.3), Float(0.0021)), (0.9, -0.0017), (0.45, 0.00001), (-5, 0.9), (0.5, -1e-7), (2, 0.001),
    ])
    func columnsAreASuperset(t0: Float, dt: Float) {
        let entries = 400...620, n = 700
        let kept = GradientRamp.columns(reading: entries, t0: t0, dt: dt, count: n)
        for j in 0..<n where !kept.contains(j) {
            #expect(!entries.contains(GradientRamp.index(t0 + Float(j) * dt)), "column \(j)")
        }
    }

    @Test("indices(t0:dt:from:) reads the same four entries as index(_:), the clamped ends and NaN included")
    func lanesMatchIndex() {
        for (t0, dt) in [(Float(-0.37), Float(0.00123)), (1.2, -0.0031), (0.5, 0.000_488_7), (0, 1e-9), (.nan, 0.1)] {
            for j in stride(from: 0, to: 1200, by: 4) {
                let lanes = GradientRamp.indices(t0: t0, dt: dt, from: j)
                for k in 0..<4 {
                    #expect(Int(lanes[k]) == GradientRamp.index(t0 + Float(j + k) * dt), "t0 \(t0) dt \(dt) column \(j + k)")
                }
            }
        }
    }
}
