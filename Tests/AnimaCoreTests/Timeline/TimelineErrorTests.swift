import AnimaCore
import Testing

/// A compile error says where it is as indices into the tree, so each input format can name its own path.
@Suite struct TimelineErrorTests {
    /// Root 1 ("card"), its sublayer 0 ("badge"), animation 0 (a group), child 1: keyTimes [0, 2] (2 is outside 0…1).
    private static let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [
        Layer(id: "first"),
        Layer(id: "card", sublayers: [
            Layer(id: "badge", animations: [
                .group([
                    .basic(.opacity, to: 0, duration: 1),
                    .keyframes(.opacity, values: [0, 1], keyTimes: [0, 2], duration: 1),
                ], duration: 1),
            ]),
        ]),
    ])

    @Test func anErrorInANestedGroupIsLocatedByIndices() throws {
        let error = try #require(throws: TimelineError.self) { try Timeline(Self.scene) }
        #expect(error.layerPath == [1, 0])
        #expect(error.layerID == "badge")
        #expect(error.animationPath == [0, 1])
        #expect(error.field == "keyTimes[1]")
        #expect(error.path == "layers[badge].animations[0].animations[1].keyTimes[1]")
    }

    @Test func aLayerErrorHasNoAnimationPath() throws {
        let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1),
                          layers: [Layer(id: "a"), Layer(id: "a")])
        let error = try #require(throws: TimelineError.self) { try Timeline(scene) }
        #expect(error.layerPath == [1])
        #expect(error.animationPath.isEmpty)
        #expect(error.field == "id")
        #expect(error.path == "layers[a].id")
    }
}
