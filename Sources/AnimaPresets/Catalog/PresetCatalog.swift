import AnimaCore

/// Every preset by name, in the order `anima presets` lists them.
public enum PresetCatalog {
    /// All presets: seed micro-interactions, Animate.css, Spring, then symbol effects.
    public static let all: [Preset] = seeds + animateCSS + spring + symbols

    /// The preset called `name`; an unknown name is an error suggesting the closest one.
    public static func preset(named name: String) throws(PresetError) -> Preset {
        if let preset = all.first(where: { $0.name == name }) { return preset }
        throw .unknownPreset(name, suggestion: suggestion(for: name))
    }

    /// The closest name by edit distance (case-insensitive), if it is close enough to be a likely typo.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        let scored = all.map { ($0.name, editDistance(lowered, $0.name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...Swift.max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}

/// The parameters most presets share.
extension PresetParameter {
    /// Seconds of one play.
    static func duration(_ seconds: Double) -> PresetParameter {
        .number("duration", "seconds of one play", default: seconds, in: 0.01...60, unit: "s")
    }

    /// Seconds before it starts.
    static let delay = PresetParameter.number("delay", "seconds before it starts", default: 0, in: 0...60, unit: "s")

    /// How many plays.
    static func repeatCount(_ count: Double = 1) -> PresetParameter {
        PresetParameter("repeat", "how many times it plays (infinity loops)", kind: .repeatCount, default: .number(count))
    }

    /// A multiplier of the published amplitudes.
    static func force(_ range: ClosedRange<Double> = 0...3) -> PresetParameter {
        .number("force", "multiplies the published amplitudes (1 is the source's)", default: 1, in: range)
    }
}

extension [PresetParameter] {
    /// The timing trio: duration (with this default), delay and repeat.
    static func timing(_ seconds: Double, repeat count: Double = 1) -> [PresetParameter] {
        [.duration(seconds), .delay, .repeatCount(count)]
    }
}
