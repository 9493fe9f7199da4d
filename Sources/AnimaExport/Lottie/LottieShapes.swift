import AnimaCore

/// A layer's drawing as Lottie shape groups, top first: border, content (shape path or gradient), background.
struct LottieShapes {
    let layer: Layer
    let tracks: [PropertyKey: Curve]
    let fps: Double
    /// The fill that replaces the background colour (a gradient mask folded in), if any.
    var backgroundFill: JSONText? = nil
    /// The layer's properties at every frame, when its border's outline animates (width, corner radius or bounds).
    var borderFrames: [LayerProperties]? = nil

    var shapes: [JSONText] {
        let p = layer.properties
        var out: [JSONText] = []
        // A transform layer draws nothing of its own (CATransformLayer ignores its background, border and contents).
        guard layer.kind != .transformLayer else { return out }
        if p.borderWidth > 0 || tracks[.borderWidth] != nil { out.append(border) }
        switch layer.kind {
        case .shape: if let path = p.path, !path.isEmpty { out += content(path) }
        case .gradient: if !p.colors.isEmpty { out.append(gradient) }
        case .layer, .replicator, .transformLayer, .text: break  // Text and images: see LottieLayerBuilder's warnings.
        }
        if p.backgroundColor.alpha > 0 || tracks[.backgroundColor] != nil { out.append(background) }
        return out
    }

    private var background: JSONText {
        group("background", [rect, backgroundFill ?? fill(.backgroundColor, layer.properties.backgroundColor)])
    }

    /// The border as Core Animation draws it, inside the bounds: the rounded bounds less the bounds inset by the
    /// width (at most half their smaller side, radii shrunk by it), filled even-odd, as the renderer and the SVG
    /// frame draw it. A stroke along the inset outline spilled past the bounds once the width passed half a side
    /// (a 40 × 1 layer with a 3-point border was 5 rows tall in rlottie).
    private var border: JSONText {
        let outlines = (borderFrames ?? [layer.properties]).map(Self.borderOutlines)
        func shape(_ pick: ((JSONText, JSONText)) -> JSONText) -> JSONText {
            let paths = outlines.map(pick)
            let k = paths.count > 1 ? LottieProperty.everyFrame(paths) : .object([("a", .number(0)), ("k", paths[0])])
            return .object([("ty", .string("sh")), ("ks", k)])
        }
        return group("border", [shape(\.0), shape(\.1), fill(.borderColor, layer.properties.borderColor, evenOdd: true)])
    }

    /// The border's outer and inner outlines (the inner one empty when the width reaches the middle) as Lottie paths.
    private static func borderOutlines(_ p: LayerProperties) -> (JSONText, JSONText) {
        let w = p.drawnBorderWidth
        let outer = Path(roundedRect: p.bounds, cornerRadii: CornerRadii(p.cornerRadius, corners: p.maskedCorners))
        let inner = Path(roundedRect: p.bounds.insetBy(dx: w, dy: w),
                         cornerRadii: CornerRadii(Swift.max(p.cornerRadius - w, 0), corners: p.maskedCorners))
        let empty = JSONText.object([("c", .bool(true)), ("v", .array([])), ("i", .array([])), ("o", .array([]))])
        return (subpaths(outer).first ?? empty, subpaths(inner).first ?? empty)
    }

    /// The shape layer's path, stroked over filled. A trimmed stroke (`strokeStart`/`strokeEnd`) gets a group of its
    /// own with a trim-paths modifier: Core Animation trims the stroke only, never the fill.
    private func content(_ path: Path) -> [JSONText] {
        let p = layer.properties
        let width = tracks[.lineWidth].map { LottieProperty.animated($0, fps: fps, scalar: true) { [$0.number ?? 1] } }
            ?? LottieProperty.fixed([p.lineWidth], scalar: true)
        let shapes = Self.subpaths(path).map { shape in
            JSONText.object([("ty", .string("sh")), ("ks", .object([("a", .number(0)), ("k", shape)]))])
        }
        var stroked: [JSONText] = [], filled: [JSONText] = []
        if p.strokeColor.alpha > 0 || tracks[.strokeColor] != nil {
            stroked.append(stroke(.strokeColor, p.strokeColor, width: width, dashes: p.lineDashPattern.isEmpty ? nil : p.lineDashPattern))
        }
        if p.fillColor.alpha > 0 || tracks[.fillColor] != nil {
            filled.append(fill(.fillColor, p.fillColor, evenOdd: p.fillRule == .evenOdd))
        }
        guard let trim, !stroked.isEmpty else { return [group("content", shapes + stroked + filled)] }
        return [group("stroke", shapes + [trim] + stroked)] + (filled.isEmpty ? [] : [group("content", shapes + filled)])
    }

