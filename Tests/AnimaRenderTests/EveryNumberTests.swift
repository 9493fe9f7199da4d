import AnimaCore
import AnimaFormat
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Every number of the scene format, one at a time, at the edges of what a double can hold: 0, ±1e-300, ±1e308 and
/// ±greatestFiniteMagnitude, plus the limits the readers state and one ulp past them. Each variant is either refused
/// by the decoder or the timeline compiler with a message (the CLI's exit 65) or is sampled at three times and renders a
/// frame of at most 64 pixels on a side; nothing traps (a trap ends the test process) (issue 18).
@Suite struct EveryNumberTests {
    /// A scene holding every numeric member of the format at least once (layers, gradient, shape, every animation
    /// type, timing, spring and keyframe parameters).
    static let template = #"""
{
  "version": 1,
  "canvas": {"width": 64, "height": 48, "scale": 1, "background": "#FFFFFF"},
  "timeline": {"duration": 2, "fps": 30},
  "layers": [
    {
      "id": "card", "type": "layer", "position": [32, 24], "bounds": [0, 0, 40, 30], "anchorPoint": [0.5, 0.5],
      "zPosition": 1, "opacity": 0.9, "backgroundColor": "#4F8EF7", "cornerRadius": 6, "borderWidth": 2,
      "borderColor": "#000000", "shadowColor": "#000000", "shadowOpacity": 0.5, "shadowOffset": [1, 2],
      "shadowRadius": 3, "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
      "beginTime": 0, "speed": 1, "timeOffset": 0, "masksToBounds": true,
      "sublayers": [
        {"id": "bar", "type": "gradient", "frame": [2, 2, 30, 8], "colors": ["#FF0000", "#0000FF"],
         "locations": [0, 1], "startPoint": [0, 0.5], "endPoint": [1, 0.5],
         "transform": {"rotation": 0.1, "scale": [1, 1], "translation": [0, 0]}}
      ],
      "animations": [
        {"type": "basic", "keyPath": "position.x", "from": 20, "to": 44, "beginTime": 0.1, "duration": 1,
         "speed": 1, "timeOffset": 0, "repeatCount": 2, "autoreverses": true, "timingFunction": [0.25, 0.1, 0.25, 1]},
        {"type": "basic", "keyPath": "opacity", "by": 0.1, "duration": 1, "repeatDuration": 1.5, "additive": true,
         "cumulative": true},
        {"type": "keyframe", "keyPath": "cornerRadius", "values": [0, 8, 2], "keyTimes": [0, 0.4, 1], "duration": 1,
         "calculationMode": "cubic", "tensionValues": [0, 0.5, 0], "continuityValues": [0, 0, 0], "biasValues": [0, 0, 0]},
        {"type": "spring", "keyPath": "transform.scale", "from": 0.5, "to": 1, "mass": 1, "stiffness": 100,
         "damping": 10, "initialVelocity": 0},
        {"type": "spring", "keyPath": "transform.rotation.z", "from": 0, "to": 1, "response": 0.5, "dampingFraction": 0.8},
        {"type": "group", "duration": 2, "beginTime": 0, "speed": 1, "repeatCount": 1, "animations": [
          {"type": "basic", "keyPath": "shadowRadius", "from": 1, "to": 5, "duration": 1}
        ]}
      ]
    },
    {
      "id": "line", "type": "shape", "frame": [4, 4, 56, 40], "path": "M0 0 L56 40 C20 0 30 40 56 0 Z",
      "fillColor": "#FFCC00", "strokeColor": "#E6A800", "lineWidth": 2, "miterLimit": 10, "strokeStart": 0,
      "strokeEnd": 1, "lineDashPhase": 0, "lineDashPattern": [4, 2], "lineJoin": "miter",
      "animations": [
        {"type": "keyframe", "keyPath": "position", "path": "M10 10 L50 30", "duration": 1, "rotationMode": "auto"},
        {"type": "basic", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1, "timingFunction": {"steps": 4}}
      ]
    }
  ]
}
"""#

    /// The extremes every number is tried at.
    static let extremes: [Double] = [0, 1e-300, -1e-300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    /// Stated limits and the first double past each: (value at the limit, value one ulp past).
    static let limits: [Double] = [
        Double(FormatLimits.maxListLength), Double(FormatLimits.maxListLength).nextUp,
        Double(Canvas.maxDimension), Double(Canvas.maxDimension).nextUp,
    ]

    /// The byte ranges of the number tokens outside strings, in order.
    static func numberRanges(in text: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0, inString = false
        while i < text.count {
            let c = text[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
                i += 1
            } else if c == UInt8(ascii: "\"") {
                inString = true; i += 1
            } else if c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
                let start = i
                while i < text.count, "-+.eE0123456789".utf8.contains(text[i]) { i += 1 }
                ranges.append(start..<i)
            } else {
                i += 1
            }
        }
        return ranges
    }

    /// What happened to one variant.
    enum Outcome: Equatable { case refused, rendered }

    /// Decodes, compiles and renders `text` as `anima render` would, at most 64 pixels on a side.
    static func outcome(_ text: [UInt8]) -> Outcome {
        guard let scene = try? SceneDecoder().decode(Data(text)), let timeline = try? Timeline(scene) else { return .refused }
        let longest = max(scene.canvas.width, scene.canvas.height)
        let scale = min(scene.canvas.scale, 64 / longest)
        guard let renderer = try? Renderer(canvas: scene.canvas, scale: scale) else { return .refused }
        // Sampling is cheap, rendering is not: sample three times, render the middle one.
        for t in [0, 1.9] { _ = timeline.sample(at: t) }
        _ = renderer.render(timeline, at: 0.5)
        #expect(renderer.pixelWidth <= 64 && renderer.pixelHeight <= 64)
        return .rendered
    }

    @Test func theTemplateRenders() {
        #expect(Self.outcome(Array(Self.template.utf8)) == .rendered)
        // 16 transform entries alone make sure the scan finds the numbers, not the strings' digits.
        #expect(Self.numberRanges(in: Array(Self.template.utf8)).count > 100)
    }

    @Test func everyNumberAtEveryExtremeRendersOrIsRefused() {
        let base = Array(Self.template.utf8)
        var counts: [Outcome: Int] = [:]
        for range in Self.numberRanges(in: base) {
            for value in Self.extremes + Self.limits {
                var text = base
                text.replaceSubrange(range, with: Array("\(value)".utf8))
                counts[Self.outcome(text), default: 0] += 1
            }
        }
        // Both outcomes occur: the canvas size at 1e308 is refused, a zero opacity renders.
        #expect((counts[.refused] ?? 0) > 0 && (counts[.rendered] ?? 0) > 0)
    }
}
