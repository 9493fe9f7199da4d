/// What a view in a layout is, which decides the bones it becomes.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain view: a container when it has children, one block bone when it has none.
    case view
    /// Text: one line bone per line.
    case label
    /// A picture: one block bone keeping its corner radius, or a circle.
    case image
    /// A button: one block bone.
    case button
    /// A text field: one block bone.
    case textField
}
