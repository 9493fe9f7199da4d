/// An index into one of the timeline's arrays, stored in 32 bits and used as an `Int`, so that the records a frame
/// reads per animation and per layer stay small. The builder refuses scenes whose indices would not fit
/// (`CompiledAnimation.maxIndex`).
@propertyWrapper
struct CompactIndex: Sendable {
    private var raw: Int32

    init(wrappedValue: Int) { raw = Int32(truncatingIfNeeded: wrappedValue) }

    var wrappedValue: Int {
        get { Int(raw) }
        set { raw = Int32(truncatingIfNeeded: newValue) }
    }
}
