/// Collects the issues found while decoding, so one run reports all of them rather than the first.
struct Diagnostics {
    /// Issues kept; beyond this a scene is hopeless and a longer list only hides the first causes.
    static let maxIssues = 200

    private(set) var issues: [InputIssue] = []
    private var dropped = 0

    /// Whether nothing has been reported.
    var isEmpty: Bool { issues.isEmpty }

    /// Records a problem at `path`.
    mutating func report(_ path: String, _ message: String) {
        guard issues.count < Self.maxIssues else { dropped += 1; return }
        issues.append(InputIssue(path: path, message: message))
    }

    /// The issues with a closing note when some were dropped.
    var finalIssues: [InputIssue] {
        dropped == 0 ? issues : issues + [InputIssue(path: "", message: "\(dropped) more problems not shown")]
    }
}
