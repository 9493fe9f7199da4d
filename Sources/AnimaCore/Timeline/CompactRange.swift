/// A range of indices into one of the timeline's arrays, stored as two 32-bit bounds (see `CompactIndex`).
@propertyWrapper
struct CompactRange: Sendable {
    private var lower: Int32, upper: Int32

    init(wrappedValue: Range<Int>) {
        lower = Int32(truncatingIfNeeded: wrappedValue.lowerBound)
        upper = Int32(truncatingIfNeeded: wrappedValue.upperBound)
    }

    var wrappedValue: Range<Int> {
        get { Int(lower)..<Int(upper) }
        set { self = CompactRange(wrappedValue: newValue) }
    }
}
