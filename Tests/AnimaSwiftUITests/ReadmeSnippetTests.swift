import AnimaCore  // Layer, to find the recorded card
import SwiftUI
import AnimaTestSupport  // .drivesTheClock
import Testing

// The README's SwiftUI snippet, run.

@Observable @MainActor final class CardModel { var on = false }

struct TurningCard: View {
    let model: CardModel
    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 100, height: 140)
            .rotationEffect(.degrees(model.on ? 90 : 0))
            .accessibilityIdentifier("card")                 // the recorded layer's name
    }
}

@MainActor func turnTheCard() -> (host: UIHostingController<TurningCard>, recording: AnimaRecording) {
    AnimaClock.reset()
    let model = CardModel()
    let host = UIHostingController(rootView: TurningCard(model: model))
    let recording = AnimaRecording(root: host.view)
    host.view.layoutIfNeeded()                               // the first layout: the card appears
    withAnimation(.easeInOut(duration: 1)) { model.on = true }   // applied at the clock's next tick, t = 0
    return (host, recording)
}

/// easeInOut is the Bézier (0.42, 0, 0.58, 1), symmetric about its middle: half the turn, 45°, at 0.5 s; all of it,
/// 90°, from 1 s.
@MainActor @Suite(.serialized, .drivesTheClock) struct ReadmeSnippetTests {
    @Test func theCardTurnsHalfwayAtHalfTime() throws {
        let (host, _) = turnTheCard()
        let card = try #require(find("card", in: host.view))
        #expect(abs(shown(card, at: 0.5).angle - .pi / 4) < 1e-6)
        #expect(abs(shown(card, at: 1.5).angle - .pi / 2) < 1e-6)
    }
}

/// The AnimaSwiftUI article's snippet: the card of the README, as `Square`.
struct Square: View {
    let model: CardModel
    var body: some View { TurningCard(model: model) }
}

@MainActor @Suite(.serialized, .drivesTheClock) struct ArticleSnippetTests {
    /// `.spring` settles within the second it is given; the recorded scene holds the card's layer, named by its
    /// accessibility identifier.
    @Test func theArticleRecordsAScene() throws {
        AnimaClock.reset()
        let model = CardModel()
        let host = UIHostingController(rootView: Square(model: model))
        let recording = AnimaRecording(root: host.view)
        host.view.layoutIfNeeded()
        withAnimation(.spring) { model.on = true }
        AnimaClock.advance(to: 1)
        let scene = recording.scene(canvas: recording.rootCanvas)

        #expect(contains("card", in: scene.layers))
    }

    private func contains(_ id: String, in layers: [Layer]) -> Bool {
        layers.contains { $0.id == id || contains(id, in: $0.sublayers) }
    }
}
