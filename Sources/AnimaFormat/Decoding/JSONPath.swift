/// Builds the JSON paths that name values in error messages: `layers[2].animations[0].keyTimes`.
enum JSONPath {
    /// The path of member `name` of the object at `parent`.
    static func member(_ parent: String, _ name: String) -> String { parent.isEmpty ? name : parent + "." + name }
    /// The path of element `index` of the array at `parent`.
    static func element(_ parent: String, _ index: Int) -> String { "\(parent)[\(index)]" }
}
