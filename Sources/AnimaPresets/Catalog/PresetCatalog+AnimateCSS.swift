import AnimaCore

extension PresetCatalog {
    /// Animate.css 4.1.1's attention seekers and fade/zoom entrances and exits.
    static let animateCSS: [Preset] = [
        Preset("shake", .animateCSS, "Shakes ±10 pt along x (or y) at every 10 % (Animate.css shakeX/shakeY).",
               parameters: [.choice("axis", "x or y", ["x", "y"]), .force()] + .timing(1)) { a, _ in
            Presets.shake(axis: Presets.Axis(rawValue: a.choice("axis")) ?? .x, force: a.number("force"), timing: a.timing)
        },
        Preset("headShake", .animateCSS, "Shakes its head no: small x moves with turns about y, then rests.",
               parameters: [.force()] + .timing(1)) { a, _ in
            Presets.headShake(force: a.number("force"), timing: a.timing)
        },
        Preset("swing", .animateCSS, "Swings from its top: 15°, −10°, 5°, −5°, 0°.",
               parameters: [.force()] + .timing(1), anchorPoint: Point(0.5, 0)) { a, _ in
            Presets.swing(force: a.number("force"), timing: a.timing)
        },
        Preset("tada", .animateCSS, "Shrinks to 0.9, then grows to 1.1 wiggling ±3°, and settles.",
               parameters: [.force(0...2)] + .timing(1)) { a, _ in
            Presets.tada(force: a.number("force"), timing: a.timing)
        },
        Preset("wobble", .animateCSS, "Wobbles sideways by a quarter of its width, tilting, decaying.",
               parameters: [.force()] + .timing(1)) { a, layer in
            Presets.wobble(width: layer.bounds.width, force: a.number("force"), timing: a.timing)
        },
        Preset("jello", .animateCSS, "Skews −12.5°, then half as much the other way, and so on (jelly).",
               parameters: [.force(0...2)] + .timing(1)) { a, _ in
            Presets.jello(force: a.number("force"), timing: a.timing)
        },
        Preset("heartBeat", .animateCSS, "Two beats to 1.3× at 14 % and 42 %, then rest (1.3 s).",
               parameters: [.force(0...2)] + .timing(1.3)) { a, _ in
            Presets.heartBeat(force: a.number("force"), timing: a.timing)
        },
        Preset("bounce", .animateCSS, "Bounces up 30 pt and 15 pt, stretching, and lands with a squash.",
               parameters: [.force()] + .timing(1), anchorPoint: Point(0.5, 1)) { a, _ in
            Presets.bounce(force: a.number("force"), timing: a.timing)
        },
        Preset("pulse", .animateCSS, "Grows to 1.05× and back (ease-in-out).",
               parameters: [.force(0...10)] + .timing(1)) { a, _ in
            Presets.pulse(force: a.number("force"), timing: a.timing)
        },
        Preset("rubberBand", .animateCSS, "Stretches wide, then tall, then wide, settling like rubber.",
               parameters: [.force(0...2)] + .timing(1)) { a, _ in
            Presets.rubberBand(force: a.number("force"), timing: a.timing)
        },
        Preset("flash", .animateCSS, "Blinks out and in twice.", parameters: .timing(1)) { a, _ in
            Presets.flash(timing: a.timing)
        },
        Preset("fadeIn", .animateCSS, "Fades in from transparent.", parameters: .timing(1)) { a, _ in
            Presets.fadeIn(timing: a.timing)
        },
        Preset("fadeOut", .animateCSS, "Fades out and stays hidden.", parameters: .timing(1)) { a, _ in
            Presets.fadeOut(timing: a.timing)
        },
        Preset("zoomIn", .animateCSS, "Zooms in from 0.3× while fading in.", parameters: .timing(1)) { a, _ in
            Presets.zoomIn(timing: a.timing)
        },
        Preset("zoomOut", .animateCSS, "Zooms out to 0.3× while fading out, and stays hidden.",
               parameters: .timing(1)) { a, _ in
            Presets.zoomOut(timing: a.timing)
        },
    ]
}
