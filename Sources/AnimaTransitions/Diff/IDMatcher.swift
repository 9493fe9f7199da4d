/// Pairs the k-th occurrence of each id in a new list with its k-th occurrence in an old list, using one hash table.
///
/// Inlinable so that callers in other modules get it specialised for their id type: unspecialised, every hash and
/// comparison goes through witness tables and the diff runs about five times slower.
@usableFromInline
struct IDMatcher<ID: Hashable> {
    /// Per distinct id, its slot in `cursors`.
    @usableFromInline var slots: [ID: Int]
    /// Per slot, the first old index not yet claimed; −1 once all are claimed, −2 for an id only the new list has.
    @usableFromInline var cursors: [Int] = []
    /// Per old index, the next old index with the same id, or −1.
    @usableFromInline var next: [Int]
    /// Per old index, whether a new item claimed it.
    @usableFromInline var isMatched: [Bool]
    /// Per old index, whether an earlier old item has the same id.
    @usableFromInline var isRepeat: [Bool]
    /// New indices that repeat an earlier id, ascending.
    @usableFromInline var duplicatesAfter: [Int] = []

    @inlinable static var newOnly: Int { -2 }

    @inlinable init(_ old: [ID]) {
        slots = Dictionary(minimumCapacity: old.count)
        cursors.reserveCapacity(old.count)
        next = Array(repeating: -1, count: old.count)
        isMatched = Array(repeating: false, count: old.count)
        isRepeat = Array(repeating: false, count: old.count)
        // Walking backwards leaves each id's first occurrence at the head of its chain.
        for i in old.indices.reversed() {
            if let slot = slots[old[i]] {
                next[i] = cursors[slot]
                isRepeat[cursors[slot]] = true
                cursors[slot] = i
            } else {
                slots[old[i]] = cursors.count
                cursors.append(i)
            }
        }
    }

    /// For each new id, the old index it claims, or −1.
    @inlinable mutating func match(_ new: [ID]) -> [Int] {
        var sources = Array(repeating: -1, count: new.count)
        for (j, id) in new.enumerated() {
            guard let slot = slots[id] else {
                slots[id] = cursors.count
                cursors.append(Self.newOnly)
                continue
            }
            let old = cursors[slot]
            if old >= 0 {
                sources[j] = old
                isMatched[old] = true
                cursors[slot] = next[old]
                // The k-th new occurrence claims the k-th old one, so it repeats exactly when that one does.
                if isRepeat[old] { duplicatesAfter.append(j) }
            } else {
                duplicatesAfter.append(j)
            }
        }
        return sources
    }
}