    /// Lottie's trim paths for `strokeStart`/`strokeEnd` (percent of the whole path, its subpaths one after another,
    /// as Core Animation measures them), or nil when the stroke is whole.
    private var trim: JSONText? {
        let p = layer.properties
        guard p.strokeStart != 0 || p.strokeEnd != 1 || tracks[.strokeStart] != nil || tracks[.strokeEnd] != nil else { return nil }
        func percent(_ key: PropertyKey, _ model: Double) -> JSONText {
            tracks[key].map { LottieProperty.animated($0, fps: fps, scalar: true) { [($0.number ?? model) * 100] } }
                ?? LottieProperty.fixed([model * 100], scalar: true)
        }
        return .object([("ty", .string("tm")), ("s", percent(.strokeStart, p.strokeStart)),
                        ("e", percent(.strokeEnd, p.strokeEnd)), ("o", LottieProperty.fixed([0], scalar: true)),
                        ("m", .number(2))])
    }

    private var gradient: JSONText {
        let p = layer.properties
        let w = p.bounds.width, h = p.bounds.height
        // A degenerate axis or flat ellipse paints the last colour everywhere: two stops of it.
        let flat = StretchedAxis.paintsLastColour(p) && tracks[.startPoint] == nil && tracks[.endPoint] == nil
        let given = flat ? [p.colors[p.colors.count - 1], p.colors[p.colors.count - 1]] : p.colors
        let m = given.count
        let at = !flat && p.locations.count == m ? p.locations : (0..<m).map { m == 1 ? 0 : Double($0) / Double(m - 1) }
        // rlottie blends stops premultiplied; stops on the straight line between those of different alpha keep it
        // to Core Animation's straight blend.
        let (colors, locations) = StraightGradientStops.stops(given, at)
        let n = colors.count
        let colorStops = zip(locations, colors).flatMap { [$0, $1.red, $1.green, $1.blue] }
        let alphaStops = zip(locations, colors).flatMap { [$0, $1.alpha] }
        // Lottie gradients animate their start and end points (the shimmer's sliding band), in layer coordinates.
        func point(_ key: PropertyKey, _ model: Point) -> JSONText {
            let place = { (q: Point) in [p.bounds.minX + q.x * w, p.bounds.minY + q.y * h] }
            guard let track = tracks[key] else { return LottieProperty.fixed(place(model)) }
            return LottieProperty.animated(track, fps: fps) { v in
                if case .point(let q) = v { return place(q) }
                return place(model)
            }
        }
        let start = point(.startPoint, p.startPoint)
        let end = p.gradientType == .radial ? radialEnd : axialEnd
        let fill = JSONText.object([
            ("ty", .string("gf")), ("o", LottieProperty.fixed([100], scalar: true)), ("r", .number(1)), ("bm", .number(0)),
            ("g", .object([("p", .number(Double(n))), ("k", LottieProperty.fixed(colorStops + alphaStops))])),
            ("s", start), ("e", end),
            ("t", .number(p.gradientType == .radial ? 2 : 1)),
        ])
        return group("gradient", [rect, fill])
    }

    /// Lottie's linear gradient runs between two points in point space; Core Animation's stretches with the layer, so
    /// the end written is `StretchedAxis`'s.
    private var axialEnd: JSONText {
        let b = layer.properties.bounds
        return end { s, e in
            // A degenerate axis paints one colour (see `gradient`); any direction will do, but not none.
            let end = StretchedAxis(from: s, to: e, in: b)?.end ?? Point(b.minX + s.x * b.width + 1, b.minY + s.y * b.height)
            return [end.x, end.y]
        }
    }

