import Testing
@testable import AnimaCore

@Suite("SamplingMemo (reused results equal fresh ones)")
struct SamplingMemoTests {
    @Test("Spring values: repeated, alternating and −0 inputs give exactly Spring.value(at:)")
    func springs() {
        var memo = SamplingMemo()
        // Two springs in a timeline's table, told apart by their slot: at one time their values differ.
        let springs = [Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 100, damping: 10.5)]
        let table = springs.map(PreparedSpring.init)
        table.withUnsafeBufferPointer { table in
            guard let base = table.baseAddress else { return }
            let inputs = [(0, 0.3), (0, 0.3), (1, 0.3), (0, 0.3), (0, 0.31), (0, -0.0), (0, 0.0), (1, 2), (1, 0.3)]
            for (slot, t) in inputs {
                let value = memo.value(of: base + slot, slot: slot, at: t)
                #expect(value.bitPattern == springs[slot].value(at: t).bitPattern, "spring \(slot) at \(t)")
            }
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
