import AnimaCore
import AnimaExport
import Foundation
import Testing

@Suite struct SVGWriterTests {
    @Test func bellFrameHasOneGroupPerLayerWithTheSampledTransform() throws {
        // At t = 0.5 s the whole-second easeInEaseOut is at 0.5 (symmetric), key time 3/6: −22.5° = −0.39269908 rad.
        // The bell turns about its anchor (40, 0) in its bounds and sits at (160, 44): a = cos θ = 0.92388,
        // b = sin θ = −0.382683, c = −sin θ, d = cos θ, e = 160 − 40·cos θ = 123.044819, f = 44 − 40·sin θ = 59.307337.
        let svg = try ExportFormat.svg.export(ExampleScenes.load("bell"), at: 0.5).text
        #expect(svg.contains("<g id=\"bell\" transform=\"matrix(0.92388 -0.382683 0.382683 0.92388 123.044819 59.307337)\">"))
        #expect(svg.contains("<g id=\"knob\""))
        #expect(svg.contains("<g id=\"clapper\""))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"200\""))
    }

    @Test func basicsAtOneSecondHasTheRoundedOrangeSquareAndTheFadedCyan() throws {
        // At 1 s the round animation has reached cornerRadius 32 on a 64-point square (a circle), and the fade
        // reached opacity 0 (both keep their final state).
        let svg = try ExportFormat.svg.export(ExampleScenes.load("basics"), at: 1).text
        #expect(svg.contains("<g id=\"cyan\" transform=\"matrix(1 0 0 1 302 24)\" opacity=\"0\">"))
        #expect(svg.contains("<g id=\"orange\" transform=\"matrix(1 0 0 1 24 24)\">"))
    }
}
