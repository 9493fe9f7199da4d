import AnimaExport
import Testing

@Suite struct ExportWarningGroupTests {
    @Test func repeatedWarningsBecomeOneLinePerFeatureWithALayerCount() {
        let bones = (0..<60).map { ExportWarning(layerID: "bone-\($0)", keyPath: "startPoint", message: "not exported") }
        let other = ExportWarning(layerID: "card", keyPath: "shadowOpacity", message: "shadows are not exported")
        let groups = ExportWarningGroup.group([bones[0], other] + bones.dropFirst())
        #expect(groups.count == 2)
        #expect(groups[0].layerIDs.count == 60)
        #expect(groups[0].description == "startPoint: not exported (60 layers: 'bone-0', 'bone-1', 'bone-2', …)")
        #expect(groups[1].description == "shadowOpacity: shadows are not exported (layer 'card')")
    }
}
