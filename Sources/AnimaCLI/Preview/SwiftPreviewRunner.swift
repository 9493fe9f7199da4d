import Foundation

/// Draws the previews of Swift files: copies the files into `.build/anima-previews/NAME/` with each `#Preview` body
/// appended as a view of its own (same file, so private types resolve) and `@main` dropped, compiles them with a
/// small runner against Anima's own build (its `Modules` and object files, so nothing is resolved or rebuilt), and
/// runs it: each preview is hosted in `UIHostingController`, recorded with `AnimaRecording` for `duration` seconds
/// of the virtual clock and written as a Scene (`NN-name.json`) that `anima render` and `anima preview` read.
struct SwiftPreviewRunner {
    /// The Swift files (their paths) and their previews, in order.
    let files: [String]
    let duration: Double
    /// Where the runner's sources, binary and scenes go.
    let workDirectory: URL
    /// Anima's build folder (`.build/debug`), which holds `Modules` and the objects.
    let build: URL

    /// The targets whose objects the runner links, those that exist in the build.
    static let linkedTargets = ["AnimaCore", "AnimaUIKit", "AnimaCombine", "AnimaSwiftUI", "SwiftUI", "Combine", "UIKit",
                                "CoreGraphics", "QuartzCore", "AnimaFormat", "AnimaSkeleton", "AnimaTransitions",
                                "RealModule", "_NumericsShims"]

