import AnimaCore
import AnimaExport
import Testing

/// The Web page and the stylesheet unroll a replicator into fixed copies, so an animation of the replicator's own
/// instance keys cannot play there; the contract is that nothing is dropped silently (ordinary seed 273 of
/// `ExportAgreementTests`: an animated `instanceCount` showed other instances on the page, unwarned).
@Suite struct InstanceAnimationWarningTests {
    /// `WritersUnrollReplicatorsTests`' row of 3 dots, its count animated from 1 to 3.
    static func timeline() throws -> Timeline {
        var scene = try WritersUnrollReplicatorsTests.timeline().scene
        scene.layers[0].add(.basic(.instanceCount, from: 1, to: 3, duration: 1), forKey: "grow")
        return try Timeline(scene)
    }

    @Test func theWebPageWarnsThatTheCountStays() throws {
        let warnings = ExportFormat.web.export(try Self.timeline()).warnings
        #expect(warnings.contains { $0.layerID == "row" && $0.keyPath == "instanceCount" }, "\(warnings)")
    }

    @Test func theStylesheetWarnsThatTheCountStays() throws {
        let warnings = ExportFormat.css.export(try Self.timeline()).warnings
        #expect(warnings.contains { $0.layerID == "row" && $0.keyPath == "instanceCount" }, "\(warnings)")
    }

    @Test func aRowWithoutInstanceAnimationsHasNoSuchWarning() throws {
        let warnings = ExportFormat.web.export(try WritersUnrollReplicatorsTests.timeline()).warnings
        #expect(!warnings.contains { $0.keyPath == "instanceCount" }, "\(warnings)")
    }
}
