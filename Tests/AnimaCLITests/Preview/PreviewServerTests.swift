#if Preview  // the server is built only with the Preview trait (Package.swift)
import AnimaTestSupport
import Foundation
import Testing

/// `anima preview` over raw sockets (no browser): request paths are sent byte for byte, without the client-side
/// normalisation browsers and URLSession apply, so `..` reaches the server as typed.
@Suite(.serialized, .enabled(if: Tool.isAvailable(.python3), Tool.skipReason(.python3)))
struct PreviewServerTests {
    private func get(_ path: String, host: String = "127.0.0.1", extra: String = "") -> String {
        "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n"
    }

    @Test func nothingOutsideTheFilesFolderIsServed() throws {
        let folder = try PreviewFixtures.folder(with: PreviewFixtures.bell)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("passwd").path,
                                                   withDestinationPath: "/etc/passwd")
        try Data("secret".utf8).write(to: folder.url.appendingPathComponent(".hidden"))
        let server = try PreviewProcess(file: folder.scene)
        let driver = try BrowserDriver()
        #expect(try driver.rawStatus(port: server.port, get("/scene.json")) == 200, "a file in the folder is served")
        for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/passwd", "/.hidden",
                     "/./scene.json/../../../etc/passwd", "//etc/passwd", "/scene.json%00.png"] {
            #expect(try driver.rawStatus(port: server.port, get(path)) == 404, "GET \(path)")
        }
        #expect(server.interrupt() == 0)
    }

    @Test func onlyBodilessGetAndHeadFromLoopbackNamesAreAnswered() throws {
        let folder = try PreviewFixtures.folder(with: PreviewFixtures.bell)
        let server = try PreviewProcess(file: folder.scene)
        let driver = try BrowserDriver()
        let port = server.port
        #expect(try driver.rawStatus(port: port, "HEAD / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n") == 200)
        #expect(try driver.rawStatus(port: port, "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n"
                                         + "Connection: close\r\n\r\nhello") == 405)
        #expect(try driver.rawStatus(port: port, "PUT /scene.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
                                         + "Connection: close\r\n\r\n") == 405)
        #expect(try driver.rawStatus(port: port, get("/", extra: "Content-Length: 4\r\n") + "abcd") == 413)
        #expect(try driver.rawStatus(port: port, get("/", host: "attacker.example")) == 421)
        // A 64 KiB header is over the 8 KiB field limit: the server answers with an error or closes, never 200.
        let huge = get("/", extra: "X-Filler: " + String(repeating: "a", count: 64 << 10) + "\r\n")
        let status = try driver.rawStatus(port: port, huge)
        #expect(status == 0 || (400..<500).contains(status), "a 64 KiB header got \(status)")
        #expect(try driver.rawStatus(port: port, get("/")) == 200, "the server still answers")
        #expect(server.interrupt() == 0)
    }
}
#endif
