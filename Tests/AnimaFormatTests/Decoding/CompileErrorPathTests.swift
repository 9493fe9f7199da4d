import AnimaFormat
import Testing

/// A problem only the timeline compiler finds is reported at the file's own JSON path, built from the indices the
/// compiler reports (root layer 1, its sublayer 0, its animation 0, the group's child 1).
@Suite struct CompileErrorPathTests {
    @Test func aNestedGroupChildIsNamedByItsJSONPath() throws {
        let json = document(layers: #"""
            [{"id": "first", "frame": [0, 0, 10, 10]},
             {"id": "card", "frame": [0, 0, 10, 10], "sublayers": [
               {"id": "badge", "frame": [0, 0, 5, 5], "animations": [
                 {"type": "group", "duration": 1, "animations": [
                   {"type": "basic", "keyPath": "opacity", "to": 0},
                   {"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "calculationMode": "cubic",
                    "tensionValues": [0]}]}]}]}]
            """#)
        let found = issues(json)
        #expect(found.map(\.path) == ["layers[1].sublayers[0].animations[0].animations[1].tensionValues"])
        // The compiler's wording (KeyframeCompiler): the decoder itself does not count tension values.
        #expect(found.first?.message == "has 1 entries; expected 2 (one per value)")
    }
}
