/// Values a renderer keeps from one frame to the next: a value lives while some frame uses it, and is dropped at the
/// start of the frame after the first one that did not, so memory stays at what the last frame drew.
///
/// Entries are stamped with the frame that last used them, in one table: a hit is one lookup and a stamp in place.
struct FrameCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Kept: Sendable {
        let value: Value
        var frame: UInt
    }

    private var kept: [Key: Kept] = [:]
    /// The current frame, and how many entries of `kept` carry it.
    private var frame: UInt = 0
    private var usedThisFrame = 0

    init() {}

    /// Starts a frame: values the last frame did not use are dropped (the table is rebuilt only when there are any).
    mutating func beginFrame() {
        if usedThisFrame < kept.count {
            let last = frame
            kept = kept.filter { $0.value.frame == last }
        }
        frame &+= 1
        usedThisFrame = 0
    }

    /// The value kept for `key`, marked as used by this frame.
    mutating func value(for key: Key) -> Value? {
        guard let i = kept.index(forKey: key) else { return nil }
        if kept.values[i].frame != frame {
            kept.values[i].frame = frame
            usedThisFrame += 1
        }
        return kept.values[i].value
    }

    /// The value for `key`: the one kept when `reusing`, otherwise made now (and kept when `reusing`).
    mutating func value(for key: Key, reusing: Bool, making make: () -> Value) -> Value {
        guard reusing else { return make() }
        if let kept = value(for: key) { return kept }
        let made = make()
        keep(made, for: key)
        return made
    }

    /// Keeps `value` for `key`, used by this frame.
    mutating func keep(_ value: Value, for key: Key) {
        if kept.updateValue(Kept(value: value, frame: frame), forKey: key)?.frame != frame { usedThisFrame += 1 }
    }
}