    /// Lottie's radial gradient is a circle about its start through its end; Core Animation's is an ellipse about
    /// the start point with radii |Δx|·width and |Δy|·height. The end written is the point right of the centre at the
    /// x radius (an ellipse gets a warning from `LottieLayerBuilder`).
    private var radialEnd: JSONText {
        let b = layer.properties.bounds
        return end { s, e in [b.minX + s.x * b.width + Swift.abs(e.x - s.x) * b.width, b.minY + s.y * b.height] }
    }

    /// The gradient's end point as `place(start, end)` writes it from the unit-square points: keyed by the end's
    /// track, else the start's (with both points animated, the end's keys are taken about the model start).
    private func end(_ place: (Point, Point) -> [Double]) -> JSONText {
        let p = layer.properties
        func point(_ v: Value, _ model: Point) -> Point { if case .point(let q) = v { q } else { model } }
        if let track = tracks[.endPoint] {
            return LottieProperty.animated(track, fps: fps) { place(p.startPoint, point($0, p.endPoint)) }
        }
        if let track = tracks[.startPoint] {
            return LottieProperty.animated(track, fps: fps) { place(point($0, p.startPoint), p.endPoint) }
        }
        return LottieProperty.fixed(place(p.startPoint, p.endPoint))
    }

    /// The rounded bounds (following resized bounds and an animated corner radius).
    private var rect: JSONText {
        let p = layer.properties
        let b = p.bounds
        let radius = tracks[.cornerRadius].map { LottieProperty.animated($0, fps: fps, scalar: true) { [Swift.max($0.number ?? 0, 0)] } }
            ?? LottieProperty.fixed([Swift.max(p.cornerRadius, 0)], scalar: true)
        var size = LottieProperty.fixed([b.width, b.height])
        var centre = LottieProperty.fixed([b.midX, b.midY])
        if let track = tracks[.bounds] ?? tracks[.boundsSize] {
            size = LottieProperty.animated(track, fps: fps) { v in
                switch v {
                case .rect(let r): [r.width, r.height]
                case .size(let s): [s.width, s.height]
                default: [b.width, b.height]
                }
            }
            centre = LottieProperty.animated(track, fps: fps) { v in
                switch v {
                case .rect(let r): [r.midX, r.midY]
                case .size(let s): [b.minX + s.width / 2, b.minY + s.height / 2]
                default: [b.midX, b.midY]
                }
            }
        }
        // One side animated: the bounds keep their origin (the layer's anchor, `LottieSampledTransform`'s, moves
        // within them, so the anchor stays put in the superlayer).
        if let track = tracks[.boundsWidth] {
            size = LottieProperty.animated(track, fps: fps) { [$0.number ?? b.width, b.height] }
            centre = LottieProperty.animated(track, fps: fps) { [b.minX + ($0.number ?? b.width) / 2, b.midY] }
        } else if let track = tracks[.boundsHeight] {
            size = LottieProperty.animated(track, fps: fps) { [b.width, $0.number ?? b.height] }
            centre = LottieProperty.animated(track, fps: fps) { [b.midX, b.minY + ($0.number ?? b.height) / 2] }
        }
        return .object([("ty", .string("rc")), ("d", .number(1)), ("p", centre), ("s", size), ("r", radius)])
    }

    private func colour(_ key: PropertyKey, _ model: Color) -> (JSONText, JSONText) {
        guard let track = tracks[key] else {
            return (LottieProperty.fixed(Self.rgb(model)), LottieProperty.fixed([LottieProperty.percent(model.alpha)], scalar: true))
        }
        let rgb = LottieProperty.animated(track, fps: fps) { v in
            if case .color(let c) = v { return Self.rgb(c) }
            return Self.rgb(model)
        }
        let alpha = LottieProperty.animated(track, fps: fps, scalar: true) { v in
            if case .color(let c) = v { return [LottieProperty.percent(c.alpha)] }
            return [LottieProperty.percent(model.alpha)]
        }
        return (rgb, alpha)
    }

    /// A colour's channels for Lottie's `c` (with its unused fourth), each held to 0…1.
    private static func rgb(_ c: Color) -> [Double] {
        [LottieProperty.channel(c.red), LottieProperty.channel(c.green), LottieProperty.channel(c.blue), 1]
    }

