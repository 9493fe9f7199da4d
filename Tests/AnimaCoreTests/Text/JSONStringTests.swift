import AnimaCore
import Foundation
import Testing

/// The shared quoter against RFC 8259 §7 (the escapes a JSON string must and may use) and HTML's rule that a
/// `<script>` element ends at the first `</script` (HTML Standard §4.12.1.3, restrictions for contents of script).
@Suite struct JSONStringTests {
    @Test func quotesAndBackslashesAreEscaped() {
        #expect(JSONString.quoted(#"a"b\c"#) == #""a\"b\\c""#)
    }

    @Test func controlCharactersUseTheShortEscapesOrFourHexDigits() {
        #expect(JSONString.quoted("\u{08}\u{0C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(JSONString.quoted("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
    }

    @Test func otherCharactersPassThrough() {
        #expect(JSONString.quoted("é/✓ <b>") == "\"é/✓ <b>\"")
        #expect(JSONString.quoted("\u{2028}") == "\"\u{2028}\"")
    }

    @Test func inAScriptNoLessThanSignOrLineSeparatorIsLeftRaw() {
        #expect(JSONString.quoted("</script><!--", inScript: true) == #""\u003c/script>\u003c!--""#)
        #expect(JSONString.quoted("\u{2028}\u{2029}", inScript: true) == #""\u2028\u2029""#)
    }

    @Test func everyQuotedStringParsesBackToItself() throws {
        let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "\u{2028}\u{2029}é😀"
        for inScript in [false, true] {
            let text = JSONString.quoted(all, inScript: inScript)
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
            #expect(parsed == all)
        }
    }
}
