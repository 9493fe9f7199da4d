import AnimaCore
import AnimaImageFormats
import AnimaRender
import Foundation

/// A seeded, structure-aware generator of valid scenes nobody wrote by hand, for property tests and fuzz harnesses
/// (issue 29): every layer kind (text upright, rotated, wrapped and right to left; images; axial and radial
/// gradients; shapes; masks; nested replicators; transform layers; perspective), extreme and off-canvas geometry, and
/// every animation kind (basic, keyframes, spring, group, path) with every timing option. The same seed gives the same
/// scene. Work stays bounded (a few dozen layers, replicators of at most 6 × 6 instances) so a frame renders in
/// milliseconds. Shared with the fuzz harness `FuzzGrammar` (Fuzz/Sources/FuzzSupport links this file).
public struct SceneGrammar {
    /// The decisions: fuzzer bytes, then a seeded stream.
    private var tape: GrammarTape
    private var nextID = 0
    /// Layers still allowed in this scene.
    private var budget = 24
    /// Whether geometry and values stay ordinary (on the canvas, moderate sizes and values), so that most frames
    /// draw something an exporter can be compared on; the hostile default reaches the extremes.
    private let ordinary: Bool

    /// A generator drawing from `seed`; `ordinary` keeps geometry on the canvas and values moderate (the same
    /// decisions, drawn from tamer choices, and fewer layers).
    public init(seed: UInt64, ordinary: Bool = false) {
        tape = GrammarTape(seed: seed)
        self.ordinary = ordinary
        if ordinary { budget = 8 }
    }

    /// A generator whose decisions are `bytes`, one each, then a generator seeded from their count.
    public init(bytes: [UInt8]) {
        tape = GrammarTape(bytes: bytes)
        ordinary = false
    }

    /// The canvas every generated scene draws on: 96 × 64 points, white, at scale 1.
    public static let canvas = Scene.Canvas(width: 96, height: 64)

    /// A scene of one to four top-level layers over a 2 s timeline at 10 fps.
    public mutating func scene() -> Scene {
        let roots = (0..<int(1...4)).map { _ in layer(depth: 0) }
        return Scene(canvas: Self.canvas, timeline: .init(duration: 2, fps: 10), layers: roots)
    }

    // MARK: Layers

    /// One layer of a random kind with random geometry, look, animations and (budget allowing) sublayers and a mask.
    private mutating func layer(depth: Int) -> Layer {
        budget -= 1
        let kinds: [LayerKind] = [.layer, .shape, .gradient, .text, .replicator, .transformLayer]
        let kind = depth < 3 ? pick(kinds) : pick([.layer, .shape, .gradient, .text])
        var l = Layer(id: id(), kind: kind)
        l.properties.frame = frame()
        look(&l)
        switch kind {
        case .shape: shape(&l)
        case .gradient: gradient(&l)
        case .text: text(&l)
        case .replicator: replicator(&l)
        default: if chance(0.3) { l.contents = Self.image(chance(0.5) ? Color(1, 0, 0) : Color(0, 0, 1)) }
        }
        placement(&l)
        for _ in 0..<int(0...2) { l.add(animation(for: kind)) }
        if depth < 3, budget > 0 {
            let children = kind == .replicator ? int(1...2) : int(0...3)
            for _ in 0..<children where budget > 0 { l.sublayers.append(layer(depth: depth + 1)) }
        }
        if depth < 3, budget > 0, chance(0.15) { l.mask = layer(depth: 3) }
        return l
    }

    /// Where the layer is: mostly on or straddling the canvas, sometimes wholly off it on any side, far away,
    /// zero-sized or huge.
    private mutating func frame() -> Rect {
        if ordinary {
            let w = pick([12, 24, 40, 56.0]), h = pick([10, 20, 32, 44.0])
            return Rect(pick([4, 16, 30, 44.0]), pick([4, 12, 20, 28.0]), w, h)
        }
        let w = pick([0, 0.5, 8, 24, 40, 96, 300, 1e5]), h = pick([0, 0.5, 8, 20, 40, 64, 200, 1e5])
        let x = pick([-1e6, -500, -w - 1, -w / 2, 0, 10, 30, 60, 95, 97, 500, 1e6])
        let y = pick([-1e6, -300, -h - 1, -h / 2, 0, 8, 20, 40, 63, 65, 300, 1e6])
        return Rect(x, y, w, h)
    }

