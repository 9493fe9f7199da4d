import AnimaCore
import AnimaExport
import Foundation
import Testing

/// Each writer unrolls replicators itself, so a caller that calls the writer directly (AnimaTesting's `.lottie`
/// snapshot) gets every instance, as `anima export` does.
@Suite struct WritersUnrollReplicatorsTests {
    /// A replicator of 3 instances (CAReplicatorLayer draws its sublayer 3 times, each `instanceTransform` further
    /// and `instanceDelay` later) holding one fading dot.
    static func timeline() throws -> Timeline {
        var dot = Layer(id: "dot")
        dot.frame = Rect(0, 0, 10, 10)
        dot.backgroundColor = Color(1, 0, 0)
        dot.add(.basic(.opacity, from: 1, to: 0, duration: 1), forKey: "fade")
        var row = Layer(id: "row", kind: .replicator)
        row.frame = Rect(0, 0, 90, 10)
        row.instanceCount = 3
        row.instanceDelay = 0.2
        row.instanceTransform = Transform3D.translation(30, 0, 0)
        row.sublayers = [dot]
        let scene = Scene(canvas: .init(width: 100, height: 20), timeline: .init(duration: 1), layers: [row])
        return try Timeline(scene)
    }

    /// The unrolled copies are named `dot~0`, `dot~1`, `dot~2` (`ReplicatorUnroller.separator`).
    static let instances = ["dot~0", "dot~1", "dot~2"]

    @Test func lottieWriterWritesEveryInstance() throws {
        let text = LottieWriter().write(try Self.timeline()).text
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let names = Set((document["layers"] as? [[String: Any]] ?? []).compactMap { $0["nm"] as? String })
        for id in Self.instances { #expect(names.contains(id), "\(id) in \(names.sorted())") }
    }

    @Test func svgWriterDrawsEveryInstance() throws {
        let text = SVGWriter().write(try Self.timeline(), at: 0).text
        for id in Self.instances { #expect(text.contains("id=\"\(id)\""), "\(id)") }
    }

    @Test func cssWriterAnimatesEveryInstance() throws {
        let text = CSSKeyframesWriter().write(try Self.timeline()).text
        for id in Self.instances { #expect(text.contains("[data-layer=\"\(id)\"]"), "\(id)") }
    }

    @Test func theExportSwitchWritesWhatTheWriterWrites() throws {
        let timeline = try Self.timeline()
        #expect(ExportFormat.lottie.export(timeline).text == LottieWriter().write(timeline).text)
        #expect(ExportFormat.svg.export(timeline, at: 0.5).text == SVGWriter().write(timeline, at: 0.5).text)
        #expect(ExportFormat.css.export(timeline).text == CSSKeyframesWriter().write(timeline).text)
    }
}