    private func fill(_ key: PropertyKey, _ model: Color, evenOdd: Bool = false) -> JSONText {
        let (c, o) = colour(key, model)
        return .object([("ty", .string("fl")), ("c", c), ("o", o), ("r", .number(evenOdd ? 2 : 1)), ("bm", .number(0))])
    }

    private func stroke(_ key: PropertyKey, _ model: Color, width: JSONText, dashes: [Double]?) -> JSONText {
        let p = layer.properties
        let (c, o) = colour(key, model)
        let cap: Double = switch p.lineCap { case .butt: 1; case .round: 2; case .square: 3 }
        let join: Double = switch p.lineJoin { case .miter: 1; case .round: 2; case .bevel: 3 }
        var fields: [(String, JSONText)] = [("ty", .string("st")), ("c", c), ("o", o), ("w", width),
                                            ("lc", .number(cap)), ("lj", .number(join)), ("ml", .number(p.miterLimit)),
                                            ("bm", .number(0))]
        if let dashes {
            let pattern = dashes.count % 2 == 0 ? dashes : dashes + dashes
            var items: [JSONText] = pattern.enumerated().map { i, v in
                .object([("n", .string(i % 2 == 0 ? "d" : "g")), ("nm", .string(i % 2 == 0 ? "dash" : "gap")),
                         ("v", LottieProperty.fixed([v], scalar: true))])
            }
            // The offset is Core Animation's phase (marching ants animate it).
            let offset = tracks[.lineDashPhase].map {
                LottieProperty.animated($0, fps: fps, scalar: true) { [$0.number ?? p.lineDashPhase] }
            } ?? LottieProperty.fixed([p.lineDashPhase], scalar: true)
            items.append(.object([("n", .string("o")), ("nm", .string("offset")), ("v", offset)]))
            fields.append(("d", .array(items)))
        }
        return .object(fields)
    }

    private func group(_ name: String, _ items: [JSONText]) -> JSONText {
        let tr = JSONText.object([
            ("ty", .string("tr")), ("p", LottieProperty.fixed([0, 0])), ("a", LottieProperty.fixed([0, 0])),
            ("s", LottieProperty.fixed([100, 100])), ("r", LottieProperty.fixed([0], scalar: true)),
            ("o", LottieProperty.fixed([100], scalar: true)),
        ])
        return .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [tr]))])
    }

    /// Each subpath as a Lottie bezier `{c, v, i, o}` (tangents relative to their vertex; quadratics raised to cubics).
    static func subpaths(_ path: Path) -> [JSONText] {
        var out: [JSONText] = []
        var v: [Point] = [], ins: [Point] = [], outs: [Point] = []
        var closed = false
        func flush() {
            if v.count > 1, closed, let first = v.first, let last = v.last, first == last {
                ins[0] = ins[ins.count - 1]
                v.removeLast(); ins.removeLast(); outs.removeLast()
            }
            if !v.isEmpty {
                out.append(.object([("c", .bool(closed)), ("v", .array(v.map { .numbers([$0.x, $0.y]) })),
                                    ("i", .array(ins.map { .numbers([$0.x, $0.y]) })),
                                    ("o", .array(outs.map { .numbers([$0.x, $0.y]) }))]))
            }
            v = []; ins = []; outs = []; closed = false
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                flush()
                v = [p]; ins = [.zero]; outs = [.zero]
            case .line(let p):
                if v.isEmpty { v = [.zero]; ins = [.zero]; outs = [.zero] }
                v.append(p); ins.append(.zero); outs.append(.zero)
            case let .quad(p, c):
                let p0 = v.last ?? .zero
                let c1 = p0 + (c - p0) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                if v.isEmpty { v = [.zero]; ins = [.zero]; outs = [.zero] }
                outs[outs.count - 1] = c1 - p0
                v.append(p); ins.append(c2 - p); outs.append(.zero)
            case let .cubic(p, c1, c2):
                if v.isEmpty { v = [.zero]; ins = [.zero]; outs = [.zero] }
                let p0 = v[v.count - 1]
                outs[outs.count - 1] = c1 - p0
                v.append(p); ins.append(c2 - p); outs.append(.zero)
            case .close:
                closed = true
                let start = v.first
                flush()
                if let start { v = [start]; ins = [.zero]; outs = [.zero]; v = []; ins = []; outs = [] }
            }
        }
        flush()
        return out
    }
}
