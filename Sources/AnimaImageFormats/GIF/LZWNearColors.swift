/// Lossy mode's further acceptable indices: pixel i may be written as any index in `lists[classes[i]]` (palette
/// colours within the error bound of the pixel's true colour, nearest first); class −1 has none.
struct LZWNearColors {
    /// The list number of each pixel, −1 for none.
    var classes: [Int32]
    /// Start of each list in `indices`; list k is `indices[starts[k] ..< starts[k + 1]]`.
    var starts: [Int32]
    /// All lists, one after another.
    var indices: [UInt8]

    /// The first index of pixel `pixel`'s list that extends string `code` in `table`, with the code it extends to.
    @inline(__always)
    func firstChild(of code: Int, pixel: Int, in table: LZWDictionary.Slots) -> (code: Int, index: Int)? {
        let k = Int(classes[pixel])
        guard k >= 0 else { return nil }
        for j in Int(starts[k])..<Int(starts[k + 1]) {
            let index = Int(indices[j]), child = table.child(code, index)
            if child != 0 { return (child, index) }
        }
        return nil
    }
}
