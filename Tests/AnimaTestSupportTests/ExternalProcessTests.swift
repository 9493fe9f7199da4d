import AnimaTestSupport
import Testing

/// The one process runner: status, standard output and standard error kept apart.
@Suite struct ExternalProcessTests {
    @Test func collectsStatusAndBothStreams() throws {
        let run = try ExternalProcess("/bin/sh").run(["-c", "printf out; printf err >&2; exit 3"])
        #expect(run.status == 3)
        #expect(run.stdoutText == "out")
        #expect(run.stderrText == "err")
    }

    @Test func largeOutputDoesNotBlock() throws {
        // 4 MB, far beyond a pipe's buffer.
        let run = try ExternalProcess("/bin/sh").run(["-c", "head -c 4000000 /dev/zero"])
        #expect(run.status == 0 && run.stdout.count == 4_000_000)
    }

    @Test func theRepositoryRootHoldsThePackage() {
        #expect(Repository.url("Package.swift").lastPathComponent == "Package.swift")
        #expect(Repository.exampleFiles.contains { $0.lastPathComponent == "basics.json" })
    }
}
