/// A parsed JSON document; objects keep their members in file order so errors come out in reading order.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// How error messages name this kind of value ("got a string").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array(let items): "an array of \(items.count)"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable {
    package var key: String
    package var value: JSONValue

    package init(key: String, value: JSONValue) { self.key = key; self.value = value }
}
