import Foundation

/// The gallery's `index.html`: a section per group, a card per item with its GIF, name, one line, the command and
/// the JSON that made it. Self-contained (inline CSS, no scripts, no external resources).
enum GalleryPage {
    /// The page for `items` (in order), with the total render time in the footer.
    static func html(_ items: [GalleryItem], sizes: [String: (width: Int, height: Int)], seconds: Double?) -> String {
        var sections: [(String, [GalleryItem])] = []
        for item in items {
            if let i = sections.firstIndex(where: { $0.0 == item.section }) { sections[i].1.append(item) }
            else { sections.append((item.section, [item])) }
        }
        var out = head
        out += "<nav>" + sections.map { "<a href=\"#\(anchor($0.0))\">\(escape($0.0))</a>" }.joined(separator: " · ")
            + "</nav>\n"
        for (title, members) in sections {
            out += "<section id=\"\(anchor(title))\"><h2>\(escape(title))</h2><div class=\"grid\">\n"
            for item in members { out += card(item, size: sizes[item.name]) }
            out += "</div></section>\n"
        }
        let time = seconds.map { " in \(String(format: "%.1f", $0)) s" } ?? ""
        out += "<footer>\(items.count) animations rendered by <code>anima demo</code>\(time).</footer>\n</body>\n</html>\n"
        return out
    }

    private static func card(_ item: GalleryItem, size: (width: Int, height: Int)?) -> String {
        let dims = size.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        return """
        <figure id="\(escape(item.name))">
        <img src="\(escape(item.name)).gif" alt="\(escape(item.name))"\(dims)>
        <figcaption><strong>\(escape(item.name))</strong> — \(escape(item.summary))
        <code class="cmd">\(escape(item.command))</code>
        <details><summary>JSON</summary><pre>\(escape(item.json))</pre></details></figcaption>
        </figure>

        """
    }

    /// Text safe inside HTML elements and attribute values.
    static func escape(_ s: String) -> String {
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

    private static func anchor(_ title: String) -> String {
        String(title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    private static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Anima gallery</title>
    <style>
    body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #fff; }
    h1 { margin: 0 0 4px; } nav { margin: 8px 0 16px; } h2 { margin-top: 32px; border-bottom: 1px solid #e5e5ea; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
    figure { margin: 0; padding: 8px; border: 1px solid #e5e5ea; border-radius: 10px; }
    img { display: block; max-width: 100%; height: auto; border-radius: 6px; background: #f2f2f7; }
    figcaption { margin-top: 6px; } code.cmd { display: block; margin-top: 4px; font-size: 12px; color: #3a3a3c; }
    pre { max-height: 320px; overflow: auto; font-size: 11px; background: #f2f2f7; padding: 6px; }
    footer { margin-top: 32px; color: #8e8e93; }
    </style>
    </head>
    <body>
    <h1>Anima gallery</h1>
    <p>Core Animation's semantics, rendered headless on Linux. Every picture below is a GIF made by
    <code>anima demo</code>; open “JSON” to see the input that made it.</p>

    """
}
