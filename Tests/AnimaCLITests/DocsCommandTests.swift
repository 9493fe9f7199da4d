import AnimaTestSupport
import Foundation
import Testing

/// `anima docs`: the path of the built site on stdout, how to view it on stderr; 66 with the build command when the
/// site has not been built.
@Suite struct DocsCommandTests {
    @Test func printsTheSiteOfTheGivenPackage() throws {
        let package = try TemporaryFiles.directory("anima-docs")
        let site = package.appendingPathComponent(".build/documentation/Anima.doccarchive")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("<html></html>".utf8).write(to: site.appendingPathComponent("index.html"))
        let r = try AnimaProcess.run(["docs", "--package", package.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == site.path + "\n")
        #expect(r.stderr.contains("http.server") && r.stderr.contains("/documentation/anima"))
    }

    @Test func saysHowToBuildTheSiteWhenItIsMissing() throws {
        let package = try TemporaryFiles.directory("anima-docs-empty")
        let r = try AnimaProcess.run(["docs", "--package", package.path])
        #expect(r.status == 66)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("scripts/build-documentation.sh"))
        #expect(FileManager.default.isExecutableFile(atPath: Repository.url("scripts/build-documentation.sh").path))
    }
}
