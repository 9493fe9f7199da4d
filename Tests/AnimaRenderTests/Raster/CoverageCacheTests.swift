import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("Coverage kept from the last frame")
struct CoverageCacheTests {
    static func square(at x: Double, size: Double = 10) -> Contours {
        var c = Contours()
        for (px, py) in [(x, 2.0), (x + size, 2), (x + size, 2 + size), (x, 2 + size)] { c.add(Point(px, py)) }
        c.close()
        return c
    }

    static let clip = PixelRect(x: 0, y: 0, width: 100, height: 40)

    static func key(_ c: Contours, clip: PixelRect = clip) -> CoverageCache.Key? {
        CoverageCache.key(c, rule: .nonZero, clip: clip, runCoverage: false)
    }

    static func use(_ cache: inout CoverageCache, _ key: CoverageCache.Key) -> String {
        switch cache.use(key) {
        case .replay: "replay"
        case .record: "record"
        case .rasterize: "rasterize"
        }
    }

    @Test("a fill is rasterized the first frame it appears, recorded the second in a row, replayed from the third")
    func stillFillsAreReplayedFromTheThirdFrame() throws {
        var cache = CoverageCache()
        let still = try #require(Self.key(Self.square(at: 10.25)))
        var uses: [String] = []
        for _ in 0..<4 {
            cache.beginFrame()
            let use = Self.use(&cache, still)
            if use == "record" { cache.keep(CoverageCache.Entry(), for: still) }
            uses.append(use)
        }
        #expect(uses == ["rasterize", "record", "replay", "replay"])
    }

