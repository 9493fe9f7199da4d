import AnimaCore

/// The layers of the seed app's scenes (`Examples/*.json`), so presets and seed scenes draw the same things.
enum SeedLayers {
    /// iOS system blue.
    static let blue = Color(0, 122.0 / 255, 1)
    /// The bell's outline, from the knob (y 0) down to the rim (y 80).
    static let bellPath = "M40 10 C22 10 14 24 14 42 L14 62 C14 70 8 74 4 80 L76 80 C72 74 66 70 66 62 L66 42 C66 24 58 10 40 10 Z"
    /// The seed's arrow, pointing along +x.
    static let arrowPath = "M0 0 L32 11 L0 22 L8 11 Z"

    /// A colour from a literal hex string (black if the literal were mistyped, which tests would catch).
    static func hex(_ text: String) -> Color { Color(hex: text) ?? .black }

    /// A path from literal SVG path data (empty if the literal were mistyped, which tests would catch).
    static func path(_ data: String) -> Path { (try? Path(svgPathData: data)) ?? Path() }

    /// A plain layer with a frame, colour and corner radius.
    static func box(_ id: String, _ frame: Rect, _ color: Color, radius: Double = 0) -> Layer {
        var layer = Layer(id: id)
        layer.properties.frame = frame
        layer.backgroundColor = color
        layer.cornerRadius = radius
        return layer
    }

    /// The bell, 80×96 pt, pivoting on its knob (anchor at the top centre, which sits at `position`).
    static func bell(id: String = "sample", position: Point) -> Layer {
        var bell = Layer(id: id, kind: .shape)
        bell.bounds = Rect(0, 0, 80, 96)
        bell.anchorPoint = Point(0.5, 0)
        bell.position = position
        bell.path = path(bellPath)
        bell.fillColor = hex("#FFCC00")
        bell.strokeColor = hex("#E6A800")
        bell.lineWidth = 2
        bell.lineJoin = .round
        bell.sublayers = [box("knob", Rect(34, 0, 12, 12), hex("#E6A800"), radius: 6),
                          box("clapper", Rect(31, 78, 18, 18), hex("#FF9500"), radius: 9)]
        return bell
    }

    /// The card: a 96 pt blue rounded square with a soft shadow and a red badge at its top-right corner.
    static func card(id: String = "sample", position: Point) -> Layer {
        var card = box(id, Rect(0, 0, 96, 96), blue, radius: 22)
        card.position = position
        card.shadowColor = .black
        card.shadowOpacity = 0.2
        card.shadowOffset = Size(0, 4)
        card.shadowRadius = 8
        var badge = box("badge", Rect(70, -8, 34, 34), hex("#FF3B30"), radius: 17)
        badge.borderWidth = 3
        badge.borderColor = hex("#F2F2F7")
        card.sublayers = [badge]
        return card
    }

    /// The passcode field: 184×56 pt, white, red border, four dots.
    static func passcodeField(id: String = "sample", position: Point) -> Layer {
        var field = box(id, Rect(0, 0, 184, 56), .white, radius: 14)
        field.position = position
        field.borderWidth = 1
        field.borderColor = hex("#FF3B30")
        field.sublayers = [33.0, 71, 109, 147].enumerated().map { i, x in
            box("dot\(i)", Rect(x, 21, 14, 14), hex("#1C1C1E"), radius: 7)
        }
        return field
    }

    /// The arrow that rides the sine path, centred at `position`.
    static func arrow(id: String = "sample", position: Point) -> Layer {
        var arrow = Layer(id: id, kind: .shape)
        arrow.bounds = Rect(0, 0, 32, 22)
        arrow.position = position
        arrow.path = path(arrowPath)
        arrow.fillColor = blue
        arrow.lineJoin = .round
        return arrow
    }

    /// A dashed grey track drawing `path` over a canvas of `size`.
    static func track(_ path: Path, size: Size) -> Layer {
        var track = Layer(id: "track", kind: .shape)
        track.properties.frame = Rect(origin: .zero, size: size)
        track.path = path
        track.fillColor = .clear
        track.strokeColor = hex("#C7C7CC")
        track.lineWidth = 2
        track.lineCap = .round
        track.lineDashPattern = [6, 6]
        return track
    }
}
