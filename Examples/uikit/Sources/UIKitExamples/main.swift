import AnimaCore
import AnimaRender
import AnimaUIKit

// Records each seed example with AnimaUIKit, checks the recording against the live presentation, and renders a GIF
// and a filmstrip into the directory given as the first argument (default: docs/uikit).
let output = CommandLine.arguments.dropFirst().first ?? "docs/uikit"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
var failures = 0
for example in UIKitExample.all {
    let result = try await example.run(into: output)
    print("\(example.name): \(result)")
    if !result.matches { failures += 1 }
}
if failures > 0 {
    print("\(failures) recording(s) differ from the live presentation")
    exit(1)
}
