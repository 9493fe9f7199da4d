import AnimaCore

/// The benchmark lists of issue 5: `count` unique ids, then 10 % deleted, 10 % inserted and 5 % moved, chosen by a
/// fixed-seed SplitMix64 so that every run diffs the same lists.
struct DiffInput {
    let before: [String]
    let after: [String]

    init(count: Int, seed: UInt64 = 0x5EED_2026) {
        var rng = SeededRandom(seed: seed)
        let before = (0..<count).map { "item-\($0)" }
        // Delete every item whose random draw falls in the lowest 10 %.
        var after = before.filter { _ in rng.next() % 100 >= 10 }
        let moves = count / 20
        for _ in 0..<moves {
            let item = after.remove(at: Int(rng.next() % UInt64(after.count)))
            after.insert(item, at: Int(rng.next() % UInt64(after.count + 1)))
        }
        for k in 0..<(count / 10) {
            after.insert("new-\(k)", at: Int(rng.next() % UInt64(after.count + 1)))
        }
        self.before = before
        self.after = after
    }
}

