import Testing
@testable import AnimaImageFormats
@testable import AnimaRender
import AnimaCore

/// A target drawn into frame after frame leaves alone the chunks of rows the last frame left at the background and
/// this frame does not draw on (`RenderTarget.SettledRows`); the frames must still be the ones a new canvas gets.
@Suite struct SettledRowsTests {
    /// A 40×40 frame, background `background`, with a 6×6 square whose top goes from row 8 to row 28 in 1 s.
    static func scene(background: Color) -> Scene {
        var square = Layer(id: "square")
        square.frame = Rect(17, 8, 6, 6)
        square.backgroundColor = Color(0.1, 0.4, 0.9)
        square.add(.basic(.positionY, from: 11, to: 31, duration: 1), forKey: "drop")
        return Scene(canvas: Scene.Canvas(width: 40, height: 40, scale: 1, background: background),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 10), layers: [square])
    }

    @Test("a square moving down and back draws the frames a new canvas gets")
    func movingDrawnRowsChangeNoPixel() throws {
        let scene = Self.scene(background: .white)
        let renderer = try Renderer(canvas: scene.canvas), timeline = try Timeline(scene)
        var target = RenderTarget()
        renderer.render(timeline, at: 0, into: &target)
        for frame in Array(0...10) + Array((0...9).reversed()) {
            let t = Double(frame) / 10
            renderer.render(timeline, at: t, into: &target)
            #expect(target.canvas == renderer.render(timeline, at: t), "at \(t)")
        }
    }

    @Test("a pixel written between frames, in a row neither frame draws on, is cleared by the next frame")
    func aWriteBetweenFramesIsCleared() throws {
        let scene = Self.scene(background: .white)
        let renderer = try Renderer(canvas: scene.canvas), timeline = try Timeline(scene)
        var target = RenderTarget()
        renderer.render(timeline, at: 0, into: &target)
        target.canvas.pixels[2 * 40 + 5] = Canvas.pack(Color(1, 0, 0))  // row 2: the square spans rows 8…13
        renderer.render(timeline, at: 0, into: &target)
        #expect(target.canvas == renderer.render(timeline, at: 0))
    }

    @Test("a frame on another background fills every row")
    func anotherBackgroundFillsEveryRow() throws {
        let white = Self.scene(background: .white), black = Self.scene(background: .black)
        let timeline = try Timeline(white)
        var target = RenderTarget()
        try Renderer(canvas: white.canvas).render(timeline, at: 0, into: &target)
        let onBlack = try Renderer(canvas: black.canvas)
        onBlack.render(timeline, at: 0.5, into: &target)
        #expect(target.canvas == onBlack.render(timeline, at: 0.5))
    }

    /// A 1100×24 frame (chunks of 32 columns): an opaque 37×10 bar and a translucent 13×9 one above it, sliding right
    /// by 141 and 123 px a second (neither a multiple of a chunk), so each frame leaves chunks of its rows that the
    /// next one does not draw on, and stores the opaque one over chunks the last frame left at other pixels.
    static var sideways: Scene {
        var opaque = Layer(id: "opaque")
        opaque.frame = Rect(3.3, 12, 37, 10)
        opaque.backgroundColor = Color(0.9, 0.2, 0.1)
        opaque.add(.basic(.positionX, from: 21.8, to: 162.8, duration: 1), forKey: "slide")
        var glass = Layer(id: "glass")
        glass.frame = Rect(5, 1, 13, 9)
        glass.backgroundColor = Color(0.1, 0.3, 0.8, 0.5)
        glass.add(.basic(.positionX, from: 11.5, to: 134.5, duration: 1), forKey: "slide")
        return Scene(canvas: Scene.Canvas(width: 1100, height: 24, scale: 1, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 10), layers: [opaque, glass])
    }

    @Test("shapes sliding sideways across 32-column chunks, there and back, draw the frames a new canvas gets")
    func slidingAcrossChunksChangesNoPixel() throws {
        let scene = Self.sideways
        let renderer = try Renderer(canvas: scene.canvas), timeline = try Timeline(scene)
        var target = RenderTarget()
        for frame in Array(0...10) + Array((0...9).reversed()) + [3, 8, 1] {
            let t = Double(frame) / 10
            renderer.render(timeline, at: t, into: &target)
            #expect(target.canvas == renderer.render(timeline, at: t), "at \(t)")
        }
    }
}
