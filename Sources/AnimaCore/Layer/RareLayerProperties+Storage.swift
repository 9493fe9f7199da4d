extension RareLayerProperties {
    /// A shared, copy-on-write reference to rare properties: equal by value, copied before a write when shared.
    ///
    /// Sendable like an array: the box is written only through `writable()`, that is when no other value holds it
    /// (`ManagedBuffer` itself is not `Sendable`, hence the unchecked conformance).
    struct Storage: @unchecked Sendable, Hashable {
        /// The defaults, shared: every layer starts with them, and one that never sets a rare property never allocates.
        static let defaults = Storage(box: Box.make(RareLayerProperties()))

        private(set) var box: Box

        /// The box, copied first when another value shares it (value semantics, as for any stored property).
        @inline(__always)
        mutating func writable() -> Box {
            if !isKnownUniquelyReferenced(&box) { box = Box.make(box.header) }
            return box
        }

        static func == (a: Storage, b: Storage) -> Bool { a.box === b.box || a.box.header == b.box.header }

        func hash(into hasher: inout Hasher) { hasher.combine(box.header) }
    }

    /// The heap cell: a `ManagedBuffer` header rather than a class's stored property, so reading it costs one load
    /// (no runtime exclusivity check).
    final class Box: ManagedBuffer<RareLayerProperties, UInt8> {
        static func make(_ value: RareLayerProperties) -> Box {
            unsafeDowncast(Box.create(minimumCapacity: 0) { _ in value }, to: Box.self)
        }
    }
}
