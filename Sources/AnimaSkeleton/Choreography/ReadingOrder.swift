import AnimaCore

/// The order in which a reader meets bones: top to bottom, then from the leading edge (left, or right in a
/// right-to-left layout). Stagger and drop follow it, so both mirror in right-to-left layouts.
enum ReadingOrder {
    /// Each bone's rank in reading order.
    static func ranks(of bones: [Bone], direction: LayoutDirection) -> [Int] {
        let sorted = bones.indices.sorted { i, j in
            let a = bones[i].frame, b = bones[j].frame
            let rowA = a.minY.rounded(), rowB = b.minY.rounded()
            if rowA != rowB { return rowA < rowB }
            let leadA = direction.isRightToLeft ? -a.maxX : a.minX
            let leadB = direction.isRightToLeft ? -b.maxX : b.minX
            return leadA != leadB ? leadA < leadB : i < j
        }
        var ranks = [Int](repeating: 0, count: bones.count)
        for (rank, index) in sorted.enumerated() { ranks[index] = rank }
        return ranks
    }

    /// Each bone's drop step (nil when it sits out): its element's `dropIndex`, its label's `dropFromIndex` plus the
    /// line, or its rank among the bones that take part.
    static func dropSteps(of bones: [Bone], direction: LayoutDirection) -> [Int?] {
        let ranks = ranks(of: bones, direction: direction)
        let taking = bones.indices.filter { !bones[$0].configuration.removeOnDrop }.sorted { ranks[$0] < ranks[$1] }
        var steps = [Int?](repeating: nil, count: bones.count)
        for (position, index) in taking.enumerated() {
            let c = bones[index].configuration
            if let from = c.dropFromIndex {
                steps[index] = from + (bones[index].lineIndex ?? 0)
            } else {
                steps[index] = c.dropIndex ?? position
            }
        }
        return steps
    }
}
