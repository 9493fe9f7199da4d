/// Patience sorting with binary search: which elements of a sequence of distinct numbers form one longest increasing
/// subsequence, in O(n log n).
enum LongestIncreasingSubsequence {
    /// A mask over `values`: true for the elements of a longest increasing subsequence (the one ending earliest).
    static func membership(_ values: [Int]) -> [Bool] {
        // tails[k]: index of the smallest last element of an increasing run of length k + 1 seen so far.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            let k = firstTail(notBelow: v, tails: tails, values: values)
            if k > 0 { previous[i] = tails[k - 1] }
            if k == tails.count { tails.append(i) } else { tails[k] = i }
        }
        var mask = Array(repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 { mask[i] = true; i = previous[i] }
        return mask
    }

    /// The first position in `tails` whose element is ≥ `v` (tails' elements increase).
    private static func firstTail(notBelow v: Int, tails: [Int], values: [Int]) -> Int {
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < v { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
