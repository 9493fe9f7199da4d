import AnimaCore

extension PresetCatalog {
    /// The seed app's micro-interactions.
    static let seeds: [Preset] = [
        Preset("bell", .seed, "A bell rings about its top: ±22.5° six times, then rests; forever.",
               parameters: [.number("angle", "swing each way", default: 22.5, in: 0...90, unit: "°"),
                            .number("ring", "seconds of ringing", default: 1, in: 0.01...60, unit: "s"),
                            .number("rest", "seconds still after each ring", default: 0.6, in: 0...60, unit: "s"),
                            .delay, .repeatCount(.infinity)],
               anchorPoint: Point(0.5, 0), stage: .bell) { a, _ in
            Presets.bell(degrees: a.number("angle"), ring: a.number("ring"), rest: a.number("rest"),
                         delay: a.number("delay"), repeatCount: a.number("repeat"))
        },
        Preset("cardLoop", .seed, "A card pops, wiggles twice, settles and waits, in one removable 5.7 s group.",
               parameters: [.choice("variant", "compact: 1.1× and ±3°; regular: 1.05× and ±1.5°", ["compact", "regular"]),
                            .delay, .repeatCount(.infinity)],
               stage: .card) { a, _ in
            Presets.cardLoop(Presets.CardVariant(rawValue: a.choice("variant")) ?? .compact, delay: a.number("delay"),
                             repeatCount: a.number("repeat"))
        },
        Preset("passcodeShake", .seed, "A passcode field rejects a code: a decaying additive x shake.",
               parameters: [.number("amplitude", "the first swing", default: 10, in: 0...200, unit: "pt")]
                   + .timing(0.4),
               stage: .field) { a, _ in
            Presets.passcodeShake(amplitude: a.number("amplitude"), timing: a.timing)
        },
        Preset("ridePath", .seed, "Rides a sine path at constant speed, turning with the tangent.",
               parameters: [.number("length", "how far right the path runs", default: 192, in: 1...2000, unit: "pt"),
                            .number("amplitude", "how far up and down", default: 40, in: 0...1000, unit: "pt"),
                            .number("waves", "sine periods along the path", default: 2, in: 0.25...20)]
                   + .timing(4, repeat: .infinity),
               stage: .arrow) { a, layer in
            Presets.ride(ridePath(a, from: layer.position), timing: a.timing)
        },
        Preset("morphToCircle", .seed, "Rounds the corners into a circle (1 s ease-out) and stays round.",
               parameters: .timing(1)) { a, layer in
            Presets.morphToCircle(radius: Swift.min(layer.bounds.width, layer.bounds.height) / 2, timing: a.timing)
        },
        Preset("moveAndRotate", .seed, "Moves right while turning 315° (2 s ease-in-ease-out), keeping the end state.",
               parameters: [.number("dx", "distance along x", default: 80, in: -5000...5000, unit: "pt"),
                            .number("angle", "clockwise turn", default: 315, in: -3600...3600, unit: "°")]
                   + .timing(2)) { a, _ in
            Presets.moveAndRotate(dx: a.number("dx"), degrees: a.number("angle"), timing: a.timing)
        },
        Preset("moveScaleRecolor", .seed, "Moves, grows 1.5× and turns magenta, then comes back (autoreverses), twice.",
               parameters: [.number("dx", "x offset of the visit", default: 60, in: -5000...5000, unit: "pt"),
                            .number("dy", "y offset of the visit", default: 0, in: -5000...5000, unit: "pt"),
                            .number("scale", "scale at the far end", default: 1.5, in: 0...10)]
                   + .timing(1, repeat: 2)) { a, layer in
            let target = layer.position + Point(a.number("dx"), a.number("dy"))
            return Presets.moveScaleRecolor(to: target, scale: a.number("scale"), timing: a.timing)
        },
    ]

    /// The sine path of `ridePath` starting at `start`.
    static func ridePath(_ a: PresetArguments, from start: Point) -> Path {
        Presets.sinePath(from: start, length: a.number("length"), amplitude: a.number("amplitude"), waves: a.number("waves"))
    }
}
