/// Text made safe for HTML and SVG: the one escaper of every page and document Anima writes (the web export, SVG,
/// the demo gallery).
public enum HTMLText {
    /// `s` safe inside elements and double-quoted attribute values: `&`, `<`, `>` and `"` as character references.
    public static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
