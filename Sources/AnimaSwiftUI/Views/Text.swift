#if !canImport(Darwin)
/// A line of text (measured approximately: 0.55 em per character, 1.2 em per line; see docs/swiftui.md).
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var font: Font?
    var color: Color?

    /// Text showing `content`.
    public init(_ content: String) { self.content = content }
    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text showing `content` verbatim.
    public init(verbatim content: String) { self.content = content }
    /// Text showing the string `key` names (headless: the key itself).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) { content = key.key }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// The same text, bold.
    public func bold() -> Text { var t = self; t.font = (font ?? .body).bold(); return t }
    /// The same text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self; t.font = (font ?? .body).weight(weight ?? .regular); return t
    }

    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(key: context.path, kind: .text(content, font ?? context.environment.font,
                                                 color ?? context.environment.foreground ?? .primary),
                  scopes: context.environment.scopes)]
    }

    /// The size of `content` in `font`, wrapped to `width` when given.
    static func measure(_ content: String, font: Font, width: CGFloat?) -> CGSize {
        let advance = font.size * 0.55
        let natural = CGFloat(content.count) * advance
        let line = (font.size * 1.2).rounded(.up)
        guard let width, width.isFinite, natural > width, width >= advance else {
            return CGSize(width: natural.rounded(.up), height: line)
        }
        let perLine = max(1, Int(width / advance))
        let lines = (content.count + perLine - 1) / perLine
        return CGSize(width: (CGFloat(perLine) * advance).rounded(.up), height: line * CGFloat(lines))
    }
}
#endif
