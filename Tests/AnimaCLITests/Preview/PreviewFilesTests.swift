import Foundation
import Testing
@testable import AnimaCLI

/// The preview serves files under FILE's folder and nothing else, whatever the request path holds.
@Suite struct PreviewFilesTests {
    @Test(arguments: ["..", ".", "", ".git", "%2e%2e", "%2E%2E", "a%2fb", "a%5cb", "a%00b", "%"])
    func unsafeComponentsAreRefused(_ component: String) {
        #expect(PreviewFiles.safeComponent(Substring(component)) == nil)
    }

    @Test func ordinaryNamesAreDecoded() {
        #expect(PreviewFiles.safeComponent("scene.json") == "scene.json")
        #expect(PreviewFiles.safeComponent("my%20image.png") == "my image.png")
    }

    @Test func onlyRegularFilesInsideTheFolderResolve() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("anima-files-\(UUID().uuidString)")
        let outside = fm.temporaryDirectory.appendingPathComponent("anima-outside-\(UUID().uuidString).txt")
        try fm.createDirectory(at: root.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("scene.json"))
        try Data("png".utf8).write(to: root.appendingPathComponent("img/a.png"))
        try Data("secret".utf8).write(to: outside)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("in.json").path,
                                  withDestinationPath: root.appendingPathComponent("scene.json").path)
        defer { try? fm.removeItem(at: root); try? fm.removeItem(at: outside) }
        let files = PreviewFiles(folder: root)
        #expect(files.file(forRequestPath: "/scene.json") != nil)
        #expect(files.file(forRequestPath: "/img/a.png") != nil)
        #expect(files.file(forRequestPath: "/in.json") != nil, "a link that stays inside is followed")
        for refused in ["/out", "/img", "/", "/../" + outside.lastPathComponent, "/img/../scene.json", "scene.json", "/nope"] {
            #expect(files.file(forRequestPath: refused) == nil, "\(refused)")
        }
    }

    @Test(arguments: [("127.0.0.1:8765", true), ("localhost", true), ("[::1]:80", true), ("LOCALHOST:1", true),
                      ("attacker.example", false), ("127.0.0.1.attacker.example", false), (nil, false)] as [(String?, Bool)])
    func onlyLoopbackHostNamesAreAnswered(_ host: String?, _ answered: Bool) {
        #expect(PreviewResponder.isLoopback(host: host) == answered)
    }
}
