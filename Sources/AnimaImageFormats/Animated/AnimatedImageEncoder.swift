/// An encoder that takes a canvas size and loop count, then frames one by one, then writes the whole file.
public protocol AnimatedImageEncoder {
    /// A name for the format in error messages ("an APNG", "a WebP").
    static var formatName: String { get }
    /// An encoder for frames of `width` × `height` pixels, played `loopCount` more times (nil: once; 0: forever).
    init(width: Int, height: Int, loopCount: Int?) throws(ImageFormatError)
    /// Adds a frame shown for `delay` hundredths of a second.
    mutating func addFrame(_ canvas: Canvas, delay: Int) throws(ImageFormatError)
    /// The finished file's bytes.
    func finish() throws(ImageFormatError) -> [UInt8]
}

extension AnimatedImageEncoder {
    /// Encodes `frames` with their delays (hundredths of a second) into one file.
    public static func encode(_ frames: [Canvas], delays: [Int], loopCount: Int? = 0) throws(ImageFormatError) -> [UInt8] {
        guard let first = frames.first else {
            throw ImageFormatError.invalidInput("\(formatName) needs at least one frame")
        }
        guard delays.count == frames.count else {
            throw ImageFormatError.invalidInput("\(frames.count) frames but \(delays.count) delays")
        }
        var e = try Self(width: first.width, height: first.height, loopCount: loopCount)
        for (f, d) in zip(frames, delays) { try e.addFrame(f, delay: d) }
        return try e.finish()
    }
}
