import AnimaTestSupport
import Foundation
import Testing

/// Every `--help` text (the tool's and every subcommand's) sends people only to what a package install has: no design
/// notes or research files of the project's own workspace, and every file it names exists in the package.
@Suite struct HelpTextTests {
    /// Every command path (`[]` for the tool itself), read from the tool's own description of its commands.
    private static func commandPaths() throws -> [[String]] {
        let dump = try AnimaProcess.run(["--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        func paths(_ command: [String: Any], _ prefix: [String]) -> [[String]] {
            let subcommands = command["subcommands"] as? [[String: Any]] ?? []
            return [prefix] + subcommands.flatMap { sub -> [[String]] in
                guard let name = sub["commandName"] as? String, name != "help" else { return [] }
                return paths(sub, prefix + [name])
            }
        }
        return paths(try #require(root["command"] as? [String: Any]), [])
    }

    private static func help(_ path: [String]) throws -> String {
        let r = try AnimaProcess.run(path + ["--help"])
        #expect(r.status == 0, "anima \(path.joined(separator: " ")) --help: \(r.stderr)")
        return r.stdout
    }

    @Test func everyHelpTextNamesOnlyFilesOfThePackage() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count >= 10, "expected the tool and its subcommands, got \(paths)")
        for path in paths {
            let text = try Self.help(path)
            let command = (["anima"] + path).joined(separator: " ")
            #expect(PackageReferences.internalNotes(in: text).isEmpty,
                    "\(command) --help mentions \(PackageReferences.internalNotes(in: text)), which users do not have")
            #expect(PackageReferences.missingFiles(in: text).isEmpty,
                    "\(command) --help names \(PackageReferences.missingFiles(in: text)), which are not in the package")
        }
    }

    @Test(arguments: [(["skeleton"], "Skeleton Layout Format"), (["transition"], "List State Format"),
                      (["validate"], "Scene Format")])
    func inputCommandsNameTheirFormatArticle(_ path: [String], _ article: String) throws {
        // The help wraps its lines to the terminal's width, so words are compared with single spaces between them.
        let text = try Self.help(path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(article) && text.contains("anima docs"), "\(text)")
        #expect(FileManager.default.fileExists(
            atPath: Repository.url("Sources/Anima/Anima.docc/\(article.replacingOccurrences(of: " ", with: "")).md").path))
    }
}