    /// Colours, corners, borders, shadows, opacity.
    private mutating func look(_ l: inout Layer) {
        if chance(0.6) { l.backgroundColor = color() }
        if chance(0.3) { l.cornerRadius = pick(ordinary ? [2, 8, 6] : [2, 8, 1e4]) }
        if chance(0.2) { l.borderWidth = pick(ordinary ? [1, 3, 5] : [1, 3, 50]); l.borderColor = color() }
        if chance(0.2) {
            l.shadowOpacity = pick([0.3, 1]); l.shadowRadius = pick([0, 2, 8]); l.shadowColor = color()
            l.shadowOffset = Size(pick([-3, 0, 4]), pick([-2, 0, 3]))
        }
        if chance(0.3) { l.opacity = pick([0, 0.4, 0.8]) }
        if chance(0.2) { l.masksToBounds = true }
        if chance(0.05) { l.isHidden = true }
    }

    /// Turns, scales, z and perspective.
    private mutating func placement(_ l: inout Layer) {
        // Ordinary scenes turn a layer in perspective half as often (one decision either way).
        switch int(0...(ordinary ? 13 : 6)) {
        case 0: l.transform = .rotation(pick([0.3, .pi / 2, .pi, -2]))
        case 1: l.transform = .scale(pick([0, 0.5, 2, -1]), pick([0.5, 1, 3]))
        case 2:
            // Perspective: a turn about y, then seen through m34 (CATransform3DConcat(turn, perspective)). Writing m34
            // into the turn itself projects before turning, which leaves a flat layer (z = 0) without perspective.
            let turn = Transform3D.rotation(pick([0.4, 1.2, 2]), x: 0, y: 1, z: 0)
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / pick([100, 500])
            l.transform = turn.concatenating(perspective)
        case 3:
            var m = Transform3D.identity
            m.m34 = -1.0 / 300
            l.sublayerTransform = m
        default: break
        }
        if chance(0.1) { l.zPosition = pick(ordinary ? [-5, 3, 10] : [-5, 3, 1e6]) }
        if chance(0.1) { l.anchorPoint = Point(pick([0, 0.5, 1.5]), pick([0, 0.5, -1])) }
    }

    private mutating func shape(_ l: inout Layer) {
        let b = l.bounds
        var p = Path()
        p.move(to: Point(b.minX, b.maxY))
        p.addCurve(to: Point(b.maxX, b.minY), control1: Point(b.midX, b.minY - 20), control2: Point(b.maxX, b.maxY))
        if chance(0.5) { p.closeSubpath() }
        l.path = p
        if chance(0.7) { l.fillColor = color() } else { l.fillColor = .clear }
        if chance(0.6) { l.strokeColor = color() }
        l.lineWidth = pick(ordinary ? [0, 1, 4, 6] : [0, 1, 4, 1e4])
        if chance(0.2) { l.lineDashPattern = [4, 2] }
        if chance(0.3) { l.strokeStart = 0.2; l.strokeEnd = 0.7 }
    }

    private mutating func gradient(_ l: inout Layer) {
        l.colors = (0..<int(2...4)).map { _ in color() }
        l.gradientType = chance(0.7) ? .axial : .radial
        // Diagonal across a non-square layer as often as not: the points live in the unit square of the bounds.
        l.startPoint = Point(pick([0, 0.2, 0.5]), pick([0, 0.5, 1]))
        l.endPoint = Point(pick([1, 0.8, 0.5]), pick([1, 0.5, 0]))
    }

    private mutating func text(_ l: inout Layer) {
        let strings = ["Saved", "Hello, Anima 1234", "שלום abc 123", "abc مرحبا 42", "line one\nline two",
                       String(repeating: "lorem ipsum ", count: int(1...80))]
        l.string = pick(strings)
        l.fontSize = pick(ordinary ? [9, 12, 17, 24, 12, 14] : [0, 6, 12, 17, 40, 300])
        l.foregroundColor = color()
        l.alignmentMode = pick([.natural, .left, .right, .center, .justified])
        if chance(0.4) { l.isWrapped = true }
        if chance(0.3) { l.truncationMode = pick([.end, .middle, .start]) }
    }

    private mutating func replicator(_ l: inout Layer) {
        l.instanceCount = int(0...6)
        l.instanceTransform = chance(0.5) ? .translation(pick([4, 12, -7]), pick([0, 5]), 0) : .rotation(0.5)
        if chance(0.3) { l.instanceDelay = pick([0.05, 0.2]) }
        if chance(0.3) { l.instanceColor = color() }
    }

    // MARK: Animations

