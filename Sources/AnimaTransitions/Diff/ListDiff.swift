/// The difference between two lists matched by id: deletes, inserts, the fewest moves, and updates.
///
/// Items are matched by id, the k-th occurrence of an id before with its k-th occurrence after, so repeated ids are
/// paired deterministically (and reported in `duplicates`). Among the matched items, those on a longest increasing
/// subsequence of their old positions stay; every other matched item is a move, so `moves` is as small as it can be.
/// O(n log n) time, O(n) memory.
public struct ListDiff: Sendable, Hashable {
    /// A matched item: its index before and its index after.
    public struct Pair: Sendable, Hashable {
        /// The index in the old list.
        public var before: Int
        /// The index in the new list.
        public var after: Int

        /// Creates a pair.
        public init(before: Int, after: Int) { self.before = before; self.after = after }
    }

    /// Which of the two lists an index refers to.
    public enum Side: String, Sendable, Hashable {
        /// The old list.
        case before
        /// The new list.
        case after
    }

    /// A repeated occurrence of an id within one list.
    public struct Duplicate: Sendable, Hashable {
        /// The list it occurs in.
        public var side: Side
        /// The index of the repeat (never the first occurrence).
        public var index: Int

        /// Creates a duplicate record.
        public init(side: Side, index: Int) { self.side = side; self.index = index }
    }

    /// Old indices with no match in the new list, ascending.
    public let deletes: [Int]
    /// New indices with no match in the old list, ascending.
    public let inserts: [Int]
    /// Matched items that change their relative order, ascending by new index; the fewest possible.
    public let moves: [Pair]
    /// Matched items whose content changed (as judged by the caller), ascending by new index.
    public let updates: [Pair]
    /// Repeated ids: before-list repeats first, then after-list repeats, each ascending.
    public let duplicates: [Duplicate]
    /// For each new index, the old index it matches, or −1 for an insert.
    private let sources: [Int]

    /// Diffs `before` against `after` by id; `isUnchanged(old, new)` decides whether a matched item is an update.
    @inlinable
    public init<ID: Hashable>(from before: [ID], to after: [ID], isUnchanged: (Int, Int) -> Bool = { _, _ in true }) {
        var matcher = IDMatcher(before)
        let sources = matcher.match(after)
        self.init(sources: sources, isMatched: matcher.isMatched, isRepeat: matcher.isRepeat,
                  duplicatesAfter: matcher.duplicatesAfter, isUnchanged: isUnchanged)
    }

    /// The id-free rest of the diff: deletes, inserts, the longest increasing run and the moves around it, updates.
    @usableFromInline
    init(sources: [Int], isMatched: [Bool], isRepeat: [Bool], duplicatesAfter: [Int], isUnchanged: (Int, Int) -> Bool) {
        var deletes: [Int] = []
        for (old, matched) in isMatched.enumerated() where !matched { deletes.append(old) }
        var keptOld: [Int] = [], keptNew: [Int] = []
        keptOld.reserveCapacity(sources.count); keptNew.reserveCapacity(sources.count)
        var inserts: [Int] = []
        for (new, old) in sources.enumerated() {
            if old < 0 { inserts.append(new) } else { keptOld.append(old); keptNew.append(new) }
        }
        let stays = LongestIncreasingSubsequence.membership(keptOld)
        var moves: [Pair] = [], updates: [Pair] = []
        for k in keptOld.indices {
            let pair = Pair(before: keptOld[k], after: keptNew[k])
            if !stays[k] { moves.append(pair) }
            if !isUnchanged(pair.before, pair.after) { updates.append(pair) }
        }
        self.deletes = deletes; self.inserts = inserts; self.moves = moves; self.updates = updates
        self.duplicates = isRepeat.indices.filter { isRepeat[$0] }.map { Duplicate(side: .before, index: $0) }
            + duplicatesAfter.map { Duplicate(side: .after, index: $0) }
        self.sources = sources
    }

    /// The old index matched to new index `index`, or nil for an insert or an index out of range.
    public func beforeIndex(ofAfter index: Int) -> Int? {
        guard sources.indices.contains(index), sources[index] >= 0 else { return nil }
        return sources[index]
    }

    /// Whether nothing changed: no deletes, inserts, moves or updates.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }
}
