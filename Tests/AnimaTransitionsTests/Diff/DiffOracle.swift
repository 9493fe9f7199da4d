/// The diff worked out the slow, obvious way (quadratic), to check ListDiff against.
struct DiffOracle {
    /// For each new index, the matched old index (k-th occurrence with k-th occurrence) or nil.
    var sources: [Int?] = []
    var deletes: [Int] = []
    var inserts: [Int] = []
    var duplicatesBefore: [Int] = []
    var duplicatesAfter: [Int] = []
    /// The length of a longest increasing subsequence of the matched old indices in new order (quadratic DP).
    var longestKeptRun = 0

    init(before: [Int], after: [Int]) {
        for (j, id) in after.enumerated() {
            let occurrence = after[..<j].filter { $0 == id }.count
            let olds = before.indices.filter { before[$0] == id }
            sources.append(occurrence < olds.count ? olds[occurrence] : nil)
            if occurrence > 0 { duplicatesAfter.append(j) }
        }
        let matched = Set(sources.compactMap { $0 })
        deletes = before.indices.filter { !matched.contains($0) }
        inserts = after.indices.filter { sources[$0] == nil }
        duplicatesBefore = before.indices.filter { i in before[..<i].contains(before[i]) }
        longestKeptRun = Self.lisLength(sources.compactMap { $0 })
    }

    static func lisLength(_ xs: [Int]) -> Int {
        var best = Array(repeating: 1, count: xs.count)
        for i in xs.indices {
            for k in 0..<i where xs[k] < xs[i] { best[i] = max(best[i], best[k] + 1) }
        }
        return best.max() ?? 0
    }
}
