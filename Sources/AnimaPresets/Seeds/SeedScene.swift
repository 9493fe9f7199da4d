import AnimaCore

/// The seed app's six scenes (the files in `Examples/`), rebuilt in Swift from the presets, with the same layer ids,
/// animation keys and values, so the gallery does not depend on finding the files.
public enum SeedScene: String, Sendable, CaseIterable {
    /// `bell.json`: the bell rings about its knob, then rests.
    case bell
    /// `pulse-shake.json`: the card pops, wiggles twice, settles and waits, in one removable group.
    case pulseShake = "pulse-shake"
    /// `passcode-shake.json`: the passcode field shakes its head.
    case passcodeShake = "passcode-shake"
    /// `sine-path.json`: an arrow rides a sine path, turning with it.
    case sinePath = "sine-path"
    /// `basics.json`: morph to a circle, fade out, move and rotate, move-scale-recolour.
    case basics
    /// `skeleton-cell.json`: three bones darken and lighten one after another.
    case skeletonCell = "skeleton-cell"

    /// The file name stem in `Examples/`.
    public var fileName: String { rawValue }

    /// One line saying what it shows.
    public var summary: String {
        switch self {
        case .bell: "A bell rings: ±22.5° about its knob six times in 1 s, then rests 0.6 s, forever."
        case .pulseShake: "A card pops to 1.1×, wiggles ±3° twice, settles and waits: one 5.7 s group, forever."
        case .passcodeShake: "A passcode field rejects a code: an additive, decaying x shake over 0.4 s."
        case .sinePath: "An arrow rides a sine path at constant speed, turning with the tangent."
        case .basics: "Corner radius to a circle, fade out, move-and-rotate keeping the end, move-scale-recolour autoreversing."
        case .skeletonCell: "A loading cell: each bone darkens and lightens, 0.33 s after the one before."
        }
    }

    /// The scene.
    public var scene: Scene {
        switch self {
        case .bell: Self.bellScene
        case .pulseShake: Self.pulseShakeScene
        case .passcodeShake: Self.passcodeScene
        case .sinePath: Self.sinePathScene
        case .basics: Self.basicsScene
        case .skeletonCell: Self.skeletonCellScene
        }
    }

    private static let systemBackground = SeedLayers.hex("#F2F2F7")

    private static var bellScene: Scene {
        var bell = SeedLayers.bell(id: "bell", position: Point(160, 44))
        bell.add(Presets.bell().key("ring"))
        return Scene(canvas: Scene.Canvas(width: 320, height: 200, background: systemBackground),
                     timeline: Scene.TimelineSettings(duration: 1.6), layers: [bell], comment: SeedScene.bell.summary)
    }

    private static var pulseShakeScene: Scene {
        var card = SeedLayers.card(id: "card", position: Point(160, 100))
        card.add(Presets.cardLoop(.compact).key("pulseShake"))
        return Scene(canvas: Scene.Canvas(width: 320, height: 200, background: systemBackground),
                     timeline: Scene.TimelineSettings(duration: 5.7), layers: [card], comment: SeedScene.pulseShake.summary)
    }

    private static var passcodeScene: Scene {
        var field = SeedLayers.passcodeField(id: "field", position: Point(160, 100))
        let shake = Presets.passcodeShake().key("shake")
        field.add(Animation.group([shake], duration: 1.2).key("loop").repeatCount(.infinity))
        return Scene(canvas: Scene.Canvas(width: 320, height: 200, background: systemBackground),
                     timeline: Scene.TimelineSettings(duration: 1.2), layers: [field],
                     comment: SeedScene.passcodeShake.summary)
    }

    /// The seed's path as written in `sine-path.json` (two sine periods of amplitude 56 from (24, 100) to (366, 100),
    /// the values `Presets.sinePath` computes, rounded to two decimals), so the built scene matches the file exactly.
    static var seedSinePath: Path {
        SeedLayers.path("M24 100 C38.25 70.68 52.5 44 66.75 44 C81 44 95.25 70.68 109.5 100 C123.75 129.32 138 156 152.25 156 "
            + "C166.5 156 180.75 129.32 195 100 C209.25 70.68 223.5 44 237.75 44 C252 44 266.25 70.68 280.5 100 "
            + "C294.75 129.32 309 156 323.25 156 C337.5 156 351.75 129.32 366 100")
    }

    private static var sinePathScene: Scene {
        let path = seedSinePath
        var rider = SeedLayers.arrow(id: "rider", position: Point(24, 100))
        rider.add(Presets.ride(path).key("ride"))
        return Scene(canvas: Scene.Canvas(width: 390, height: 200), timeline: Scene.TimelineSettings(duration: 6),
                     layers: [SeedLayers.track(path, size: Size(390, 200)), rider], comment: SeedScene.sinePath.summary)
    }

    private static var basicsScene: Scene {
        var orange = SeedLayers.box("orange", Rect(24, 24, 64, 64), SeedLayers.hex("#FF9500"))
        orange.add(Presets.morphToCircle(radius: 32).key("round"))
        var cyan = SeedLayers.box("cyan", Rect(302, 24, 64, 64), SeedLayers.hex("#32ADE6"))
        cyan.add(Presets.fadeOut(curve: .easeIn).key("fade"))
        var green = SeedLayers.box("green", Rect(24, 118, 64, 64), SeedLayers.hex("#34C759"))
        green.add(Presets.moveScaleRecolor(to: Point(195, 150)).key("visit"))
        var blue = SeedLayers.box("blue", Rect(24, 212, 64, 64), SeedLayers.hex("#007AFF"))
        blue.add(Presets.moveAndRotate(dx: 278))
        return Scene(canvas: Scene.Canvas(width: 390, height: 300), timeline: Scene.TimelineSettings(duration: 4),
                     layers: [orange, cyan, green, blue], comment: SeedScene.basics.summary)
    }

    private static var skeletonCellScene: Scene {
        let light = SeedLayers.hex("#E5E5EA"), dark = SeedLayers.hex("#C7C7CC")
        let bones = [("avatar", Rect(16, 20, 64, 64), 32.0), ("title", Rect(96, 28, 220, 18), 5),
                     ("subtitle", Rect(96, 58, 160, 18), 5)]
        let layers = bones.enumerated().map { i, bone in
            var layer = SeedLayers.box(bone.0, bone.1, light, radius: bone.2)
            layer.add(Animation.basic(.backgroundColor, from: .color(light), to: .color(dark), duration: 1.5,
                                      timingFunction: .easeInEaseOut)
                .key("breathe").beginTime(0.33 * Double(i)).autoreverses().repeatCount(.infinity))
            return layer
        }
        var cell = Layer(id: "cell", sublayers: layers)
        cell.properties.frame = Rect(0, 0, 390, 104)
        return Scene(canvas: Scene.Canvas(width: 390, height: 104), timeline: Scene.TimelineSettings(duration: 3.66),
                     layers: [cell], comment: SeedScene.skeletonCell.summary)
    }
}
