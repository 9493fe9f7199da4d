import AnimaCore
import AnimaTransitions
import Testing

@Suite struct ListStateValidationTests {
    let canvas = Scene.Canvas(width: 390, height: 600)

    func item(_ id: String, _ frame: Rect, radius: Double = 12) -> ListItem {
        ListItem(id: id, frame: frame, appearance: ItemAppearance(color: .white, cornerRadius: radius))
    }

    @Test func soundStateHasNoProblems() throws {
        let state = ListState(canvas: canvas, items: [item("a", Rect(16, 16, 358, 80)), item("b", Rect(16, 112, 358, 80))])
        #expect(state.problems().isEmpty)
        try state.validate()
        #expect(state.viewport.visibleBounds == Rect(0, 0, 390, 600))
    }

    @Test func duplicateIdsNameBothPlaces() {
        let state = ListState(canvas: canvas, items: [item("a", Rect(0, 0, 10, 10)), item("b", Rect(0, 20, 10, 10)),
                                                      item("a", Rect(0, 40, 10, 10))])
        #expect(state.problems().map(\.description)
                == ["items[2].id: duplicate id \"a\" (first at items[0]); ids must be unique"])
    }

    @Test func nanFrameIsAnError() {
        let state = ListState(canvas: canvas, items: [item("a", Rect(0, 0, 10, 10)), item("b", Rect(0, .nan, 10, 10))])
        #expect(throws: ListStateError(path: "items[1].frame", message: "must be four finite numbers, got [0.0, nan, 10.0, 10.0]")) {
            try state.validate()
        }
    }

    @Test func negativeSizeAndRadiusAreErrors() {
        let state = ListState(canvas: canvas, items: [item("a", Rect(0, 0, -10, 10), radius: -1)])
        #expect(state.problems().map(\.path) == ["items[0].frame", "items[0].cornerRadius"])
    }

    @Test func emptyIdAndInfiniteViewportAreErrors() {
        let state = ListState(canvas: canvas, viewport: Viewport(contentOffset: Point(0, .infinity), size: Size(390, 600)),
                              items: [item("", Rect(0, 0, 10, 10))])
        #expect(state.problems().map(\.path) == ["viewport", "items[0].id"])
    }
}
