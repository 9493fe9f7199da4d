extension Array where Element: FixedWidthInteger {
    /// Makes the array `count` zeros, on the memory it already has where that is enough (an offscreen canvas or a
    /// blur plane reused from an earlier frame allocates nothing).
    mutating func setZeros(count: Int) {
        if self.count > count { removeLast(self.count - count) }
        withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        if self.count < count { append(contentsOf: repeatElement(0, count: count - self.count)) }
    }
}
