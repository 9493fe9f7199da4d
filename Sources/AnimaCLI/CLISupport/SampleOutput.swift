import AnimaCore
import AnimaFormat

/// Renders `anima sample` rows as JSON, CSV or an aligned table.
enum SampleOutput {
    /// One sampled value.
    struct Row {
        var time: Double
        var layer: String
        var key: String
        var value: Value
    }

    /// The rows in `format`, ending in a newline.
    static func render(_ rows: [Row], format: SampleCommand.Format) -> String {
        switch format {
        case .json: json(rows)
        case .csv: csv(rows)
        case .table: table(rows)
        }
    }

    /// `[{"time": …, "layer": …, "key": …, "value": …}, …]`, one row per line.
    static func json(_ rows: [Row]) -> String {
        guard !rows.isEmpty else { return "[]\n" }
        let lines = rows.map { r in
            "  {\"time\": \(SampleNumber.format(r.time)), \"layer\": \(JSONString.quoted(r.layer)), "
                + "\"key\": \(JSONString.quoted(r.key)), \"value\": \(SampleValue.json(r.value))}"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// RFC 4180 CSV with a header; compound values are their JSON text, quoted.
    static func csv(_ rows: [Row]) -> String {
        var out = "time,layer,key,value\n"
        for r in rows {
            out += [SampleNumber.format(r.time), r.layer, r.key, SampleValue.json(r.value)].map(csvField).joined(separator: ",")
            out += "\n"
        }
        return out
    }

    /// Columns padded to their widest cell.
    static func table(_ rows: [Row]) -> String {
        let cells = [["TIME", "LAYER", "KEY", "VALUE"]]
            + rows.map { [SampleNumber.format($0.time), $0.layer, $0.key, SampleValue.json($0.value)] }
        let widths = (0..<3).map { c in cells.map { $0[c].count }.max() ?? 0 }
        return cells.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    private static func csvField(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
            ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}

private extension String {
    func padding(toLength n: Int) -> String { self + String(repeating: " ", count: Swift.max(0, n - count)) }
}
