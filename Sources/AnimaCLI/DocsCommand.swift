import ArgumentParser
import Foundation

/// `anima docs`: prints where the generated documentation site is and how to view it.
///
/// DocC's static site loads its pages with scripts, which browsers refuse over `file://`, so opening `index.html`
/// directly shows an empty page; the command prints a one-line way to serve it instead.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Print where the documentation site is and how to view it.",
        discussion: """
            The site is built into .build/documentation/Anima.doccarchive of the package by \
            scripts/build-documentation.sh (DocC, one site for every module, with the articles Getting Started, \
            Scene Format, Skeleton Layout Format, List State Format, UIKit and Core Animation to Anima, Testing Your \
            Animations, Exports, Limits and Performance). The path goes to stdout, how to view it to stderr.
            """)

    @Option(help: "The package folder to look in (default: the package this executable was built in, then the current folder).")
    var package: String?

    func run() throws {
        guard let site = Self.site(candidates: candidateFolders()) else {
            throw CLIError(.noInput, """
                the documentation has not been built; in the package folder run scripts/build-documentation.sh \
                (or `swift package generate-documentation`)
                """)
        }
        print(site.path)
        StandardError.write("""
            View it through a local web server, for example:
              python3 -m http.server 8000 --bind 127.0.0.1 --directory '\(site.path)'
            then open http://127.0.0.1:8000/documentation/anima

            """)
    }

    /// The package folders to look in, in order.
    private func candidateFolders() -> [URL] {
        if let package { return [URL(fileURLWithPath: package)] }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return [Self.packageOfExecutable(), current].compactMap { $0 }
    }

    /// The first folder's built site: `.build/documentation/Anima.doccarchive` holding an `index.html`.
    static func site(candidates: [URL]) -> URL? {
        candidates.map { $0.appendingPathComponent(".build/documentation/Anima.doccarchive") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path) }
    }

    /// The package folder holding the `.build` folder this executable lives in, if it lives in one.
    private static func packageOfExecutable() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" { return folder.deletingLastPathComponent() }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
