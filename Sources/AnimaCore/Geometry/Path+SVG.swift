extension Path {
    /// Creates a path from SVG path data (a `d` attribute), with arcs converted to cubic Béziers.
    ///
    /// Accepts every command of SVG 1.1 §8.3 in absolute and relative form, implicit repeats and
    /// the compact number syntax ("M0-1.5.5e2-3", "a1 1 0 00 1 1"). Empty or all-whitespace
    /// data is the empty path. Unlike a browser, which draws up to the first error, this refuses
    /// the whole string, because a half-read path in a scene file is a bug to report.
    public init(svgPathData: String) throws(PathDataError) {
        var parser = SVGPathDataParser(text: svgPathData)
        self = try parser.parse()
    }

    /// The path as SVG path data in absolute M/L/Q/C/Z commands, numbers in shortest round-trip form.
    ///
    /// `Path(svgPathData: p.svgPathData) == p` for every finite path whose first drawing element
    /// follows a move. A path that draws before any move gets "M0 0" in front (SVG requires it),
    /// and non-finite coordinates are written as 0 so the output is always valid path data;
    /// check `isFinite` first where that matters.
    public var svgPathData: String {
        var out = ""
        var hasMoved = false
        func write(_ letter: String, _ points: Point...) {
            if !out.isEmpty { out += " " }
            out += letter
            for (index, p) in points.enumerated() {
                if index > 0 { out += " " }
                out += NumberText.format(p.x)
                out += " "
                out += NumberText.format(p.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                write("M", p)
                hasMoved = true
            case .line(let p):
                if !hasMoved { write("M", .zero); hasMoved = true }
                write("L", p)
            case .quad(let p, let c):
                if !hasMoved { write("M", .zero); hasMoved = true }
                write("Q", c, p)
            case .cubic(let p, let c1, let c2):
                if !hasMoved { write("M", .zero); hasMoved = true }
                write("C", c1, c2, p)
            case .close:
                // A close before any move does nothing when walked; writing it would be invalid SVG.
                if hasMoved { write("Z") }
            }
        }
        return out
    }
}

/// Reads SVG path data one command at a time, tracking the state that relative and smooth commands need.
private struct SVGPathDataParser {
    /// The UTF-8 bytes; every byte the grammar accepts is ASCII, so bytes are enough to parse.
    let bytes: [UInt8]
    /// Read position, in bytes.
    var index = 0
    /// The path built so far.
    var path = Path()
    /// The current point.
    var current = Point.zero
    /// Where the current subpath started, where `Z` returns to.
    var subpathStart = Point.zero
    /// The second control point of the previous command when it was C/c/S/s, for S's reflection.
    var lastCubicControl: Point?
    /// The control point of the previous command when it was Q/q/T/t, for T's reflection.
    var lastQuadControl: Point?

    init(text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws(PathDataError) -> Path {
        var isFirstCommand = true
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            let letter = bytes[index]
            guard SVGPathDataParser.isCommand(letter) else {
                throw error(.expectedCommand(found: character(at: index)), at: index)
            }
            if isFirstCommand && letter != UInt8(ascii: "M") && letter != UInt8(ascii: "m") {
                throw error(.expectedMoveTo, at: index)
            }
            isFirstCommand = false
            index += 1
            try parseCommand(letter)
        }
        return path
    }

    /// Reads the argument sets of one command letter (one or more, for implicit repeats) and appends the elements.
    mutating func parseCommand(_ letter: UInt8) throws(PathDataError) {
        let isRelative = letter >= UInt8(ascii: "a")
        let command = isRelative ? letter - 32 : letter
        if command == UInt8(ascii: "Z") {
            closeSubpath()
            return
        }
        skipWhitespace()
        var isFirstSet = true
        repeat {
            // Relative coordinates are relative to the current point at the start of each set.
            try readArgumentSet(of: command, origin: isRelative ? current : nil, isFirstSet: isFirstSet)
            isFirstSet = false
        } while try hasAnotherArgumentSet()
    }

    /// Reads one set of arguments of an upper-case `command`; `origin` is the base of relative coordinates.
    mutating func readArgumentSet(of command: UInt8, origin: Point?, isFirstSet: Bool) throws(PathDataError) {
        switch command {
        case UInt8(ascii: "M"): try moveTo(origin: origin, isFirstSet: isFirstSet)
        case UInt8(ascii: "L"): try lineTo(origin: origin)
        case UInt8(ascii: "H"): try horizontalLineTo(origin: origin)
        case UInt8(ascii: "V"): try verticalLineTo(origin: origin)
        case UInt8(ascii: "C"): try cubicTo(origin: origin)
        case UInt8(ascii: "S"): try smoothCubicTo(origin: origin)
        case UInt8(ascii: "Q"): try quadTo(origin: origin)
        case UInt8(ascii: "T"): try smoothQuadTo(origin: origin)
        default: try arcTo(origin: origin)  // "A"; isCommand admits nothing else
        }
    }

    /// Z: closes the subpath and returns to its start; the next S or T has nothing to reflect.
    mutating func closeSubpath() {
        path.closeSubpath()
        advance(to: subpathStart)
    }

    /// M: starts a subpath; extra pairs after a moveto are implicit linetos (SVG 1.1 §8.3.2).
    mutating func moveTo(origin: Point?, isFirstSet: Bool) throws(PathDataError) {
        let p = try readPoint(first: true, origin: origin)
        if isFirstSet {
            path.move(to: p)
            subpathStart = p
        } else {
            path.addLine(to: p)
        }
        advance(to: p)
    }

    /// L: a straight line to a point.
    mutating func lineTo(origin: Point?) throws(PathDataError) {
        let p = try readPoint(first: true, origin: origin)
        path.addLine(to: p)
        advance(to: p)
    }

    /// H: a horizontal line to an x coordinate.
    mutating func horizontalLineTo(origin: Point?) throws(PathDataError) {
        let x = try number(first: true)
        let p = Point(origin.map { $0.x + x } ?? x, current.y)
        path.addLine(to: p)
        advance(to: p)
    }

    /// V: a vertical line to a y coordinate.
    mutating func verticalLineTo(origin: Point?) throws(PathDataError) {
        let y = try number(first: true)
        let p = Point(current.x, origin.map { $0.y + y } ?? y)
        path.addLine(to: p)
        advance(to: p)
    }

    /// C: a cubic Bézier with both control points given.
    mutating func cubicTo(origin: Point?) throws(PathDataError) {
        let c1 = try readPoint(first: true, origin: origin)
        let c2 = try readPoint(first: false, origin: origin)
        let p = try readPoint(first: false, origin: origin)
        path.addCurve(to: p, control1: c1, control2: c2)
        advance(to: p, cubicControl: c2)
    }

    /// S: a cubic whose first control point mirrors the previous cubic's second one, or sits on the current point.
    mutating func smoothCubicTo(origin: Point?) throws(PathDataError) {
        let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
        let c2 = try readPoint(first: true, origin: origin)
        let p = try readPoint(first: false, origin: origin)
        path.addCurve(to: p, control1: c1, control2: c2)
        advance(to: p, cubicControl: c2)
    }

    /// Q: a quadratic Bézier with its control point given.
    mutating func quadTo(origin: Point?) throws(PathDataError) {
        let c = try readPoint(first: true, origin: origin)
        let p = try readPoint(first: false, origin: origin)
        path.addQuadCurve(to: p, control: c)
        advance(to: p, quadControl: c)
    }

    /// T: a quadratic whose control point mirrors the previous quadratic's, or sits on the current point.
    mutating func smoothQuadTo(origin: Point?) throws(PathDataError) {
        let c = lastQuadControl.map { current * 2 - $0 } ?? current
        let p = try readPoint(first: true, origin: origin)
        path.addQuadCurve(to: p, control: c)
        advance(to: p, quadControl: c)
    }

    /// A: an elliptical arc, appended as cubic Béziers.
    mutating func arcTo(origin: Point?) throws(PathDataError) {
        let rx = try number(first: true)
        let ry = try number(first: false)
        let rotation = try number(first: false)
        let largeArc = try flag()
        let sweep = try flag()
        let p = try readPoint(first: false, origin: origin)
        path.appendSVGArc(
            from: current, to: p, rx: rx, ry: ry, xAxisRotationDegrees: rotation,
            largeArc: largeArc, sweep: sweep)
        advance(to: p)
    }

    /// Moves the current point after a command and records the control point the next S or T may reflect.
    mutating func advance(to p: Point, cubicControl: Point? = nil, quadControl: Point? = nil) {
        current = p
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// Reads an x, y pair, offset by `origin` when relative. Absolute pairs are used untouched: adding a zero base
    /// would turn -0 into +0.
    mutating func readPoint(first: Bool, origin: Point?) throws(PathDataError) -> Point {
        let p = try point(first: first)
        return origin.map { p + $0 } ?? p
    }

    /// After one set of arguments: whether another set follows (an implicit repeat of the command).
    mutating func hasAnotherArgumentSet() throws(PathDataError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            // A comma promises another set; a letter after it is an error, not a new command.
            index += 1
            skipWhitespace()
            guard index < bytes.count, SVGPathDataParser.startsNumber(bytes[index]) else {
                throw error(.expectedNumber, at: index)
            }
            return true
        }
        return SVGPathDataParser.startsNumber(bytes[index])
    }

    /// Reads an x, y pair.
    mutating func point(first: Bool) throws(PathDataError) -> Point {
        let x = try number(first: first)
        let y = try number(first: false)
        return Point(x, y)
    }

    /// Reads one number, after the separator (whitespace and at most one comma) unless it is the first of its set.
    mutating func number(first: Bool) throws(PathDataError) -> Double {
        if !first { skipCommaWhitespace() }
        let start = index
        var i = index
        if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
        var digits = 0
        while i < bytes.count && SVGPathDataParser.isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count && SVGPathDataParser.isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { throw error(.expectedNumber, at: start) }
        // An exponent only counts when digits follow; otherwise the "e" is left for the next token.
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            var j = i + 1
            if j < bytes.count && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
            if j < bytes.count && SVGPathDataParser.isDigit(bytes[j]) {
                while j < bytes.count && SVGPathDataParser.isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        // The stdlib's parser rounds correctly, which the round-trip guarantee of `svgPathData` needs.
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
            throw error(.numberOutOfRange, at: start)
        }
        index = i
        return value
    }

    /// Reads an arc flag: a single "0" or "1", which needs no separator after it.
    mutating func flag() throws(PathDataError) -> Bool {
        skipCommaWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error(.expectedFlag, at: index)
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    mutating func skipWhitespace() {
        while index < bytes.count && SVGPathDataParser.isWhitespace(bytes[index]) { index += 1 }
    }

    mutating func skipCommaWhitespace() {
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// An error at a byte offset, reported as a Character offset so it indexes the caller's String.
    func error(_ reason: PathDataError.Reason, at byteOffset: Int) -> PathDataError {
        let offset = String(decoding: bytes[..<byteOffset], as: UTF8.self).count
        return PathDataError(offset: offset, reason: reason)
    }

    /// The Character starting at a byte offset, for error messages.
    func character(at byteOffset: Int) -> Character {
        String(decoding: bytes[byteOffset...], as: UTF8.self).first ?? " "
    }

    static func isWhitespace(_ b: UInt8) -> Bool {
        // SVG's wsp: space, tab, line feed, form feed, carriage return.
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    static func startsNumber(_ b: UInt8) -> Bool {
        isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    static func isCommand(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"),
            UInt8(ascii: "H"), UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"),
            UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
            UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"),
            UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
}
