import Testing
@testable import AnimaCore

@Suite("VectorKeyframeTable (flattened keyframes read as the compiled class reads them)")
struct VectorKeyframeTableTests {
    @Test("Every flattened animation of a mixed scene gives CompiledKeyframes' value bit for bit, inside and outside 0…1")
    func matchesCompiledKeyframes() throws {
        let timeline = try Timeline(SamplingBlockTests.scene())
        var random = SeededRandom(seed: 9)
        var checked = 0
        timeline.timingTable.withUnsafeBufferPointer { timing in
            timeline.vectorKeyframes.withBuffers { table in
                guard let table, let timing = timing.baseAddress else { Issue.record("empty table"); return }
                for a in timeline.animations where a.vectorKeyframes >= 0 {
                    let compiled = timeline.keyframes[a.payload]
                    let e = a.vectorKeyframes
                    #expect(table.entries[e].delta == compiled.vectorDelta)
                    #expect(table.entries[e].isPaced == compiled.isPaced)
                    for p in [0, 1, -0.25, 1.25, 0.5] + (0..<20).map({ _ in random.nextUnit() }) {
                        for flag in [false, true] {
                            let expected = compiled.vector(at: p, approachingFromBelow: flag).value
                            let got = table.vector(e, at: p, approachingFromBelow: flag, timing: timing)
                            #expect(got == expected, "animation \(e) at \(p), before flag \(flag)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test("Only vector-lane animations without a path are flattened")
    func onlyVectorLaneWithoutPath() throws {
        var layer = Layer(id: "a")
        layer.add(.keyframes(.opacity, values: [0, 1], duration: 1), forKey: "vector")
        layer.add(.keyframes(.transform, values: [.transform(.identity), .transform(.rotation(1))], duration: 1), forKey: "general")
        layer.add(.follow(Path(rect: Rect(0, 0, 10, 10)), duration: 1), forKey: "path")
        let timeline = try Timeline(Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [layer]))
        #expect(timeline.animations.map { $0.vectorKeyframes >= 0 } == [true, false, false])
    }
}
