import AnimaCore

extension PresetCatalog {
    /// MengTo/Spring's presets.
    static let spring: [Preset] = [
        Preset("pop", .spring, "Pops: additive scale +0.2, −0.2, +0.2 and back.",
               parameters: [.force()] + .timing(0.7)) { a, _ in
            Presets.pop(force: a.number("force"), timing: a.timing)
        },
        Preset("morph", .spring, "Morphs: wide and short, tall and thin, wide again (1.3 / 0.7).",
               parameters: [.force(0...3)] + .timing(0.7)) { a, _ in
            Presets.morph(force: a.number("force"), timing: a.timing)
        },
        Preset("squeeze", .spring, "Squeezes: 1.5× wide and half height, then half width, twice.",
               parameters: [.force(0...3)] + .timing(0.7)) { a, _ in
            Presets.squeeze(force: a.number("force"), timing: a.timing)
        },
        Preset("flip", .spring, "Flips over: half a turn about the vertical (or horizontal) axis.",
               parameters: [.choice("direction", "horizontal (about y) or vertical (about x)", ["horizontal", "vertical"])]
                   + .timing(0.7)) { a, _ in
            Presets.flip(horizontal: a.choice("direction") == "horizontal", timing: a.timing)
        },
        Preset("fall", .spring, "Falls: springs 600 pt down turning 15°, and stays there.",
               parameters: [.force()] + springFeel) { a, _ in
            Presets.fall(force: a.number("force"), feel: feel(a), delay: a.number("delay"))
        },
        Preset("slideIn", .spring, "Springs in from 300 pt beyond an edge.",
               parameters: [edge("the edge it comes from"), .force()] + springFeel) { a, _ in
            Presets.slideIn(from: Presets.Edge(rawValue: a.choice("edge")) ?? .right, force: a.number("force"),
                            feel: feel(a), delay: a.number("delay"))
        },
        Preset("slideOut", .spring, "Springs 300 pt towards an edge, and stays there.",
               parameters: [edge("the edge it leaves by"), .force()] + springFeel) { a, _ in
            Presets.slideOut(to: Presets.Edge(rawValue: a.choice("edge")) ?? .right, force: a.number("force"),
                             feel: feel(a), delay: a.number("delay"))
        },
    ]

    /// Spring's spring parameters and a delay.
    static let springFeel: [PresetParameter] = [
        .number("duration", "UIKit's spring duration (usingSpringWithDamping: settled and cut there)", default: 0.7,
                in: 0.05...10, unit: "s"),
        .number("damping", "damping ratio (1 does not overshoot)", default: 0.7, in: 0.05...1),
        .number("velocity", "initial velocity in distances per second", default: 0.7, in: -20...20),
        .delay,
    ]

    /// The spring parameters of validated arguments, in UIKit's vocabulary (Spring calls `usingSpringWithDamping`).
    static func feel(_ a: PresetArguments) -> SpringFeel {
        SpringFeel.uiKit(duration: a.number("duration"), dampingRatio: a.number("damping"), initialVelocity: a.number("velocity"))
    }

    /// An edge parameter.
    static func edge(_ summary: String) -> PresetParameter {
        .choice("edge", summary, Presets.Edge.allCases.map(\.rawValue), default: "right")
    }
}
