#if !canImport(Darwin)
import Anima
import AnimaTestSupport
import AnimaTesting
import AnimaUIKit
import Foundation
import Testing

/// An image view written as iOS code, recorded and rendered: its image is drawn where its content mode puts it.
@MainActor @Suite(.drivesTheClock) struct RecordedImageViewRenderingTests {
    /// A 4 × 4 pixel PNG, all opaque red.
    private func redPNG() throws -> Data {
        Data(try PNGEncoder().encode(try Canvas(width: 4, height: 4, fill: Color(1, 0, 0, 1))))
    }

    /// Records a 60 × 40 white screen with a 40 × 20 image view at (10, 10) in `mode`.
    private func record(_ mode: UIView.ContentMode) throws -> AnimaRecording {
        TestClock.reset()
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let image = try #require(UIImage(data: try redPNG()))
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        imageView.contentMode = mode
        screen.addSubview(imageView)
        let recording = AnimaRecording(root: screen)
        AnimaClock.advance(by: 0.1)
        return recording
    }

    /// The frame at t = 0 of `record(mode)`.
    private func render(_ mode: UIView.ContentMode) throws -> Canvas {
        let scene = try record(mode).scene(canvas: Scene.Canvas(width: 60, height: 40, background: .white))
        let timeline = try Timeline(scene)
        return try Renderer(drawing: timeline).render(timeline, at: 0)
    }

    @Test func filmstripSnapshotsDrawTheImage() throws {
        let sheet = try #require(FilmstripSnapshot(try record(.scaleToFill), at: [0]).sheet)
        // The recording's canvas is the root's 60 × 40 bounds; the stretched image fills the view's 40 × 20 points
        // with opaque red, edges included (they fall on whole pixels).
        var red = 0
        for y in 0..<sheet.height { for x in 0..<sheet.width where sheet.color(x: x, y: y) == Color(1, 0, 0, 1) { red += 1 } }
        #expect(red == 40 * 20)
    }

    @Test func scaleToFillStretchesTheImageOverTheView() throws {
        let frame = try render(.scaleToFill)
        // The view covers x 10…50, y 10…30: inside is the image's red, outside the white screen.
        #expect(frame.color(x: 12, y: 12) == Color(1, 0, 0, 1))
        #expect(frame.color(x: 48, y: 28) == Color(1, 0, 0, 1))
        #expect(frame.color(x: 5, y: 5) == .white)
    }

    @Test func centerKeepsTheImageAtItsSizeInTheMiddle() throws {
        let frame = try render(.center)
        // 4 × 4 points centred in the view: x 28…32, y 18…22.
        #expect(frame.color(x: 30, y: 20) == Color(1, 0, 0, 1))
        #expect(frame.color(x: 12, y: 12) == .white)
        #expect(frame.color(x: 26, y: 20) == .white)
    }

    @Test func topPutsTheImageAgainstTheTopEdge() throws {
        let frame = try render(.top)
        // 4 × 4 points centred horizontally against the view's top edge: x 28…32, y 10…14.
        #expect(frame.color(x: 30, y: 12) == Color(1, 0, 0, 1))
        #expect(frame.color(x: 30, y: 20) == .white)
    }
}
#endif
