import AnimaCore
import ArgumentParser

/// `anima sample SCENE --at T1,T2,…`: prints presentation values at the given times.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print a scene's presentation values at given times.",
        discussion: """
        Without --key, prints every key path the selected layers' animations touch; with --key, that key path for \
        every selected layer. JSON output is an array of {"time", "layer", "key", "value"}: points [x, y], sizes \
        [w, h], rects [x, y, w, h], colours [r, g, b, a], transforms 16 numbers m11…m44, paths SVG path data; \
        numbers have 12 significant digits.
        """)

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv, table }

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Comma-separated scene times in seconds, e.g. 0,0.25,1.5.", valueName: "T1,T2,…"))
    var at: TimeList

    @Option(help: ArgumentHelp("Only the layer with this id.", valueName: "ID"))
    var layer: String?

    @Option(help: ArgumentHelp("Only this key path (any property, animated or not).", valueName: "KEYPATH"))
    var key: String?

    @Option(help: "Output format: json, csv or table.")
    var format: Format = .json

    func validate() throws {
        if let key, PropertyKey(keyPath: key) == nil {
            let valid = PropertyKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown key path '\(key)'; valid key paths: \(valid)")
        }
    }

    func run() throws {
        let timeline = try SceneLoader.load(scene)
        let rows = try sampleRows(timeline, times: at.times)
        print(SampleOutput.render(rows, format: format), terminator: "")
    }

    private func sampleRows(_ timeline: Timeline, times: [Double]) throws -> [SampleOutput.Row] {
        let scene = timeline.scene
        let layers = scene.allLayers
        if let layer, !layers.contains(where: { $0.id == layer }) {
            let ids = layers.map(\.id).joined(separator: ", ")
            throw CLIError(.usage, "no layer '\(layer)' in \(self.scene); its layers are: \(ids)")
        }
        let selected = layers.filter { layer == nil || $0.id == layer }
        let keys = selected.map { l in key.flatMap(PropertyKey.init(keyPath:)).map { [$0] } ?? l.writtenKeys }
        var rows: [SampleOutput.Row] = []
        var presentation = timeline.sample(at: times.first ?? 0)
        for t in times {
            timeline.sample(at: t, into: &presentation)
            for (l, layerKeys) in zip(selected, keys) {
                guard let properties = presentation[l.id] else { continue }
                for k in layerKeys {
                    rows.append(SampleOutput.Row(time: t, layer: l.id, key: k.rawValue, value: properties[k]))
                }
            }
        }
        return rows
    }
}

