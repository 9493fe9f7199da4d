import AnimaCore

/// The sample layer a preset is shown on, always with id `sample`, centred on a 240×160 canvas.
enum PresetStage: Sendable {
    /// A 64 pt blue rounded square with a white bar near its top, so turns and flips show.
    case square
    /// The seed's yellow bell with its knob and clapper.
    case bell
    /// The seed's blue card with a red badge.
    case card
    /// The seed's passcode field with four dots.
    case field
    /// The seed's arrow, pointing along +x, left of centre so a path can run right.
    case arrow

    /// The canvas all presets are shown on.
    static let canvas = Scene.Canvas(width: 240, height: 160, scale: 1, background: Color(hex: "#F2F2F7") ?? .white)

    /// The sample layer.
    var layer: Layer {
        switch self {
        case .square: Self.squareLayer
        case .bell: SeedLayers.bell(position: Point(120, 28))
        case .card: SeedLayers.card(position: Point(120, 80))
        case .field: SeedLayers.passcodeField(position: Point(120, 80))
        case .arrow: SeedLayers.arrow(position: Point(24, 80))
        }
    }

    private static var squareLayer: Layer {
        var layer = Layer(id: "sample")
        layer.properties.frame = Rect(88, 48, 64, 64)
        layer.backgroundColor = SeedLayers.blue
        layer.cornerRadius = 14
        var bar = Layer(id: "sample.bar")
        bar.properties.frame = Rect(18, 10, 28, 8)
        bar.backgroundColor = .white
        bar.cornerRadius = 4
        layer.sublayers = [bar]
        return layer
    }
}
