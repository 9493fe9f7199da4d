import AnimaCore
import Testing
import AnimaTestSupport
import RealModule

@Suite("Spring animations in the timeline")
struct SpringAnimationTests {
    // Apple-measured CASpringAnimation samples (ChouTiUI): damping ratio 1, response 1 → m 1, k 4π², c 4π.
    let spring = Spring(mass: 1, stiffness: 39.47841760435743, damping: 12.566370614359172)

    @Test(arguments: [(0.3, 0.56196046), (0.6, 0.89003396), (0.9, 0.976705), (1.2, 0.99546117)])
    func springRunsInAbsoluteSeconds(t: Double, expected: Double) throws {
        // Duration 5 only truncates: the value at t is the spring's, not a function of t / duration.
        let a = Animation.spring(.opacity, from: 0, to: 1, spring: spring, duration: 5)
        #expect((try sampleOne([a], at: t).opacity).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
    }

    @Test func springMapsOntoTheRange() throws {
        let a = Animation.spring(.positionY, from: 80, to: 100, spring: spring, duration: 5)
        #expect((try sampleOne([a], at: 0.6).position.y).isApproximatelyEqual(to: 80 + 20 * 0.89003396, absoluteTolerance: 2e-5))
    }

    @Test func durationTruncates() throws {
        let a = Animation.spring(.opacity, from: 0, to: 1, spring: spring, duration: 0.5)
        #expect((try sampleOne([a], model: { $0.opacity = 0.25 }, at: 0.6).opacity).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9))
    }
}
