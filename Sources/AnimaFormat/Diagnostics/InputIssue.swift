/// One problem in an input file (scene, skeleton layout or list state): where it is (a JSON path such as `layers[2].animations[0].keyTimes`) and what is wrong.
public struct InputIssue: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value; empty for the document as a whole.
    public var path: String
    /// What is wrong and what was expected.
    public var message: String
    /// Line and column (from 1) for malformed JSON, where no path exists yet.
    public var location: (line: Int, column: Int)? {
        get { line.map { ($0, column) } }
        set { line = newValue?.line; column = newValue?.column ?? 0 }
    }

    private var line: Int?
    private var column = 0

    /// Creates an issue at a JSON path.
    public init(path: String, message: String) {
        self.path = path; self.message = message
    }

    /// Creates an issue at a line and column of malformed text.
    public init(line: Int, column: Int, message: String) {
        self.path = ""; self.message = message; self.line = line; self.column = column
    }

    /// `path: message`, or `line L, column C: message` for malformed JSON; a step repeated many times in a row is
    /// written once with its count (`layers[0].sublayers[0] ×300.animations[0]`).
    public var description: String {
        if let line { return "line \(line), column \(column): \(message)" }
        return path.isEmpty ? message : "\(Self.shortened(path)): \(message)"
    }

    /// Runs of at least `shortenedRun` equal steps become the step and ` ×count`, so an over-deep nesting reads in one
    /// line instead of hundreds of `sublayers[0].`.
    static func shortened(_ path: String) -> String {
        let steps = path.split(separator: ".", omittingEmptySubsequences: false)
        var out: [String] = []
        var i = 0
        while i < steps.count {
            var j = i + 1
            while j < steps.count, steps[j] == steps[i] { j += 1 }
            let run = j - i
            if run >= shortenedRun {
                out.append("\(steps[i]) ×\(run)")
            } else {
                out += steps[i..<j].map(String.init)
            }
            i = j
        }
        return out.joined(separator: ".")
    }

    /// The shortest run of one step written with a count.
    static let shortenedRun = 4
}

/// The name before skeleton layouts and list states shared the type.
@available(*, deprecated, renamed: "InputIssue")
public typealias SceneIssue = InputIssue