    @Test("a moving fill is never recorded, and a fill missing for a frame is forgotten")
    func movingAndMissingFillsAreRasterized() throws {
        var cache = CoverageCache()
        var uses: [String] = []
        for frame in 0..<3 {
            cache.beginFrame()
            uses.append(Self.use(&cache, try #require(Self.key(Self.square(at: 10 + Double(frame) * 0.5)))))
        }
        #expect(uses == ["rasterize", "rasterize", "rasterize"])
        let still = try #require(Self.key(Self.square(at: 60)))
        cache.beginFrame(); _ = Self.use(&cache, still)
        cache.beginFrame(); cache.keep(CoverageCache.Entry(), for: still)
        cache.beginFrame()  // a frame without it
        cache.beginFrame()
        #expect(Self.use(&cache, still) == "rasterize")
    }

    @Test("the same outline in another clip, or filled even-odd, is another fill; a fill over the area limit has no key")
    func keysSeparateClipsRulesAndSize() throws {
        let a = try #require(Self.key(Self.square(at: 10)))
        #expect(a != Self.key(Self.square(at: 10), clip: PixelRect(x: 0, y: 0, width: 50, height: 40)))
        #expect(a != CoverageCache.key(Self.square(at: 10), rule: .evenOdd, clip: Self.clip, runCoverage: false))
        #expect(a == Self.key(Self.square(at: 10)))
        // 300 × 300 pixels is over the 65,536-pixel limit; 250 × 250 (62,500) is under it.
        let big = PixelRect(x: 0, y: 0, width: 400, height: 400)
        #expect(Self.key(Self.square(at: 0, size: 300), clip: big) == nil)
        #expect(Self.key(Self.square(at: 0, size: 250), clip: big) != nil)
    }

    /// Bars that keep still while they fade (a spinner), a bar that slides then stops, a clipped card with a
    /// gradient, a rounded chip that appears halfway, a rounded pill that drops then stops, and stroked bells: one turning for the first half (its outline
    /// kept, only its transform new), one whose pen widens at 0.5 s, one whose trim grows.
    static let scene: Scene = {
        var layers: [Layer] = (0..<4).map { i in
            var bar = Layer(id: "bar\(i)")
            bar.properties.frame = Rect(4 + Double(i) * 8, 4, 4, 14)
            bar.properties.cornerRadius = 2
            bar.properties.backgroundColor = Color(0.2, 0.2, 0.25)
            bar.add(.basic(.opacity, from: 1, to: 0.25, duration: 1), forKey: "fade")
            return bar
        }
        var slider = Layer(id: "slider")
        slider.properties.frame = Rect(40, 4, 12, 12)
        slider.properties.backgroundColor = Color(1, 0.4, 0)
        slider.add(.basic(.positionX, from: 46, to: 70.3, duration: 0.5), forKey: "slide")
        var stripe = Layer(id: "stripe", kind: .gradient)
        stripe.properties.frame = Rect(-10, 6, 30, 8)
        stripe.properties.colors = [Color(0, 0.5, 1), Color(1, 1, 1, 0.3)]
        var card = Layer(id: "card", sublayers: [stripe])
        card.properties.frame = Rect(4, 22, 50, 14)
        card.properties.cornerRadius = 5
        card.properties.masksToBounds = true
        card.properties.backgroundColor = Color(0.9, 0.9, 0.95)
        var chip = Layer(id: "chip")
        chip.properties.frame = Rect(60, 22, 20, 14)
        chip.properties.cornerRadius = 7
        chip.properties.backgroundColor = Color(0.2, 0.8, 0.4)
        chip.add(Animation.basic(.opacity, from: 0, to: 1, duration: 0.5).beginTime(0.5).fillMode(.backwards), forKey: "appear")
        var pill = Layer(id: "pill")
        pill.properties.frame = Rect(60, 4, 20, 8)
        pill.properties.cornerRadius = 4
        pill.properties.backgroundColor = Color(0.5, 0.2, 0.9)
        pill.add(.basic(.positionY, from: 8, to: 14.6, duration: 0.5), forKey: "drop")
        layers += [slider, card, chip, pill] + Self.bells
        return Scene(canvas: Scene.Canvas(width: 90, height: 70, scale: 2, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 20), layers: layers)
    }()

    static var bells: [Layer] {
        (0..<3).map { i in
            var bell = Layer(id: "bell\(i)", kind: .shape)
            bell.frame = Rect(4 + Double(i) * 28, 40, 24, 24)
            bell.path = try? Path(svgPathData: "M12 2 C6 2 4 7 4 12 L4 16 C4 18 2 19 1 21 L23 21 C22 19 20 18 20 16 L20 12 C20 7 18 2 12 2 Z")
            bell.fillColor = Color(1, 0.8, 0)
            bell.strokeColor = Color(0.9, 0.66, 0)
            bell.lineWidth = 1.5
            bell.lineJoin = .round
            switch i {
            case 0: bell.add(.basic(.rotationZ, from: -0.4, to: 0.4, duration: 0.5), forKey: "turn")
            case 1: bell.add(Animation.basic(.lineWidth, from: 3, to: 3, duration: 0.5).beginTime(0.5), forKey: "widen")
            default: bell.add(.basic(.strokeEnd, from: 0.2, to: 1, duration: 1), forKey: "trim")
            }
            return bell
        }
    }

    /// Still bars, turned so that each row has edge stretches of one to three pixels beside a short run: one
    /// crossing the canvas's right edge (its last groups of four are moved left to stay on the canvas), an opaque
    /// one (stored where it covers a pixel whole), a 1.5-point one with no run, and fading ones over it (their
    /// destinations are the bars below, not the background).
    static let edgeScene: Scene = {
        func bar(_ id: String, _ frame: Rect, turn: Double, color: Color, fades: Bool) -> Layer {
            var bar = Layer(id: id)
            bar.properties.frame = frame
            bar.properties.cornerRadius = Swift.min(frame.width, frame.height) / 2
            bar.properties.transform = .rotation(turn)
            bar.properties.backgroundColor = color
            if fades { bar.add(.basic(.opacity, from: 1, to: 0.2, duration: 1), forKey: "fade") }
            return bar
        }
        let layers = [
            bar("edge", Rect(24, 2, 4, 14), turn: 0.5, color: Color(0.2, 0.2, 0.25), fades: true),
            bar("opaque", Rect(3, 3, 4, 14), turn: -0.6, color: Color(0.9, 0.3, 0.1), fades: false),
            bar("thin", Rect(12, 2, 1.5, 16), turn: 0.3, color: Color(0.1, 0.5, 0.9), fades: false),
            bar("over", Rect(8, 6, 10, 4), turn: 1.1, color: Color(0.3, 0.8, 0.2, 0.7), fades: true),
        ]
        return Scene(canvas: Scene.Canvas(width: 30, height: 20, scale: 1, background: Color(1, 1, 0.9)),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 20), layers: layers)
    }()

    /// Draws `scene` at `frames` + 1 evenly spaced times into one target, with kept coverage, and expects each frame
    /// to equal the frame drawn without it.
    static func expectKeptFramesFresh(_ scene: Scene, frames: Int) throws {
        let timeline = try Timeline(scene)
        let kept = try Renderer(canvas: scene.canvas)
        var fresh = try Renderer(canvas: scene.canvas)
        fresh.reusesCoverage = false
        var target = RenderTarget()
        kept.render(timeline, at: 0, into: &target)
        for frame in 0...frames {
            let t = Double(frame) / Double(frames)
            kept.render(timeline, at: t, into: &target)
            #expect(target.canvas == fresh.render(timeline, at: t), "at \(t)")
        }
    }

    @Test("still fills replayed in groups of four pixels are the fills drawn again, at the canvas's right edge too")
    func laneGroupsChangeNoPixel() throws {
        try Self.expectKeptFramesFresh(Self.edgeScene, frames: 10)
    }

    @Test("frames drawn with kept coverage are the frames drawn without it, pixel for pixel")
    func keptCoverageChangesNoPixel() throws {
        try Self.expectKeptFramesFresh(Self.scene, frames: 20)
    }
}
