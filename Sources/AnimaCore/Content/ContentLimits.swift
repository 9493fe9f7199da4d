/// Limits on layer contents, checked by the format reader and again by the renderer before anything is built.
public enum ContentLimits {
    /// The longest text layer string, in UTF-8 bytes (64 KiB: a long article, far more than a layer shows).
    public static let maxStringBytes = 64 * 1024
    /// The largest encoded image, in bytes (32 MiB).
    public static let maxImageBytes = 32 * 1024 * 1024
    /// The widest or tallest decoded image, in pixels.
    public static let maxImageDimension = 16_384
    /// The most pixels one decoded image may hold (32 Mpx, 128 MiB of RGBA).
    public static let maxImagePixelCount = 32 * 1024 * 1024
}