    /// A random animation of a key the layer's kind draws, with random timing.
    private mutating func animation(for kind: LayerKind) -> Animation {
        var keys: [PropertyKey] = [.opacity, .position, .rotationZ, .scale, .backgroundColor, .cornerRadius,
                                   .boundsSize, .shadowOpacity, .rotationY, .translationX]
        switch kind {
        case .shape: keys += [.strokeEnd, .fillColor, .lineWidth]
        case .gradient: keys += [.startPoint, .endPoint]
        case .text: keys += [.foregroundColor, .fontSize]
        case .replicator: keys += [.instanceCount]
        default: break
        }
        let key = pick(keys)
        let duration = pick([0, 0.3, 1, 2.5])
        var a: Animation
        switch int(0...4) {
        case 0: a = .basic(key, from: value(key), to: value(key), duration: duration)
        case 1: a = .keyframes(key, values: (0..<int(2...4)).map { _ in value(key) }, duration: duration)
        case 2: a = .spring(key, from: value(key), to: value(key),
                            spring: Spring(mass: 1, stiffness: pick([100, 300]), damping: pick([3, 10, 30])))
        case 3: a = .group([.basic(key, to: value(key), duration: duration)], duration: pick([0.5, 1.5]))
        default:
            var p = Path()
            p.move(to: Point(0, 0))
            p.addQuadCurve(to: Point(pick(ordinary ? [60, 20] : [90, -200]), pick(ordinary ? [40, 10] : [60, 1e4])),
                           control: Point(40, ordinary ? 5 : -30))
            a = .follow(p, rotationMode: chance(0.5) ? .auto : nil, duration: duration)
        }
        if chance(0.3) { a = a.beginTime(pick([0.2, 1, -0.5])) }
        if chance(0.2) { a = a.speed(pick([0.5, 2, -1])) }
        if chance(0.3) { a = a.repeatCount(pick([2, 0.5, .infinity])) }
        if chance(0.3) { a = a.autoreverses() }
        if chance(0.5) { a = a.fillMode(pick([.forwards, .backwards, .both, .removed])) }
        if chance(0.4) {
            a = a.timingFunction(pick([.cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.5, -1, 0.5, 2),
                                       .steps(int(1...5), pick([.start, .end, .both])), .steps(3, .none)]))
        }
        if chance(0.15) { a = a.additive() }
        return a
    }

    /// A value of `key`'s kind, sometimes extreme.
    private mutating func value(_ key: PropertyKey) -> Value {
        if ordinary { return ordinaryValue(key) }
        switch key {
        case .position, .startPoint, .endPoint:
            return .point(Point(pick([0, 0.5, 40, 90, -300, 1e5]), pick([0, 0.5, 30, 60, 400])))
        case .boundsSize: return .size(Size(pick([0, 10, 60, 1e4]), pick([0, 10, 40])))
        case .backgroundColor, .fillColor, .foregroundColor: return .color(color())
        case .opacity, .shadowOpacity, .strokeEnd: return .number(pick([0, 0.3, 1]))
        case .instanceCount: return .number(pick([0, 3, 6]))
        default: return .number(pick([0, 0.5, 2, -3, 40]))
        }
    }

    /// A moderate value of `key`'s kind: on the canvas, sizes and numbers an interface uses.
    private mutating func ordinaryValue(_ key: PropertyKey) -> Value {
        switch key {
        case .position: return .point(Point(pick([20, 48, 70.0]), pick([16, 32, 48.0])))
        case .startPoint, .endPoint: return .point(Point(pick([0, 0.3, 1.0]), pick([0, 0.5, 1.0])))
        case .boundsSize: return .size(Size(pick([16, 30, 50.0]), pick([12, 24, 36.0])))
        case .backgroundColor, .fillColor, .foregroundColor: return .color(color())
        case .opacity, .shadowOpacity, .strokeEnd: return .number(pick([0, 0.3, 1]))
        case .instanceCount: return .number(pick([0, 3, 6]))
        case .rotationZ, .rotationY: return .number(pick([0, 0.5, -0.8]))
        case .scale: return .number(pick([0.5, 1, 1.5]))
        case .translationX: return .number(pick([-10, 0, 12]))
        default: return .number(pick([0, 2, 6, 12]))
        }
    }

    // MARK: Pieces

    /// A 4 × 4 PNG in one colour with a white quarter, encoded once per colour.
    public static func image(_ c: Color) -> ImageContents {
        let r = UInt8(c.red * 255), g = UInt8(c.green * 255), b = UInt8(c.blue * 255)
        var rgba: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { rgba += x < 2 && y < 2 ? [255, 255, 255, 255] : [r, g, b, 255] } }
        let bytes = (try? Canvas(width: 4, height: 4, straightRGBA: rgba)).flatMap { try? PNGEncoder().encode($0) } ?? []
        return ImageContents(bytes: bytes, source: "grammar.png")
    }

    private mutating func color() -> Color {
        pick([Color(1, 0, 0), Color(0, 0.6, 1), Color(0.1, 0.8, 0.3, 0.5), Color(0, 0, 0), Color(1, 1, 1, 0.2)])
    }

    private mutating func id() -> String {
        nextID += 1
        return "l\(nextID)"
    }

    private mutating func chance(_ p: Double) -> Bool { tape.chance(p) }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { tape.int(range) }

    private mutating func pick<T>(_ options: [T]) -> T { tape.pick(options) }
}
