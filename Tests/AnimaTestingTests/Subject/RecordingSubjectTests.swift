#if !canImport(Darwin)
import Anima
import AnimaTestSupport
import AnimaTesting
import AnimaUIKit
import SnapshotTesting
import Testing

/// AnimaUIKit code recorded with `AnimaRecording` and pinned by the strategies and checks, as a team's test would.
@MainActor @Suite(.drivesTheClock) struct RecordingSubjectTests {
    let sandbox: SnapshotSandbox

    init() throws { sandbox = try SnapshotSandbox() }

    /// A 200×100 screen with a 40×40 card at the left that fades out while it slides 100 pt right in `duration`.
    private func fadeAndSlide(duration: Double = 1, options: UIView.AnimationOptions = []) -> AnimaRecording {
        TestClock.reset()
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
        card.layer.name = "card"   // the recording outlives the views, so the name goes on the layer
        screen.addSubview(card)
        let recording = AnimaRecording(root: screen)
        UIView.animate(withDuration: duration, delay: 0, options: options) {
            card.alpha = 0
            card.center.x += 100
        }
        AnimaClock.advance(by: 1.2)
        return recording
    }

    // UIView.animate's default curve is easeInEaseOut (0.42, 0, 0.58, 1) (research note uikit-swiftui-anchors §1,
    // U1); its progress at 0.25, 0.5, 0.75 is 0.129162, 0.5, 0.870838 (vector W2). So opacity 1 − p reads 0.8708,
    // 0.5000, 0.1292, and position.x 20 + 100·p reads 32.9162, 70.0000, 107.0838; at 0 and 1 s the ends, 1 and 20,
    // 0 and 120, and after the animation (1.2 s) the model values 0 and 120.
    private static let expectedTable = """
        card opacity at 0.00: 1.0000
        card opacity at 0.25: 0.8708
        card opacity at 0.50: 0.5000
        card opacity at 0.75: 0.1292
        card opacity at 1.00: 0.0000
        card opacity at 1.20: 0.0000
        card position.x at 0.00: 20.0000
        card position.x at 0.25: 32.9162
        card position.x at 0.50: 70.0000
        card position.x at 0.75: 107.0838
        card position.x at 1.00: 120.0000
        card position.x at 1.20: 120.0000

        """

    private static let times = [0, 0.25, 0.5, 0.75, 1, 1.2]

    @Test func valuesOfARecordedUIViewAnimateFollowEaseInEaseOut() {
        let table = ValueTable(times: Self.times, keyPaths: ["opacity", "position.x"], layers: ["card"])
        #expect(table.text(fadeAndSlide()) == Self.expectedTable)
    }

    @Test func valuesSnapshotOfARecordingCatchesAChangedCurve() throws {
        let strategy = Snapshotting<AnimaRecording, String>.values(at: Self.times, keyPaths: ["opacity", "position.x"],
                                                                    layers: ["card"])
        sandbox.record(fadeAndSlide(), as: strategy, named: "values")
        #expect(sandbox.verify(fadeAndSlide(), as: strategy, named: "values") == nil, "a second recording is identical")
        // .curveLinear: opacity at 0.25 s is 1 − 0.25 = 0.75 instead of 0.8708.
        let message = try #require(sandbox.verify(fadeAndSlide(options: .curveLinear), as: strategy, named: "values"))
        #expect(message.contains("−card opacity at 0.25: 0.8708"))
        #expect(message.contains("+card opacity at 0.25: 0.7500"))
    }

    @Test func valuesSnapshotOfARecordingCatchesAChangedDuration() throws {
        let strategy = Snapshotting<AnimaRecording, String>.values(at: Self.times, keyPaths: ["opacity"], layers: ["card"])
        sandbox.record(fadeAndSlide(), as: strategy, named: "values")
        // 1 s → 0.5 s: at 0.25 s the card is already half faded (0.5000).
        let message = try #require(sandbox.verify(fadeAndSlide(duration: 0.5), as: strategy, named: "values"))
        #expect(message.contains("+card opacity at 0.25: 0.5000"))
    }

    @Test func everyStrategyAcceptsARecording() {
        let recording = fadeAndSlide()
        sandbox.record(recording, as: .filmstrip(at: [0, 0.5, 1]), named: "filmstrip")
        sandbox.record(recording, as: .gif(fps: 10), named: "gif")
        sandbox.record(recording, as: .lottie, named: "lottie")
        sandbox.record(recording, as: .web, named: "web")
        #expect(sandbox.verify(recording, as: .filmstrip(at: [0, 0.5, 1]), named: "filmstrip") == nil)
        #expect(sandbox.verify(recording, as: .gif(fps: 10), named: "gif") == nil)
        #expect(sandbox.verify(recording, as: .lottie, named: "lottie") == nil)
        #expect(sandbox.verify(recording, as: .web, named: "web") == nil)
    }

    @Test func checksAcceptARecordingAndNameTheLayer() {
        let recording = fadeAndSlide()
        // easeInEaseOut(0.25) = 0.129161931 (vector K2): opacity 0.870838069.
        #expect(AnimationChecks.value(recording, "card", "opacity", at: 0.25, isCloseTo: 0.870838069, within: 1e-6) == nil)
        #expect(AnimationChecks.monotonic(recording, "card", "position.x", from: 0, to: 1) == nil)
        #expect(AnimationChecks.settles(recording, "card", "opacity", by: 1, within: 1e-9, to: 0) == nil)
        #expect(AnimationChecks.duration(recording, is: 1) == nil)
        // The steepest slope of easeInEaseOut is 1.724138 (W2): 100 pt · 1.724138 / 60 = 2.874 pt per 60 fps frame.
        #expect(AnimationChecks.noJumps(recording, maxDeltaPerFrame: 2.9, keyPaths: ["position.x"]) == nil)
        let failure = AnimationChecks.value(recording, "card", "opacity", at: 0.25, isCloseTo: 0.75, within: 1e-4)
        #expect(failure?.message.contains("card opacity at 0.25") == true, "\(String(describing: failure))")
        expectValue(recording, "card", "position.x", at: 0.5, isCloseTo: 70, within: 1e-9)
    }
}
#endif
