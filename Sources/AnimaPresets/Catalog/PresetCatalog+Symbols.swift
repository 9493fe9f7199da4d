import AnimaCore

extension PresetCatalog {
    /// Effects named after SF Symbols', with Anima's own curves (documented on `Presets`).
    static let symbols: [Preset] = [
        Preset("symbolBounce", .symbol, "Squashes, hops 10 pt and settles (like SF Symbols' bounce).",
               parameters: [.choice("direction", "up or down", ["up", "down"]), .force()] + .timing(0.5)) { a, _ in
            Presets.symbolBounce(up: a.choice("direction") == "up", force: a.number("force"), timing: a.timing)
        },
        Preset("symbolPulse", .symbol, "Dims to 30 % opacity and back (like SF Symbols' pulse).",
               parameters: .timing(1)) { a, _ in
            Presets.symbolPulse(timing: a.timing)
        },
        Preset("symbolWiggle", .symbol, "Wiggles back and forth, decaying: turning 12° or moving 6 pt (like wiggle).",
               parameters: [.choice("direction", "which way it starts", Presets.WiggleDirection.allCases.map(\.rawValue)),
                            .number("angle", "first turn for clockwise/counterClockwise", default: 12, in: 0...90, unit: "°"),
                            .number("distance", "first move for left/right/up/down", default: 6, in: 0...200, unit: "pt")]
                   + .timing(0.6)) { a, _ in
            Presets.symbolWiggle(Presets.WiggleDirection(rawValue: a.choice("direction")) ?? .clockwise,
                                 angle: a.number("angle"), distance: a.number("distance"), timing: a.timing)
        },
        Preset("symbolBreathe", .symbol, "Swells to 1.08× and back, slowly, optionally fading (like breathe).",
               parameters: [.choice("variant", "plain scales; pulse also fades to 70 %", ["plain", "pulse"]), .force(0...10)]
                   + .timing(1.6)) { a, _ in
            Presets.symbolBreathe(Presets.BreatheVariant(rawValue: a.choice("variant")) ?? .plain,
                                  force: a.number("force"), timing: a.timing)
        },
        Preset("symbolRotate", .symbol, "Turns a full circle about its centre (like SF Symbols' rotate).",
               parameters: [.choice("direction", "which way it turns", ["clockwise", "counterClockwise"]),
                            .number("turns", "how many full turns", default: 1, in: 0...100)] + .timing(1)) { a, _ in
            Presets.symbolRotate(clockwise: a.choice("direction") == "clockwise", turns: a.number("turns"),
                                 timing: a.timing)
        },
    ]
}
