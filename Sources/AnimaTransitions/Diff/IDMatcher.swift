/// Pairs the k-th occurrence of each id in a new list with its k-th occurrence in an old list, using one hash table.
struct IDMatcher<ID: Hashable> {
    /// Per id, the first old index not yet claimed; −1 once all are claimed, −2 for an id that only the new list has.
    private var heads: [ID: Int]
    /// Per old index, the next old index with the same id, or −1.
    private var next: [Int]
    /// Per old index, whether a new item claimed it.
    private(set) var isMatched: [Bool]
    /// Per old index, whether an earlier old item has the same id.
    private(set) var isRepeat: [Bool]
    /// New indices that repeat an earlier id, ascending.
    private(set) var duplicatesAfter: [Int] = []

    private static var exhausted: Int { -1 }
    private static var newOnly: Int { -2 }

    init(_ old: [ID]) {
        heads = Dictionary(minimumCapacity: old.count)
        next = Array(repeating: -1, count: old.count)
        isMatched = Array(repeating: false, count: old.count)
        isRepeat = Array(repeating: false, count: old.count)
        // Walking backwards leaves each id's first occurrence at the head of its chain.
        for i in old.indices.reversed() {
            if let later = heads.updateValue(i, forKey: old[i]) {
                next[i] = later
                isRepeat[later] = true
            }
        }
    }

    /// For each new id, the old index it claims, or −1.
    mutating func match(_ new: [ID]) -> [Int] {
        var sources = Array(repeating: -1, count: new.count)
        for (j, id) in new.enumerated() {
            guard let slot = heads.index(forKey: id) else {
                heads[id] = Self.newOnly
                continue
            }
            let old = heads.values[slot]
            if old >= 0 {
                sources[j] = old
                isMatched[old] = true
                heads.values[slot] = next[old]
                // The k-th new occurrence claims the k-th old one, so it repeats exactly when that one does.
                if isRepeat[old] { duplicatesAfter.append(j) }
            } else {
                duplicatesAfter.append(j)
            }
        }
        return sources
    }
}
