import Testing
@testable import AnimaImageFormats
@testable import AnimaRender
import AnimaCore

/// Offscreen canvases and blur planes are drawn on memory an earlier offscreen of the same renderer gave back
/// (`LayerPainter+Offscreen`); none of it may show through.
@Suite struct OffscreenReuseTests {
    /// Offscreens that grow and shrink from frame to frame, nested: a group at half opacity holding a card whose
    /// shadow widens and moves, under a circle mask that grows; beside it a reduced-resolution shadow (σ past
    /// `fullResolutionSigma`) whose layer grows.
    static let scene: Scene = {
        var card = Layer(id: "card")
        card.frame = Rect(10, 10, 40, 30)
        card.cornerRadius = 6
        card.backgroundColor = Color(0.2, 0.5, 1)
        card.shadowOpacity = 0.6
        card.add(.basic(.shadowRadius, from: 1, to: 9, duration: 1), forKey: "soften")
        card.add(.basic(.shadowOffset, from: .size(Size(0, 2)), to: .size(Size(8, 12)), duration: 1), forKey: "drop")
        var mask = Layer(id: "mask", kind: .shape)
        mask.frame = Rect(0, 0, 70, 60)
        mask.path = Path(ellipseIn: Rect(0, 0, 70, 60))
        mask.fillColor = .black
        mask.add(.basic(.scale, from: 0.3, to: 1.2, duration: 1), forKey: "open")
        var group = Layer(id: "group", sublayers: [card], mask: mask)
        group.frame = Rect(4, 4, 70, 60)
        group.opacity = 0.5
        var wide = Layer(id: "wide")
        wide.frame = Rect(90, 20, 20, 20)
        wide.backgroundColor = Color(1, 0.3, 0.2)
        wide.shadowOpacity = 1
        wide.shadowRadius = 40
        wide.add(.basic(.boundsWidth, from: 10, to: 50, duration: 1), forKey: "grow")
        return Scene(canvas: Scene.Canvas(width: 160, height: 90, scale: 1, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 10), layers: [group, wide])
    }()

    @Test("frames drawn on reused offscreen memory, growing then shrinking, are the frames a new renderer draws")
    func reusedOffscreensChangeNoPixel() throws {
        let timeline = try Timeline(Self.scene)
        let reused = try Renderer(canvas: Self.scene.canvas)
        var target = RenderTarget()
        reused.render(timeline, at: 0, into: &target)
        for frame in Array(0...10) + Array((0...9).reversed()) {
            let t = Double(frame) / 10
            reused.render(timeline, at: t, into: &target)
            #expect(target.canvas == (try Renderer(canvas: Self.scene.canvas)).render(timeline, at: t), "at \(t)")
        }
    }

    @Test("a reused array is the requested count of zeros, shorter or longer than before")
    func setZerosClearsOldValues() {
        var a: [Int32] = [7, 8, 9, 10]
        a.setZeros(count: 2)
        #expect(a == [0, 0])
        a = [5, 6]
        a.setZeros(count: 5)
        #expect(a == [0, 0, 0, 0, 0])
    }
}
