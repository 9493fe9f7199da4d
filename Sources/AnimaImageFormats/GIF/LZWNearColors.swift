/// Lossy mode's further acceptable indices: pixel i may be written as any index in `lists[classes[i]]` (palette
/// colours within the error bound of the pixel's true colour, nearest first); class −1 has none.
struct LZWNearColors {
    /// The list number of each pixel, −1 for none.
    var classes: [Int32]
    /// Start of each list in `indices`; list k is `indices[starts[k] ..< starts[k + 1]]`.
    var starts: [Int32]
    /// All lists, one after another.
    var indices: [UInt8]

    /// The first index of pixel `pixel`'s list that extends the string whose row in the table is `row`.
    @inline(__always)
    func firstChild(of row: Int, pixel: Int, in table: UnsafeMutableBufferPointer<Int16>) -> Int? {
        let k = Int(classes[pixel])
        guard k >= 0 else { return nil }
        for j in Int(starts[k])..<Int(starts[k + 1]) where table[row | Int(indices[j])] != 0 { return Int(indices[j]) }
        return nil
    }
}
