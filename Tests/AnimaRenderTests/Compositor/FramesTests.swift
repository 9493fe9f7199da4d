import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("Frame sequences, filmstrips, and determinism across cores")
struct FramesTests {
    static let scene: Scene = {
        var layer = Layer(id: "dot", kind: .layer)
        layer.properties.frame = Rect(4, 10, 20, 20)
        layer.properties.backgroundColor = Color(0.2, 0.4, 1)
        layer.properties.cornerRadius = 10
        layer.add(.basic(.positionX, from: 14, to: 46, duration: 1), forKey: "move")
        return Scene(canvas: Scene.Canvas(width: 60, height: 40, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 20), layers: [layer])
    }()

    /// Ten gradient layers of distinct colours (more ramps than the renderer keeps) of different widths, sliding.
    static let gradients: Scene = {
        let layers = (0..<10).map { i -> Layer in
            var layer = Layer(id: "g\(i)", kind: .gradient)
            let x = Double(i * 3), y = Double(i * 4), width = Double(10 + i * 5)
            layer.properties.frame = Rect(x, y, width, 6)
            let k = Double(i) / 10
            layer.properties.colors = [Color(k, 0.5, 1 - k), Color(1, 1, 1, 0.5)]
            layer.properties.cornerRadius = Double(i % 3)
            let from = Double(i * 3), to = Double(40 - i * 2)
            layer.add(.basic(.positionX, from: .number(from), to: .number(to), duration: 1), forKey: "slide")
            return layer
        }
        return Scene(canvas: Scene.Canvas(width: 60, height: 44, scale: 2, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 20), layers: layers)
    }()

    @Test("a renderer's kept buffers and gradient ramps change no pixel: each frame equals one from a new renderer")
    func keptScratchChangesNothing() throws {
        let timeline = try Timeline(Self.gradients)
        let kept = try Renderer(canvas: Self.gradients.canvas)
        // Backwards and forwards, so each frame follows others that filled the buffers and the ramp cache.
        for t in [0.9, 0.1, 0.55, 0, 1, 0.3] {
            #expect(kept.render(timeline, at: t) == (try Renderer(canvas: Self.gradients.canvas)).render(timeline, at: t))
        }
    }

