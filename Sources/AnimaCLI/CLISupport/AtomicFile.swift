import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files all-or-nothing: to a temporary file beside the target, then renamed over it, so a failure
/// never leaves a half-written file.
enum AtomicFile {
    /// Writes `data` to `path`; 73 when the file cannot be created there, 74 when writing fails.
    static func write(_ data: Data, to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            throw CLIError(.cannotCreate, "cannot create \(path): \(lastError())")
        }
        var failure: CLIError?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = CLIError(.ioError, "cannot write \(path): \(lastError())")
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = CLIError(.ioError, "cannot write \(path): \(lastError())") }
        if close(fd) != 0, failure == nil { failure = CLIError(.ioError, "cannot write \(path): \(lastError())") }
        if failure == nil, rename(temporary, path) != 0 {
            failure = CLIError(.cannotCreate, "cannot create \(path): \(lastError())")
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func posixWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, pointer, count)
        #elseif canImport(Musl)
        Musl.write(fd, pointer, count)
        #else
        Glibc.write(fd, pointer, count)
        #endif
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
