/// A strict RFC 8259 parser that reports where the text goes wrong and refuses nesting deep enough to exhaust the stack.
///
/// Written by hand rather than using JSONSerialization because scene errors need member order, line and column, and
/// the same messages on every platform.
package struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    static let maxDepth = 1000

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Parses a whole document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is tolerated, as most editors may write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
        if let word = nonFiniteLiteral() {
            throw error("\(word) is not a JSON value: JSON has no NaN or Infinity; write a finite number")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describe(bytes[index])); expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the member name \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value: JSONValue
            do { value = try parseValue() } catch { throw error.inside(member: key) }
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; break }
            throw error("expected ',' or '}' after the value of \"\(key)\"")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
        while true {
            skipWhitespace()
            do { items.append(try parseValue()) } catch { throw error.inside(element: items.count) }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; break }
            throw error("expected ',' or ']' after an array element")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw error("arrays and objects nest deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { index = start; throw error("unterminated string") }
            let c = bytes[index]
            if c == UInt8(ascii: "\"") { break }
            if c < 0x20 { throw error("control character \(describe(c)) in a string; escape it") }
            if c == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[runStart..<index])
                try appendEscape(to: &scalars)
                runStart = index
                continue
            }
            index += 1
        }
        scalars.append(contentsOf: bytes[runStart..<index])
        index += 1
        return String(decoding: scalars, as: UTF8.self)
    }

    private mutating func appendEscape(to out: inout [UInt8]) throws(JSONSyntaxError) {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape sequence") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            // A lone surrogate cannot be represented; it becomes U+FFFD like any invalid UTF-8.
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            index -= 1
            throw error("invalid escape \\\(describe(c))")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw error("\\u needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// Reads a number by the JSON grammar; out-of-range numbers such as 1e999 come back infinite for the decoder to reject
    /// with the member's path.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard skipDigits() > 0 else { throw error("expected a digit") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { index = start; throw error("invalid number \(text)") }
        return value
    }

    /// The non-finite literal JavaScript and Python write for NaN and ±∞ if one starts here, so the message can say
    /// what JSON lacks instead of only "unexpected 'N'".
    private func nonFiniteLiteral() -> String? {
        let words = ["NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "nan", "inf", "-inf"]
        return words.first { bytes[index...].starts(with: Array($0.utf8)) }
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes[index...].starts(with: w) else { throw error("unexpected \(describe(bytes[index])); expected a value") }
        index += w.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ c: UInt8) -> Bool { index < bytes.count && bytes[index] == c }

    private func describe(_ c: UInt8) -> String {
        (0x21..<0x7F).contains(c) ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    /// An error at the current position, with line and column counted only now (errors are rare, parsing is not).
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for c in bytes[..<Swift.min(index, bytes.count)] {
            if c == 0x0A {
                line += 1; column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
