import Foundation
import Testing
@testable import AnimaFormat

/// RFC 8259 §6: "Numeric values that cannot be represented in the grammar below (such as Infinity and NaN) are not
/// permitted." Tools that write them (JavaScript's and Python's serialisers) get a message that says so and names the
/// member being read (issue 18: the message used to say only "malformed JSON at line:col").
@Suite struct JSONNonFiniteTests {
    private func message(_ text: String) -> String {
        do {
            _ = try SceneDecoder().decode(text)
            return "decoded"
        } catch {
            return error.issues.map(\.description).joined(separator: "\n")
        }
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity"])
    func aBareNonFiniteLiteralNamesThePathAndSaysJSONHasNone(_ literal: String) {
        let text = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a", "opacity": "# + literal + "}]}"
        // Column: the literal starts after the 88 characters before it, so column 89.
        let prefix = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"id": "a", "opacity": "#
        #expect(prefix.count == 88)
        #expect(message(text) == "line 1, column 89: malformed JSON in layers[0].opacity: \(literal) is not a JSON value: "
                + "JSON has no NaN or Infinity; write a finite number")
    }

    @Test func thePathFollowsNestedArraysAndObjects() {
        let text = "{\"a\": [1, {\"b\": [[0, NaN]]}]}"
        #expect(message(text).hasPrefix("line 1, column 22: malformed JSON in a[1].b[0][1]: NaN is not a JSON value"))
    }

    @Test func otherSyntaxErrorsKeepTheirMessageAndGainThePath() {
        // 'x' where a value should be: the parser's usual message, now with the member it was reading.
        #expect(message("{\"version\": x}") == "line 1, column 13: malformed JSON in version: unexpected 'x'; expected a value")
        // At the top level there is no path to name.
        #expect(message("x") == "line 1, column 1: malformed JSON: unexpected 'x'; expected a value")
    }

    @Test func listStatesAndSkeletonsSayTheSame() {
        let state = #"{"version": 1, "canvas": {"width": 10, "height": 10}, "items": [{"id": "a", "frame": [0, 0, Infinity, 1]}]}"#
        do {
            _ = try ListStateDecoder().decode(state)
            Issue.record("a list state with Infinity decoded")
        } catch {
            #expect(error.issues.first?.message.hasPrefix("malformed JSON in items[0].frame[2]: Infinity is not a JSON value") == true)
        }
    }
}
