/// Why SVG path data could not be read, and where.
public struct PathDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the parser expected or rejected.
    public enum Reason: Sendable, Equatable {
        /// A coordinate or other number was missing or malformed.
        case expectedNumber
        /// An arc's large-arc or sweep flag was not `0` or `1`.
        case expectedFlag
        /// Something other than a command letter stood where a command must begin.
        case expectedCommand(found: Character)
        /// The data did not begin with a moveto (`M` or `m`).
        case expectedMoveTo
        /// A number was too large for a Double (it would be infinite).
        case numberOutOfRange
    }

    /// The offset of the offending place, in Characters from the start of the text.
    public let offset: Int
    /// What went wrong.
    public let reason: Reason

    /// Creates an error at a Character offset.
    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    /// A sentence for people, such as "expected a number at offset 12".
    public var message: String {
        switch reason {
        case .expectedNumber:
            return "expected a number at offset \(offset)"
        case .expectedFlag:
            return "expected an arc flag (0 or 1) at offset \(offset)"
        case .expectedCommand(let found):
            return "expected a path command at offset \(offset), found \"\(found)\""
        case .expectedMoveTo:
            return "path data must begin with a moveto (M or m) at offset \(offset)"
        case .numberOutOfRange:
            return "number out of range at offset \(offset)"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
