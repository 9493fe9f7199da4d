#if !canImport(Darwin)
import Synchronization

/// A namespace for matched geometry (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    /// The namespace.
    public let wrappedValue: ID
    /// A new namespace.
    public init() { wrappedValue = ID(value: Namespace.next()) }

    private static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
    private static let counter = Atomic<Int>(0)
}

extension View {
    /// Matches this view's geometry with others of the same id in `namespace` (not interpolated here: each view
    /// keeps its own frame; the views' insertion and removal transitions still run).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> Self { self }
}

/// What a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}
#endif
