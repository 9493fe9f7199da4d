import Testing
@testable import AnimaCore

@Suite("SamplingMemo (reused results equal fresh ones)")
struct SamplingMemoTests {
    @Test("Spring values: repeated, alternating and −0 inputs give exactly Spring.value(at:)")
    func springs() {
        var memo = SamplingMemo()
        let a = Spring(mass: 1, stiffness: 100, damping: 10), b = Spring(mass: 1, stiffness: 100, damping: 10.5)
        for (spring, t) in [(a, 0.3), (a, 0.3), (b, 0.3), (a, 0.3), (a, 0.31), (a, -0.0), (a, 0.0), (b, 2)] {
            #expect(memo.value(of: spring, at: t).bitPattern == spring.value(at: t).bitPattern)
        }
    }

    @Test("cos and sin: a hit is exact, and −0 is not taken for 0 (sin keeps the sign)")
    func angles() {
        var memo = SamplingMemo()
        for angle in [0.5, 0.5, -0.0, 0.0, -0.0, 1e-300, .pi] {
            let (c, s) = memo.cosineAndSine(of: angle)
            #expect(c.bitPattern == Double.cos(angle).bitPattern)
            #expect(s.bitPattern == Double.sin(angle).bitPattern)
        }
    }
}
