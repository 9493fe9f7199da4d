import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard error stream: messages always, progress only when a person is watching.
enum StandardError {
    /// Writes `text` as is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stderr is a terminal, the only case in which progress is shown.
    static var isTerminal: Bool { isatty(2) != 0 }
}
