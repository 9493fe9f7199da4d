import Foundation

/// Runs another program (a browser, a decoder, a C compiler, the `anima` executable) and collects what it wrote:
/// the one process runner every test target uses.
package struct ExternalProcess: Sendable {
    /// What a run wrote and how it exited.
    package struct Output: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output as bytes.
        package var stdout: Data
        /// Standard error as bytes.
        package var stderr: Data

        /// Standard output as UTF-8 text.
        package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        package var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// The program's path.
    package var executable: String

    /// A runner for the program at `executable`.
    package init(_ executable: String) { self.executable = executable }

    /// The status of a run stopped at its time limit (as coreutils' `timeout` reports it).
    package static let timedOut: Int32 = 124

    /// Runs the program with `arguments` and waits for it, at most `seconds` when given (then it is killed and the
    /// status is `timedOut`: an oracle that hangs on a generated input fails that input instead of the whole run);
    /// output goes through files, so a chatty program never blocks on a full pipe.
    package func run(_ arguments: [String], seconds: Double? = nil) throws -> Output {
        let folder = try TemporaryFiles.directory("anima-process")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let stopped = seconds.map { Self.stop(process, after: $0) } ?? false
        process.waitUntilExit()
        return Output(status: stopped ? Self.timedOut : process.terminationStatus, stdout: Self.contents(of: out),
                      stderr: Self.contents(of: err))
    }

    /// Kills `process` if it still runs `seconds` from now; whether it did.
    private static func stop(_ process: Process, after seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard process.isRunning else { return false }
        kill(process.processIdentifier, SIGKILL)
        return true
    }

    /// The file's bytes, read through a file handle: `Data(contentsOf:)` in this toolchain's FoundationEssentials
    /// leaks its 4 KB read buffer on an empty file (most programs write nothing to stderr), which LeakSanitizer
    /// reports in the ASan run.
    private static func contents(of file: URL) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.readToEnd()) ?? Data()
    }
}
