import AnimaPresets
import ArgumentParser

/// `anima presets`: lists the presets, grouped by where they come from, one line each.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the preset animations, one line each.",
        discussion: "`anima preset NAME -o OUT` shows one; --parameters lists what each takes.")

    @Flag(help: "Also list each preset's parameters with their defaults and accepted values.")
    var parameters = false

    func run() {
        print(Self.listing(withParameters: parameters), terminator: "")
    }

    /// The listing: a heading per category, then `name  summary` lines aligned, optionally with parameters.
    static func listing(withParameters: Bool) -> String {
        let width = (PresetCatalog.all.map(\.name.count).max() ?? 0) + 2
        var out = ""
        for category in PresetCategory.allCases {
            let presets = PresetCatalog.all.filter { $0.category == category }
            guard !presets.isEmpty else { continue }
            out += (out.isEmpty ? "" : "\n") + category.title + "\n"
            for preset in presets {
                out += "  " + preset.name + String(repeating: " ", count: width - preset.name.count) + preset.summary + "\n"
                guard withParameters else { continue }
                for p in preset.parameters {
                    out += "      \(p.name)=\(p.defaultValue)  \(p.summary); \(p.expectation)\n"
                }
            }
        }
        return out
    }
}
