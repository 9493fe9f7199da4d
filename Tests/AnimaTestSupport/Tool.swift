import Foundation
import Testing

/// A program from Debian that some tests use as an independent oracle, and the one place that decides what happens
/// when it is missing: locally the test is skipped with a reason naming the apt package; under `CI=true` the test
/// runs anyway and fails, because CI installs every tool (.ci/run) and a missing one means the check did not happen.
///
/// Use it as `@Test(.enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))`, then
/// `let ffmpeg = try Tool.ffmpeg.require()` inside the test.
package struct Tool: Sendable {
    /// The name used in messages.
    package let name: String
    /// The Debian package that installs it.
    package let aptPackage: String
    /// Where it is installed, or nil when it is not.
    package let path: String?

    /// A tool found by `locate` (run once, when the tool is first used).
    package init(_ name: String, aptPackage: String, locate: () -> String?) {
        self.name = name
        self.aptPackage = aptPackage
        path = locate()
    }

    /// Whether CI is running the tests (`CI=true`), where a missing tool is a failure rather than a skip.
    package static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The condition for `.enabled(if:)`: every tool is installed, or CI is running (so that `require` fails).
    package static func isAvailable(_ tools: Tool...) -> Bool { isCI || tools.allSatisfy { $0.path != nil } }

    /// The comment for `.enabled(if:)` saying what to install.
    package static func skipReason(_ tools: Tool...) -> Comment {
        let missing = tools.map { "\($0.name) (apt-get install \($0.aptPackage))" }.joined(separator: " and ")
        return Comment(rawValue: "needs \(missing); under CI=true a missing tool fails instead")
    }

    /// The tool's path; when it is missing, records an issue at the caller naming the package and throws.
    package func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let context = Self.isCI ? " under CI=true" : ""
        return try #require(path, "\(name) (apt package `\(aptPackage)`) is required\(context)",
                            sourceLocation: sourceLocation)
    }

    /// The first of `names` that is an executable file: absolute paths as given, bare names on PATH or in /usr/bin.
    package static func executable(_ names: String...) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for name in names {
            let candidates = name.hasPrefix("/") ? [name] : folders.map { "\($0)/\(name)" }
            if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        }
        return nil
    }
}

extension Tool {
    /// Headless Chromium, the Web export's oracle and the gallery page check.
    package static let chromium = Tool("chromium", aptPackage: "chromium") {
        executable("chromium", "chromium-browser", "google-chrome")
    }
    /// ffmpeg, an independent PNG and GIF decoder.
    package static let ffmpeg = Tool("ffmpeg", aptPackage: "ffmpeg") { executable("ffmpeg") }
    /// ImageMagick's `convert`, a second independent decoder; only Debian's own (another `convert` may stand in
    /// for it on PATH and read nothing but what it needs).
    package static let imageMagick = Tool("ImageMagick convert", aptPackage: "imagemagick") {
        executable("/usr/bin/convert")
    }
    /// ImageMagick's `identify`, which reads GIF frame delays.
    package static let imageMagickIdentify = Tool("ImageMagick identify", aptPackage: "imagemagick") {
        executable("/usr/bin/identify")
    }
    /// A C compiler, to build the rlottie helper.
    package static let cCompiler = Tool("cc", aptPackage: "gcc") { executable("cc") }
    /// Samsung rlottie's C API (header; the library comes with it), the Lottie export's oracle.
    /// librsvg's converter, the SVG export's oracle.
    package static let rsvg = Tool("rsvg-convert", aptPackage: "librsvg2-bin") { executable("rsvg-convert") }
    package static let rlottie = Tool("rlottie", aptPackage: "librlottie-dev") {
        let header = "/usr/include/rlottie_capi.h"
        return FileManager.default.fileExists(atPath: header) ? header : nil
    }
    /// python3 with the `jsonschema` package, an independent JSON Schema validator: Debian's interpreter first,
    /// where the apt package installs it, then any `python3` on PATH that has it.
    package static let pythonJSONSchema = Tool("python3 jsonschema", aptPackage: "python3-jsonschema") {
        ["/usr/bin/python3", "python3"].lazy.compactMap { executable($0) }.first { python in
            (try? ExternalProcess(python).run(["-c", "import jsonschema"]).status) == 0
        }
    }
}