    /// The build folder of the running `anima` (its executable's folder), when it has Anima's modules.
    static func defaultBuild() -> URL? {
        guard let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = exe.deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path) ? folder : nil
    }

    /// The package holding `build` (the folder above `.build`).
    static func packageRoot(of build: URL) -> URL? {
        var url = build
        while url.path != "/" {
            if url.lastPathComponent == ".build" { return url.deletingLastPathComponent() }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// The sources the runner compiles: the copied files with their previews appended, and the entry point.
    func sources(_ previews: [[SwiftPreviewScanner.Preview]]) throws -> [(name: String, text: String)] {
        var out: [(String, String)] = []
        var entries: [String] = []
        for (index, path) in files.enumerated() {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            text = Self.droppingEntryPoints(text)
            for preview in previews[index] {
                let id = "__AnimaPreview\(entries.count)"
                text += "\n" + Self.previewView(id, preview)
                let size = preview.size.map { "CGSize(width: \($0.width), height: \($0.height))" } ?? "nil"
                entries.append("(\(Self.literal(preview.name)), \(size), \(preview.sizeThatFits), { AnyView(\(id).make()) })")
            }
            out.append(("\(index)-" + URL(fileURLWithPath: path).lastPathComponent, text))
        }
        out.append(("main.swift", "import SwiftUI\n\nextension UIHostingController: AnimaUIKitHost {}\n\nMainActor.assumeIsolated {\n_animaRunPreviews([\n    "
                    + entries.joined(separator: ",\n    ") + "\n]) { UIHostingController(rootView: $0) }\n}\n"))
        out.append(("_AnimaPreviewRunner.swift", Self.runnerSource))
        return out
    }

    /// Compiles the runner and runs it: the name and Scene file of each preview that was drawn.
    func run(_ previews: [[SwiftPreviewScanner.Preview]]) throws(CLIError) -> [(name: String, scene: String)] {
        let fm = FileManager.default
        let src = workDirectory.appendingPathComponent("src"), scenes = workDirectory.appendingPathComponent("scenes")
        try? fm.removeItem(at: src)
        try? fm.removeItem(at: scenes)
        do {
            try fm.createDirectory(at: src, withIntermediateDirectories: true)
            try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
            for (name, text) in try sources(previews) { try text.write(to: src.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        } catch {
            throw CLIError(.ioError, "cannot write the preview runner in \(workDirectory.path): \(error)")
        }
        try ensureModules()
        let binary = workDirectory.appendingPathComponent("runner")
        let swiftFiles = ((try? fm.contentsOfDirectory(atPath: src.path)) ?? []).sorted().map { src.appendingPathComponent($0).path }
        let compile = Self.execute("swiftc", ["-swift-version", "5", "-module-name", "AnimaPreviews", "-I", build.appendingPathComponent("Modules").path]
            + shimIncludes() + ["-load-plugin-executable", build.appendingPathComponent("AnimaSwiftUIMacros-tool").path + "#AnimaSwiftUIMacros",
                                "-o", binary.path] + swiftFiles + objects())
        guard compile.status == 0 else {
            throw CLIError(.dataError, "the previews did not compile:\n" + compile.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n"))
        }
        let run = Self.execute(binary.path, [scenes.path, String(duration)])
        let drawn = run.output.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return parts.count == 3 && parts[0] == "PREVIEW" ? (String(parts[1]), String(parts[2])) : nil
        }
        guard run.status == 0 else { throw CLIError(.dataError, "the preview runner stopped (status \(run.status)):\n\(run.output.suffix(2000))") }
        return drawn
    }

    /// Builds the modules the runner imports when this build lacks them (`swift build --product SwiftUI`, and
    /// `Combine` or `UIKit` when a file imports them).
    private func ensureModules() throws(CLIError) {
        let modules = build.appendingPathComponent("Modules")
        let texts = files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let products = ["SwiftUI"] + ["Combine", "UIKit"].filter { name in texts.contains { $0.contains("import \(name)") } }
        for product in products where !FileManager.default.fileExists(atPath: modules.appendingPathComponent(product + ".swiftmodule").path) {
            guard let root = Self.packageRoot(of: build) else { throw CLIError(.unavailable, "no Anima package above \(build.path)") }
            let configuration = build.lastPathComponent == "release" ? "release" : "debug"
            let r = Self.execute("swift", ["build", "--package-path", root.path, "-c", configuration, "--product", product])
            guard r.status == 0 else { throw CLIError(.unavailable, "cannot build Anima's \(product) module: \(r.output.suffix(1000))") }
        }
    }

    /// The header folder of swift-numerics' C shims, which RealModule's interface imports.
    private func shimIncludes() -> [String] {
        guard let root = Self.packageRoot(of: build) else { return [] }
        return ["-Xcc", "-I" + root.appendingPathComponent(".build/checkouts/swift-numerics/Sources/_NumericsShims/include").path]
    }

    /// The object files of the linked targets: those of a Swift target's current sources (its output file map; a
    /// build folder keeps the objects of deleted files), all of a C target's.
    private func objects() -> [String] {
        Self.linkedTargets.flatMap { target -> [String] in
            let folder = build.appendingPathComponent(target + ".build")
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("output-file-map.json").path),
               let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: String]] {
                return map.values.compactMap { $0["object"] }.sorted()
            }
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".o") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }

    /// Runs a program found on PATH (or at a path) and returns its status and combined output.
    static func execute(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "cannot run \(program): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A preview as a view type of its own with a `make()` that builds it.
    static func previewView(_ id: String, _ preview: SwiftPreviewScanner.Preview) -> String {
        switch preview.source {
        case .provider(let type):
            return "@MainActor enum \(id) { static func make() -> some View { \(type).previews } }\n"
        case .macro(let body, let previewables):
            let properties = previewables.map { "    " + $0 + "\n" }.joined()
            return "struct \(id): View {\n\(properties)    var body: some View {\(body)}\n    @MainActor static func make() -> \(id) { \(id)() }\n}\n"
        }
    }

    /// The text with `@main` and `@UIApplicationMain` attributes removed (the runner has its own entry point).
    static func droppingEntryPoints(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?m)^(\s*)@(main|UIApplicationMain)\b"#, with: "$1", options: .regularExpression)
    }

    /// A Swift string literal of `s`.
    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The runner's own code: hosts, records and writes each preview's Scene.
    static let runnerSource = """
        import AnimaCore
        import AnimaFormat
        import AnimaUIKit
        import Foundation

        /// Arguments: the output folder and the seconds to record.
        @MainActor func _animaRunPreviews<V>(_ previews: [(String, CGSize?, Bool, @MainActor () -> V)],
                                              host: @MainActor (V) -> AnimaUIKitHost) {
            let arguments = CommandLine.arguments
            let folder = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : ".")
            let duration = arguments.count > 2 ? Double(arguments[2]) ?? 2 : 2
            for (index, (name, size, fits, make)) in previews.enumerated() {
                AnimaClock.reset()
                let controller = host(make())
                let view: UIView = controller.view
                var frame = CGRect(origin: .zero, size: size ?? view.bounds.size)
                if fits { frame.size = controller.sizeThatFits(in: frame.size) }
                view.frame = frame
                let recording = AnimaRecording(root: view)
                view.layoutIfNeeded()
                AnimaClock.advance(to: duration)
                var scene = recording.scene(canvas: recording.rootCanvas)
                scene.comment = "#Preview \\(name), recorded by anima preview"
                let slug = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
                let file = folder.appendingPathComponent(String(format: "%02d-", index + 1) + slug + ".json")
                do {
                    try SceneEncoder().encode(scene).write(to: file)
                    print("PREVIEW\\t\\(name)\\t\\(file.path)")
                } catch {
                    print("FAILED\\t\\(name)\\t\\(error)")
                }
            }
        }

        /// What hosts a preview: `UIHostingController`'s view and its size that fits.
        @MainActor protocol AnimaUIKitHost {
            var view: UIView! { get }
            func sizeThatFits(in size: CGSize) -> CGSize
        }
        """
}
