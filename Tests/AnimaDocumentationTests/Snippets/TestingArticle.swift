import Anima
import AnimaTesting
import AnimaTestSupport
import Foundation
import SnapshotTesting
import Testing

// The Testing Your Animations article's snippets, run.

@Test func bellSwingsHalfwayInTheFirstTwelfth() throws {
    var bell = Layer(id: "bell")
    bell.frame = Rect(0, 0, 80, 96)
    let angle = 22.5 * Double.pi / 180
    bell.add(.keyframes(.rotationZ, values: [0, .number(-angle), .number(angle), .number(-angle),
                                             .number(angle), .number(-angle), 0], duration: 1)
                .timingFunction(.linear), forKey: "shake")
    let timeline = try Timeline(Scene(canvas: .init(width: 80, height: 96), timeline: .init(duration: 1),
                                      layers: [bell]))
    // Six equal segments of 1/6 s, linear: at 1/12 s the bell is halfway from 0 to −22.5°, so at −11.25°.
    let z = try #require(timeline.sample(at: 1.0 / 12)["bell"]?[.rotationZ].number)
    #expect(abs(z - (-11.25 * .pi / 180)) < 1e-9)
}

private let bellURL = Repository.url("Examples/bell.json")

@Test func bellRings() throws {
    let bell = try SceneDecoder().decode(Data(contentsOf: bellURL))
    assertSnapshot(of: bell, as: .filmstrip(at: [0, 0.0833, 0.25, 0.5, 0.75, 1.2]))
    assertSnapshot(of: bell, as: .values(at: [0, 0.0833, 0.25], keyPaths: ["transform.rotation.z"]))
    assertSnapshot(of: bell, as: .gif(fps: 10))      // every displayed frame compared on decoded pixels
    assertSnapshot(of: bell, as: .lottie)            // export text, numbers to 6 significant digits
    assertSnapshot(of: bell, as: .web)               // the Web page export
}

/// The article's checks: the linear bell (−π/16 at 1/12 s, as worked out above), the card's pop (scale 1 → 1.1
/// over its first 0.3 s), the passcode field's additive shake (0.4 s, back at its model x of 160), a skeleton; the bell's one
/// second of keyframes is its only animation.
@Test func testingArticleChecks() throws {
    var bell = Layer(id: "bell")
    bell.frame = Rect(0, 0, 80, 96)
    let angle = 22.5 * Double.pi / 180
    bell.add(.keyframes(.rotationZ, values: [0, .number(-angle), .number(angle), .number(-angle),
                                             .number(angle), .number(-angle), 0], duration: 1), forKey: "shake")
    let examples = Repository.url("Examples")
    let card = try SceneDecoder().decode(Data(contentsOf: examples.appendingPathComponent("pulse-shake.json")))
    let field = try SceneDecoder().decode(Data(contentsOf: examples.appendingPathComponent("passcode-shake.json")))
    let skeleton = try SkeletonLayoutDecoder().decode(Data(contentsOf: examples.appendingPathComponent("skeleton/feed-cell.json"))).scene()
    testingArticleChecks(Scene(canvas: .init(width: 80, height: 96), timeline: .init(duration: 1), layers: [bell]),
                         card: card, field: field, skeleton: skeleton)
}

private func testingArticleChecks(_ bell: Scene, card: Scene, field: Scene, skeleton: Scene) {
    expectValue(bell, "bell", "transform.rotation.z", at: 1.0 / 12, isCloseTo: -.pi / 16, within: 1e-9)
    expectMonotonic(card, "card", "transform.scale", from: 0, to: 0.3)
    expectSettles(field, "field", "position.x", by: 0.4, within: 1e-9, to: 160)
    expectNoJumps(skeleton, maxDeltaPerFrame: 0.2)          // opacity by default; catches one-frame flashes
    expectDuration(bell, 1, within: 1e-9)                   // when the last animation ends
}

/// The README's testing snippet, run. The bell scene (Examples/bell.json) eases its whole second with easeInEaseOut:
/// the research note's vector K2 puts it at −0.304330630 rad at 0.25 s, and it rests at 0 from 1 s.
@Test func bellRingsAndRests() throws {
    let bell = try SceneDecoder().decode(Data(contentsOf: bellURL))      // Examples/bell.json
    assertSnapshot(of: bell, as: .filmstrip(at: [0, 0.0833, 0.25, 0.5, 0.75, 1.2]))
    assertSnapshot(of: bell, as: .values(at: [0, 0.25, 0.5], keyPaths: ["transform.rotation.z"]))
    expectValue(bell, "bell", "transform.rotation.z", at: 0.25, isCloseTo: -0.304330630, within: 1e-6)
    expectSettles(bell, "bell", "transform.rotation.z", by: 1, within: 1e-9, to: 0)
}
