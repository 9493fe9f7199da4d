import AnimaTransitions
import PropertyBased
import Testing

@Suite struct ListDiffTests {
    /// Lists over a small alphabet, so that shared ids, reorders and repeats are all common.
    static let lists = Gen.int(in: 0...12).array(of: 0...24)

    /// The seeded cases: the same 600 pairs on every run.
    static func seededPairs(count: Int = 600) -> [([Int], [Int])] {
        var rng = Xoshiro(seed: (0x5EED, 17, 2026, 5))
        return (0..<count).map { _ in (lists.run(using: &rng), lists.run(using: &rng)) }
    }

    @Test func agreesWithBruteForceOnSeededRandomLists() {
        for (before, after) in Self.seededPairs() {
            let isUnchanged: (Int, Int) -> Bool = { old, new in (before[old] + new) % 3 != 0 }
            let diff = ListDiff(from: before, to: after, isUnchanged: isUnchanged)
            let oracle = DiffOracle(before: before, after: after)
            #expect(diff.deletes == oracle.deletes, "\(before) → \(after)")
            #expect(diff.inserts == oracle.inserts, "\(before) → \(after)")
            #expect(after.indices.map { diff.beforeIndex(ofAfter: $0) } == oracle.sources, "\(before) → \(after)")
            #expect(diff.duplicates.filter { $0.side == .before }.map(\.index) == oracle.duplicatesBefore)
            #expect(diff.duplicates.filter { $0.side == .after }.map(\.index) == oracle.duplicatesAfter)
            expectMinimalValidMoves(diff, oracle, before, after)
            let expectedUpdates = after.indices.compactMap { j in
                oracle.sources[j].flatMap { isUnchanged($0, j) ? nil : ListDiff.Pair(before: $0, after: j) }
            }
            #expect(diff.updates == expectedUpdates, "\(before) → \(after)")
        }
    }

    /// Moves are matched items only, as few as kept − LIS, and the items left in place keep their old order.
    private func expectMinimalValidMoves(_ diff: ListDiff, _ oracle: DiffOracle, _ before: [Int], _ after: [Int]) {
        let kept = after.indices.compactMap { j in oracle.sources[j].map { ListDiff.Pair(before: $0, after: j) } }
        let moved = Set(diff.moves)
        #expect(moved.isSubset(of: Set(kept)))
        #expect(diff.moves.count == kept.count - oracle.longestKeptRun, "\(before) → \(after)")
        let staying = kept.filter { !moved.contains($0) }.map(\.before)
        #expect(staying == staying.sorted(), "\(before) → \(after)")
        #expect(diff.moves.map(\.after) == diff.moves.map(\.after).sorted())
    }

    @Test func agreesWithBruteForceOnSeededUniqueIdLists() {
        // Unique ids, as real lists have: prefixes of shuffles share most ids in a new order.
        let unique = zip(Gen.shuffled(Array(0..<40)), Gen.int(in: 0...40)).map { Array($0.prefix($1)) }
        var rng = Xoshiro(seed: (7, 7, 2026, 5))
        for _ in 0..<300 {
            let before = unique.run(using: &rng), after = unique.run(using: &rng)
            let diff = ListDiff(from: before, to: after)
            let oracle = DiffOracle(before: before, after: after)
            #expect(diff.deletes == oracle.deletes)
            #expect(diff.inserts == oracle.inserts)
            #expect(diff.duplicates.isEmpty)
            expectMinimalValidMoves(diff, oracle, before, after)
        }
    }

    @Test func unchangedListIsEmpty() {
        let diff = ListDiff(from: ["a", "b", "c"], to: ["a", "b", "c"])
        #expect(diff.isEmpty)
        #expect(diff.duplicates.isEmpty)
    }

    @Test func insertAtTopMovesNothing() {
        let diff = ListDiff(from: ["a", "b", "c"], to: ["x", "a", "b", "c"])
        #expect(diff.inserts == [0])
        #expect(diff.deletes.isEmpty)
        #expect(diff.moves.isEmpty)
        #expect(diff.beforeIndex(ofAfter: 1) == 0)
    }

    @Test func deleteFromMiddleMovesNothing() {
        let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["a", "b", "d"])
        #expect(diff.deletes == [2])
        #expect(diff.inserts.isEmpty)
        #expect(diff.moves.isEmpty)
    }

    @Test func lastToFirstIsOneMove() {
        // Old positions in new order: 3, 0, 1, 2 — the run 0, 1, 2 stays, only d moves.
        let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "b", "c"])
        #expect(diff.moves == [ListDiff.Pair(before: 3, after: 0)])
    }

    @Test func firstToLastIsOneMove() {
        let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a"])
        #expect(diff.moves == [ListDiff.Pair(before: 0, after: 3)])
    }

    @Test func reversalOfFiveIsFourMoves() {
        // A longest increasing run of 4, 3, 2, 1, 0 has length 1: four items must move.
        let diff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["e", "d", "c", "b", "a"])
        #expect(diff.moves.count == 4)
    }

    @Test func adjacentSwapIsOneMove() {
        let diff = ListDiff(from: ["a", "b", "c"], to: ["b", "a", "c"])
        #expect(diff.moves.count == 1)
    }

    @Test func repeatedIdsPairInOrderAndAreReported() {
        // a₀ ↔ a₀, a₂ ↔ a₁; b goes, c comes.
        let diff = ListDiff(from: ["a", "b", "a"], to: ["a", "a", "c"])
        #expect(diff.beforeIndex(ofAfter: 0) == 0)
        #expect(diff.beforeIndex(ofAfter: 1) == 2)
        #expect(diff.deletes == [1])
        #expect(diff.inserts == [2])
        #expect(diff.moves.isEmpty)
        #expect(diff.duplicates == [ListDiff.Duplicate(side: .before, index: 2), ListDiff.Duplicate(side: .after, index: 1)])
    }

    @Test func repeatedNewIdsAreInsertsAndReported() {
        let diff = ListDiff(from: [String](), to: ["x", "x", "x"])
        #expect(diff.inserts == [0, 1, 2])
        #expect(diff.duplicates.map(\.index) == [1, 2])
        #expect(diff.duplicates.allSatisfy { $0.side == .after })
    }

    @Test func updatesAreMatchedItemsTheCallerCallsChanged() {
        let diff = ListDiff(from: ["a", "b", "c"], to: ["c", "b", "a"]) { old, _ in old != 1 }
        #expect(diff.updates == [ListDiff.Pair(before: 1, after: 1)])
        #expect(diff.beforeIndex(ofAfter: 7) == nil)
    }
}
