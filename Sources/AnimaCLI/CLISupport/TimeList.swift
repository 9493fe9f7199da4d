import ArgumentParser
import Foundation

/// Comma-separated scene times in seconds ("0,0.25,1.5"), as `--at` and `--filmstrip` take them.
struct TimeList: ExpressibleByArgument, Sendable, Hashable {
    /// Most times one list may hold (a bound on the output, not on the parser).
    static let maxCount = 100_000

    /// The times, in the order given.
    var times: [Double]

    /// Parses the list; nil, so ArgumentParser names the option, unless every entry is a finite number.
    init?(argument: String) {
        var times: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite else { return nil }
            times.append(t)
        }
        guard times.count <= Self.maxCount else { return nil }
        self.times = times
    }
}
