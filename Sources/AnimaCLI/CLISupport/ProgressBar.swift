/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
struct ProgressBar {
    /// Items in all.
    let total: Int
    /// Whether to draw at all.
    let isVisible: Bool
    private var done = 0

    /// A bar for `total` items, visible when stderr is a terminal.
    init(total: Int, isVisible: Bool = StandardError.isTerminal) {
        self.total = total; self.isVisible = isVisible
    }

    /// Counts one more item finished, named `label`, and redraws.
    mutating func advance(_ label: String) {
        done += 1
        guard isVisible, total > 0 else { return }
        let width = 30, filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = label.count > 28 ? String(label.prefix(27)) + "…" : label
        StandardError.write("\r\u{1B}[2K\(bar) \(done)/\(total) \(name)")
        if done == total { StandardError.write("\r\u{1B}[2K") }
    }
}
