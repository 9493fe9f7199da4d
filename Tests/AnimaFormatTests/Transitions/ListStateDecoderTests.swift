import AnimaCore
import AnimaFormat
import AnimaTransitions
import Testing

@Suite struct ListStateDecoderTests {
    /// DESIGN.md §5b's example, verbatim.
    static let example = """
    {
      "version": 1,
      "canvas": {"width": 390, "height": 600, "background": "#F2F2F7"},
      "viewport": [0, 0, 390, 600],
      "firstLoad": false,
      "items": [
        {"id": "a", "frame": [16, 16, 358, 80], "color": "#4F8EF7", "cornerRadius": 12},
        {"id": "b", "frame": [16, 112, 358, 80], "color": "#34C759", "cornerRadius": 12}
      ]
    }
    """

    func issues(_ text: String) -> [String] {
        do {
            _ = try ListStateDecoder().decode(text)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func decodesTheDesignExample() throws {
        let state = try ListStateDecoder().decode(Self.example)
        #expect(state.canvas == Scene.Canvas(width: 390, height: 600, background: Color(hex: "#F2F2F7") ?? .black))
        #expect(state.viewport.visibleBounds == Rect(0, 0, 390, 600))
        #expect(!state.isFirstLoad)
        #expect(state.ids == ["a", "b"])
        #expect(state.items[1].frame == Rect(16, 112, 358, 80))
        #expect(state.items[1].appearance == ItemAppearance(color: Color(hex: "#34C759") ?? .black, cornerRadius: 12))
    }

    @Test func viewportOriginIsTheContentOffset() throws {
        let text = #"{"version": 1, "canvas": {"width": 100, "height": 200}, "viewport": [0, 300, 100, 200], "firstLoad": true,"#
            + #" "items": [{"id": "a", "frame": [0, 0, 100, 50], "content": "imageAndLabel"}]}"#
        let state = try ListStateDecoder().decode(text)
        #expect(state.viewport.contentOffset == Point(0, 300))
        #expect(state.viewport.size == Size(100, 200))
        #expect(state.isFirstLoad)
        #expect(state.items[0].appearance.content == .imageAndLabel)
    }

    @Test func viewportDefaultsToTheCanvas() throws {
        let state = try ListStateDecoder().decode(#"{"version": 1, "canvas": {"width": 100, "height": 200}, "items": []}"#)
        #expect(state.viewport.visibleBounds == Rect(0, 0, 100, 200))
    }

    @Test func duplicateIdsNameTheRepeat() {
        let text = Self.example.replacingOccurrences(of: #""id": "b""#, with: #""id": "a""#)
        #expect(issues(text) == ["items[1].id: duplicate id \"a\" (first at items[0]); ids must be unique"])
    }

    @Test func nonFiniteFramesAreRefused() {
        // JSON has no NaN; a literal NaN is malformed, an overflowing number is out of range.
        let overflow = Self.example.replacingOccurrences(of: "[16, 112, 358, 80]", with: "[16, 1e999, 358, 80]")
        #expect(issues(overflow) == ["items[1].frame[1]: number out of range; values must be finite"])
        let nan = Self.example.replacingOccurrences(of: "[16, 112, 358, 80]", with: "[16, NaN, 358, 80]")
        #expect(issues(nan).count == 1)
        #expect(issues(nan).first?.contains("malformed JSON") == true)
    }

    @Test func missingFieldsAreNamed() {
        let text = #"{"version": 1, "canvas": {"width": 100, "height": 200}, "items": [{"frame": [0, 0, 1, 1]}, {"id": "b"}]}"#
        #expect(issues(text) == ["items[0].id: is required: a string naming the item",
                                 "items[1].frame: is required: [x, y, width, height]"])
        #expect(issues(#"{"version": 1, "items": []}"#) == ["canvas: is required: {\"width\", \"height\"}"])
        #expect(issues(#"{"version": 1, "canvas": {"width": 1, "height": 1}}"#)
                == ["items: is required: an array of {\"id\", \"frame\", …}"])
    }

    @Test func wrongShapesAndUnknownFieldsAreNamed() {
        let text = #"{"version": 1, "canvas": {"width": 100, "height": 200}, "viewport": [0, 0, 100],"#
            + ##" "items": [{"id": "a", "frame": [0, 0, -5, 1], "colour": "#FFFFFF", "content": "video"}]}"##
        let found = issues(text)
        #expect(found.contains("viewport: expected a rect [x, y, width, height], got an array of 3"))
        #expect(found.contains { $0.hasPrefix("items[0].colour: unknown field; did you mean \"color\"?") })
        #expect(found.contains { $0.hasPrefix("items[0].content: unknown value \"video\"") })
    }

    @Test func negativeSizeIsRefusedAfterShapeChecks() {
        let text = #"{"version": 1, "canvas": {"width": 100, "height": 200}, "items": [{"id": "a", "frame": [0, 0, -5, 1]}]}"#
        #expect(issues(text) == ["items[0].frame: width and height must not be negative, got [0.0, 0.0, -5.0, 1.0]"])
    }
}
