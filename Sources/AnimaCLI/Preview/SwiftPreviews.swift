import Foundation

/// The SwiftUI previews of a Swift file or of the Swift files under a folder, for `anima preview --list/--draw`.
struct SwiftPreviews {
    /// The Swift files, sorted.
    let files: [String]
    /// Each file's previews.
    let previews: [[SwiftPreviewScanner.Preview]]

    /// The previews at `path`, or nil when `path` is neither a Swift file nor a folder.
    init?(path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            files = Self.swiftFiles(under: path)
        } else if path.hasSuffix(".swift") {
            guard exists else { throw CLIError(.noInput, "cannot open \(path): no such file") }
            files = [path]
        } else {
            return nil
        }
        var found: [[SwiftPreviewScanner.Preview]] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw CLIError(.noInput, "cannot read \(file)") }
            found.append(SwiftPreviewScanner(text).previews())
        }
        previews = found
    }

    /// Swift files under `folder`, skipping build folders, package manifests and tests.
    static func swiftFiles(under folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { $0.hasPrefix(".") || $0.hasSuffix("Tests") }) { continue }
            if relative.hasSuffix(".swift"), parts.last != "Package.swift" { out.append(base.appendingPathComponent(relative).path) }
        }
        return out.sorted()
    }

    /// One line per preview: number, name, file and line.
    func listing() -> String {
        var n = 0
        var text = ""
        for (file, list) in zip(files, previews) {
            for p in list {
                n += 1
                text += "\(n)\t\(p.name)\t\(file):\(p.line)\n"
            }
        }
        return n == 0 ? "no previews in \(files.count) Swift file(s)\n" : text
    }

    /// `.build/anima-previews/NAME` for the first file's or the folder's name.
    var defaultFolder: String {
        ".build/anima-previews/" + URL(fileURLWithPath: files.first ?? "previews").deletingPathExtension().lastPathComponent
    }

    /// Records every preview and writes its Scene and filmstrip into `folder`; returns the Scene files.
    func draw(into folder: String, duration: Double) async throws -> [String] {
        guard previews.contains(where: { !$0.isEmpty }) else { throw CLIError(.dataError, "no previews in \(files.joined(separator: ", "))") }
        guard let build = SwiftPreviewRunner.defaultBuild() else {
            throw CLIError(.unavailable, "anima was not run from a build of the Anima package (no Modules folder beside it); run it with `swift run anima`")
        }
        let out = URL(fileURLWithPath: folder)
        let runner = SwiftPreviewRunner(files: files, duration: duration, workDirectory: out.appendingPathComponent(".runner"), build: build)
        let drawn = try runner.run(previews)
        var scenes: [String] = []
        for (name, scene) in drawn {
            let file = out.appendingPathComponent(URL(fileURLWithPath: scene).lastPathComponent).path
            try? FileManager.default.removeItem(atPath: file)
            do { try FileManager.default.moveItem(atPath: scene, toPath: file) } catch {
                throw CLIError(.cannotCreate, "cannot write \(file): \(error)")
            }
            let strip = String(file.dropLast(5)) + ".png"
            let times = (0...4).map { String(duration * Double($0) / 4) }.joined(separator: ",")
            let options = try OutputOptions.parse(["-o", strip, "--filmstrip", times])
            try await SceneOutput(options).write(try SceneLoader.load(file), source: file)
            print("\(name)\t\(file)\t\(strip)")
            scenes.append(file)
        }
        return scenes
    }
}
