import Foundation

// Records each SwiftUI example, checks the recording against the live layers, and renders a GIF and a filmstrip
// into the directory given as the first argument (default: docs/swiftui).
let output = CommandLine.arguments.dropFirst().first ?? "docs/swiftui"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
var failures = 0
for example in SwiftUIExample.all {
    let result = try await example.run(into: output)
    print("\(example.name): \(result)")
    if !result.matches { failures += 1 }
}
if failures > 0 {
    print("\(failures) recording(s) differ from the live layers")
    exit(1)
}
