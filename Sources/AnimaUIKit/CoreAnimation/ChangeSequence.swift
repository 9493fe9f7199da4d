#if !canImport(QuartzCore)
/// A global counter that orders model changes and animation additions made at the same virtual time.
@MainActor
enum ChangeSequence {
    private static var last = 0

    /// The next number.
    static func next() -> Int {
        last += 1
        return last
    }

    /// The last number handed out.
    static var current: Int { last }
}
#endif