    /// A dot, a translucent group of two overlapping squares (drawn offscreen and composited) and a shadowed card,
    /// all sliding 40 pt, so each frame covers rows and columns another frame leaves empty.
    static let movers: Scene = {
        var dot = Layer(id: "dot")
        dot.properties.frame = Rect(2, 2, 10, 10)
        dot.properties.backgroundColor = Color(1, 0, 0)
        dot.add(.basic(.positionY, from: 7, to: 47, duration: 1), forKey: "down")
        var a = Layer(id: "a"), b = Layer(id: "b")
        a.properties.frame = Rect(0, 0, 12, 12); a.properties.backgroundColor = Color(0, 0.6, 0)
        b.properties.frame = Rect(6, 6, 12, 12); b.properties.backgroundColor = Color(0, 0, 0.8)
        var group = Layer(id: "group", sublayers: [a, b])
        group.properties.frame = Rect(20, 2, 18, 18)
        group.properties.opacity = 0.5
        group.add(.basic(.positionY, from: 11, to: 51, duration: 1), forKey: "down")
        var card = Layer(id: "card")
        card.properties.frame = Rect(44, 4, 12, 8)
        card.properties.backgroundColor = Color(1, 0.8, 0)
        card.properties.shadowOpacity = 0.6
        card.properties.shadowRadius = 2
        card.add(.basic(.positionY, from: 8, to: 48, duration: 1), forKey: "down")
        return Scene(canvas: Scene.Canvas(width: 60, height: 64, scale: 2, background: Color(0.9, 0.95, 1)),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 20), layers: [dot, group, card])
    }()

    @Test("a frame drawn into a canvas holding another frame keeps nothing of it: rows are filled with the background before they are drawn on")
    func reusedCanvasKeepsNothingOfTheLastFrame() throws {
        let timeline = try Timeline(Self.movers)
        let renderer = try Renderer(canvas: Self.movers.canvas)
        var target = RenderTarget()
        renderer.render(timeline, at: 1, into: &target)
        for t in [0.0, 0.5, 1, 0.25] {
            renderer.render(timeline, at: t, into: &target)
            #expect(target.canvas == (try Renderer(canvas: Self.movers.canvas)).render(timeline, at: t), "at \(t)")
        }
        // Every background pixel is the background colour (premultiplied 230, 242, 255) where nothing is drawn.
        renderer.render(timeline, at: 0, into: &target)
        let canvas = target.canvas
        #expect(canvas.pixels[canvas.width * (canvas.height - 1)] == 0xFFFF_F2E6)
    }

    @Test("frames rendered concurrently arrive in order and equal frames rendered one by one")
    func concurrentFramesMatchSequential() async throws {
        let timeline = try Timeline(Self.scene)
        let renderer = try Renderer(canvas: Self.scene.canvas)
        let times = (0..<20).map { Double($0) / 20 }
        var order: [Int] = []
        var frames: [Canvas] = []
        await renderer.renderFrames(timeline, at: times, window: 3) { i, f in order.append(i); frames.append(f) }
        #expect(order == Array(0..<20))
        for (t, f) in zip(times, frames) { #expect(f == renderer.render(timeline, at: t)) }
        // The GIF made concurrently is byte-identical to one encoded from sequential frames.
        let delays = GIFTiming.delays(frameCount: 20, fps: 20)
        let gif = try await renderer.renderGIF(timeline, at: times, delays: delays)
        #expect(gif == (try GIFEncoder.encode(times.map { renderer.render(timeline, at: $0) }, delays: delays)))
    }

    /// A 1.5 s scene with motion, scale, a fade and a translucent overlap, so frames differ and carry many colours.
    static let busyScene: Scene = {
        var dot = Layer(id: "dot", kind: .layer)
        dot.properties.frame = Rect(4, 10, 24, 24)
        dot.properties.backgroundColor = Color(0.2, 0.4, 1)
        dot.properties.cornerRadius = 12
        dot.add(.basic(.positionX, from: 16, to: 100, duration: 1.5), forKey: "move")
        var card = Layer(id: "card", kind: .layer)
        card.properties.frame = Rect(40, 20, 50, 30)
        card.properties.backgroundColor = Color(0.9, 0.3, 0.2, 0.7)
        card.properties.cornerRadius = 6
        card.add(.basic(.scale, from: 0.6, to: 1.3, duration: 1.5), forKey: "grow")
        card.add(.basic(.opacity, from: 1, to: 0.3, duration: 1.5), forKey: "fade")
        return Scene(canvas: Scene.Canvas(width: 120, height: 60, background: Color(0.95, 0.95, 0.97)),
                     timeline: Scene.TimelineSettings(duration: 1.5, fps: 30), layers: [dot, card])
    }()

    enum Output: String, CaseIterable, Sendable { case gif, lossyGIF, apng, webp, filmstrip }

    /// The file `output` makes of `frames` (in order) at 30 fps.
    static func encode(_ output: Output, _ frames: [Canvas], times: [Double]) throws -> [UInt8] {
        let delays = GIFTiming.delays(frameCount: frames.count, fps: 30)
        switch output {
        case .gif: return try GIFEncoder.encode(frames, delays: delays)
        case .lossyGIF: return try GIFEncoder.encode(frames, delays: delays, lossy: 16)
        case .apng: return try APNGEncoder.encode(frames, delays: delays)
        case .webp: return try WebPEncoder.encode(frames, delays: delays)
        case .filmstrip:
            return try PNGEncoder().encode(try FilmstripSheet().compose(frames, labels: times.map(FilmstripSheet.label(seconds:))))
        }
    }

    @Test("every output made from frames rendered on all cores is byte-identical to the one-frame-at-a-time run",
          arguments: Output.allCases)
    func parallelOutputEqualsSerial(_ output: Output) async throws {
        let timeline = try Timeline(Self.busyScene)
        let renderer = try Renderer(canvas: Self.busyScene.canvas)
        let times = (0..<45).map { Double($0) / 30 }
        let serial = times.map { renderer.render(timeline, at: $0) }
        var parallel: [Canvas] = []
        await renderer.renderFrames(timeline, at: times) { _, frame in parallel.append(frame) }
        #expect(try Self.encode(output, parallel, times: times) == Self.encode(output, serial, times: times))
        if output == .gif || output == .lossyGIF {
            let gif = try await renderer.renderGIF(timeline, at: times, delays: GIFTiming.delays(frameCount: 45, fps: 30),
                                                   lossy: output == .lossyGIF ? 16 : 0)
            #expect(gif == (try Self.encode(output, serial, times: times)))
        }
    }

    @Test("the dot moves: position.x 14 → 46 puts its left edge at 4 + 32·t")
    func motion() throws {
        let c = try Renderer.render(scene: Self.scene, at: 0.5)
        // At t = 0.5 the centre is at x = 30, so the disc spans 20…40 horizontally at y = 20.
        #expect(px(c, 21, 20) == [51, 102, 255, 255])
        #expect(px(c, 38, 20) == [51, 102, 255, 255])
        #expect(px(c, 19, 20) == [255, 255, 255, 255])
        #expect(px(c, 41, 20) == [255, 255, 255, 255])
    }

    @Test("a filmstrip places frames side by side with spacing and draws labels underneath")
    func filmstrip() throws {
        let red = try Canvas(width: 10, height: 6, fill: Color(1, 0, 0))
        let blue = try Canvas(width: 10, height: 6, fill: Color(0, 0, 1))
        let sheet = try FilmstripSheet(spacing: 2, background: .white, labelColor: .black)
            .compose([red, blue], labels: ["0.00", "1.50"])
        // Width: 2 + 10 + 2 + 10 + 2; height: 2 + 6 + 2 + label (5 dots of 2 px + 2 spacing).
        #expect(sheet.width == 26)
        #expect(sheet.height == 22)
        #expect(px(sheet, 2, 2) == [255, 0, 0, 255])
        #expect(px(sheet, 14, 7) == [0, 0, 255, 255])
        #expect(px(sheet, 12, 4) == [255, 255, 255, 255])
        // Some label ink below each frame.
        let ink = (10..<22).flatMap { y in (0..<26).map { px(sheet, $0, y)[0] } }.filter { $0 == 0 }.count
        #expect(ink > 20)
        #expect(FilmstripSheet.label(seconds: 0.25) == "0.25")
        #expect(FilmstripSheet.label(seconds: 1.005) == "1.01" || FilmstripSheet.label(seconds: 1.005) == "1.00")
        #expect(FilmstripSheet.label(seconds: -0.5) == "-0.50")
        #expect(throws: RenderError.self) { try FilmstripSheet().compose([]) }
        #expect(throws: RenderError.self) { try FilmstripSheet().compose([red, try Canvas(width: 3, height: 3)]) }
    }
}
