/// Progress on stderr: a redrawn one-line bar on a terminal; elsewhere (a CI log, a pipe) a plain line every few
/// seconds, so a long run is never silent and a log is not flooded.
struct ProgressBar {
    /// Items in all.
    let total: Int
    /// How progress shows.
    let mode: Mode
    /// A bar on a terminal, occasional lines elsewhere, or nothing.
    enum Mode { case bar, lines, silent }
    /// The least time between two lines on a non-terminal.
    static let lineInterval: Duration = .seconds(5)
    private var done = 0
    private let now: () -> ContinuousClock.Instant
    private var lastLine: ContinuousClock.Instant

    /// Progress over `total` items: a bar when stderr is a terminal, lines otherwise (or nothing when `shows` is
    /// false); `now` is the clock lines are paced by.
    init(total: Int, shows: Bool = true, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.init(total: total, mode: !shows ? .silent : StandardError.isTerminal ? .bar : .lines, now: now)
    }

    /// Progress over `total` items shown as `mode`.
    init(total: Int, mode: Mode, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.total = total; self.mode = mode; self.now = now
        lastLine = now()
    }

    /// Counts one more item finished, named `label`, and shows it.
    mutating func advance(_ label: String) {
        done += 1
        guard total > 0 else { return }
        switch mode {
        case .bar: drawBar(label)
        case .lines: if let line = line(label) { StandardError.write(line) }
        case .silent: break
        }
    }

    private func drawBar(_ label: String) {
        let width = 30, filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = label.count > 28 ? String(label.prefix(27)) + "…" : label
        StandardError.write("\r\u{1B}[2K\(bar) \(done)/\(total) \(name)")
        if done == total { StandardError.write("\r\u{1B}[2K") }
    }

    /// The plain line due now, if any: one every `lineInterval`, none for the last item (the command's own summary
    /// follows it).
    mutating func line(_ label: String) -> String? {
        let t = now()
        guard done < total, t - lastLine >= Self.lineInterval else { return nil }
        lastLine = t
        return "\(done)/\(total) done (\(label))\n"
    }
}
