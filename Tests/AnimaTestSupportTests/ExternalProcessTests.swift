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

    @Test func aRunPastItsTimeLimitIsKilled() throws {
        let run = try ExternalProcess("/bin/sh").run(["-c", "printf started; exec sleep 30"], seconds: 0.5)
        #expect(run.status == ExternalProcess.timedOut)
        #expect(run.stdoutText == "started")
        #expect(try ExternalProcess("/bin/sh").run(["-c", "exit 0"], seconds: 10).status == 0)
    }

    @Test func theRepositoryRootHoldsThePackage() {
        #expect(Repository.url("Package.swift").lastPathComponent == "Package.swift")
        #expect(Repository.exampleFiles.contains { $0.lastPathComponent == "basics.json" })
    }
}
