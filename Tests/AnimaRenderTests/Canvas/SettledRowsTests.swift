import Testing
@testable import AnimaImageFormats
@testable import AnimaRender
import AnimaCore

/// A target drawn into frame after frame leaves alone the rows the last frame left at the background and this frame
/// does not draw on (`RenderTarget.SettledRows`); the frames must still be the ones a new canvas gets.
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
}
