/// The process exit statuses the tool uses, from BSD's sysexits.h.
enum SysExit: Int32, Sendable {
    /// Success.
    case ok = 0
    /// The command was used incorrectly (bad option, bad argument value).
    case usage = 64
    /// The input data was incorrect (an invalid scene).
    case dataError = 65
    /// An input file did not exist or was not readable.
    case noInput = 66
    /// A program the command needs is missing (ffmpeg for .mp4 and .webm).
    case unavailable = 69
    /// An output file could not be created.
    case cannotCreate = 73
    /// An error while reading or writing a file.
    case ioError = 74
}
