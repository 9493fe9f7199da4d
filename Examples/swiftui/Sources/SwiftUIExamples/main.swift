import AnimaCore
import AnimaImageFormats
import AnimaRender
import Foundation
import SwiftUIExampleViews

// Records each SwiftUI example, checks the recording against the live layers, and renders a GIF and a filmstrip
// into the directory given as the first argument (default: docs/swiftui).
let output = CommandLine.arguments.dropFirst().first ?? "docs/swiftui"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
let fps = 30.0
var failures = 0
for example in SwiftUIExample.all {
    let recorded = try example.record(fps: fps)
    print("\(example.name): \(recorded.times.count) frames, largest recording difference \(recorded.largestDifference)")
    if !recorded.matches { failures += 1 }
    let timeline = try Timeline(recorded.scene)
    let renderer = try Renderer(drawing: timeline, scale: 1)
    let gif = try await renderer.renderGIF(timeline, at: recorded.times,
                                           delays: GIFTiming.delays(frameCount: recorded.times.count, fps: fps))
    try Data(gif).write(to: URL(fileURLWithPath: "\(output)/\(example.name).gif"))
    let stripTimes = (0..<8).map { Double($0) * example.duration / 7 }
    let frames = stripTimes.map { renderer.render(timeline, at: $0) }
    let sheet = try FilmstripSheet().compose(frames, labels: stripTimes.map(FilmstripSheet.label(seconds:)))
    try Data(PNGEncoder().encode(sheet)).write(to: URL(fileURLWithPath: "\(output)/\(example.name)-filmstrip.png"))
}
if failures > 0 {
    print("\(failures) recording(s) differ from the live layers")
    exit(1)
}
