import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// A replicator whose bounds resize, in the SVG frame. CAReplicatorLayer applies `instanceTransform` "relative to
/// the center of the replicator layer" (its header), the centre of the bounds it has at that moment; the SVG frame
/// unrolled the instances about the model bounds' centre (export agreement, ordinary seed 1325: a replicator's
/// `bounds.size` animation moved its turned instances 5 px in the renderer and not in rsvg).
@Suite struct SVGResizedReplicatorTests {
    /// On a 60 × 40 white canvas, a replicator at (40, 20) whose 40 × 10 bounds are 60 × 10 from 0 s on (held), two
    /// instances, each scaled by ½ from the last, of a red 10 × 10 square at its origin. At 0.5 s the replicator spans
    /// x 10 … 70, y 15 … 25; its centre is (30, 5) in its bounds, so the second square is x 30 + ½(0 … 10 − 30) =
    /// 15 … 20, y 5 + ½(0 … 10 − 5) = 2.5 … 7.5: canvas x 25 … 30, y 17.5 … 22.5. About the model centre (20, 5) it
    /// would be x 10 … 15: canvas 20 … 25.
    static func scene() -> Scene {
        var square = Layer(id: "square")
        square.frame = Rect(0, 0, 10, 10)
        square.backgroundColor = Color(1, 0, 0, 1)
        var replicator = Layer(id: "row", kind: .replicator)
        replicator.bounds = Rect(0, 0, 40, 10)
        replicator.position = Point(40, 20)
        replicator.instanceCount = 2
        replicator.instanceTransform = .scale(0.5, 0.5)
        replicator.sublayers = [square]
        var resize = Animation.basic(.boundsSize, from: .size(Size(60, 10)), to: .size(Size(60, 10)), duration: 2)
        resize.timing.fillMode = .both
        replicator.add(resize, forKey: "resize")
        return Scene(canvas: .init(width: 60, height: 40, background: .white), timeline: .init(duration: 2, fps: 10),
                     layers: [replicator])
    }

    /// Whether the pixel at (x, y) of an opaque frame is red (not white).
    static func isRed(_ frame: OpaqueFrame, _ x: Int, _ y: Int) -> Bool {
        let c = frame.rgb(x, y)
        return c.x > 200 && c.y < 60 && c.z < 60
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgTurnsTheInstancesAboutTheResizedCentre() throws {
        let rsvg = try Tool.rsvg.require()
        let dir = try TemporaryFiles.directory("anima-svg-resized-replicator")
        defer { try? FileManager.default.removeItem(at: dir) }
        let timeline = try Timeline(Self.scene())
        let ours = OpaqueFrame(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0.5))
        let export = ExportFormat.svg.export(timeline, at: 0.5)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let theirs = try #require(try ExportAgreementTests.rsvgFrame(export.text, rsvg: rsvg, in: dir))
        for (name, frame) in [("renderer", ours), ("rsvg", theirs)] {
            let (resized, model) = (Self.isRed(frame, 27, 20), Self.isRed(frame, 22, 20))
            #expect(resized && !model, "\(name): red at x 27 \(resized), at x 22 \(model)")
        }
    }
}
