#if Preview  // the server is built only with the Preview trait (Package.swift)
import Foundation
import Testing

/// An `anima preview` server run as a child process on a free port (`--port 0`), for the tests that talk to it over
/// real sockets. It is stopped with SIGINT, as Ctrl-C would.
final class PreviewProcess {
    /// The page's address, as the server printed it.
    let url: String
    /// The port it listens on.
    let port: Int
    private let process: Process
    private let output: Pipe

    /// Starts `anima preview file` and waits (up to 30 s) for it to print its address.
    init(file: String) throws {
        let executable = try #require(AnimaProcess.executable, "the anima executable was not found next to the test bundle")
        process = Process()
        process.executableURL = executable
        process.arguments = ["preview", file, "--port", "0"]
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = try Self.firstLine(of: output.fileHandleForReading, timeout: 30)
        guard let range = line.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else {
            process.terminate()
            throw PreviewProcessError.noAddress(line)
        }
        url = String(line[range])
        port = Int(url.split(separator: ":").last?.dropLast() ?? "") ?? 0
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The process id, to read its memory from /proc.
    var pid: Int32 { process.processIdentifier }

    /// Whether it still runs.
    var isRunning: Bool { process.isRunning }

    /// Sends SIGINT and waits up to `timeout` seconds; the exit status, or nil if it did not stop in time.
    func interrupt(timeout: Double = 10) -> Int32? {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    /// Reads bytes until the first newline, giving up after `timeout` seconds.
    private static func firstLine(of handle: FileHandle, timeout: Double) throws -> String {
        let box = LineBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var bytes = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
                if bytes.contains(UInt8(ascii: "\n")) { break }
            }
            box.line = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { throw PreviewProcessError.noAddress("(nothing in \(timeout) s)") }
        return box.line
    }

    private final class LineBox: @unchecked Sendable { var line = "" }
}

/// Why a preview server could not be used.
enum PreviewProcessError: Error, CustomStringConvertible {
    case noAddress(String)
    case driver(String)

    var description: String {
        switch self {
        case .noAddress(let line): "anima preview did not print its address: \(line)"
        case .driver(let message): "browser driver: \(message)"
        }
    }
}
#endif
