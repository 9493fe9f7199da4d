/// Limits on what the renderer produces, kept in Core so the table of every limit (`Limits`) can state them.
public enum OutputLimits {
    /// The widest or tallest canvas the renderer allocates, in pixels.
    public static let maxDimension = 16_384
    /// The most pixels one canvas may hold (64 Mpx, 256 MiB of RGBA).
    public static let maxPixelCount = 64 * 1024 * 1024
    /// The highest GIF frame rate: delays are whole hundredths of a second and browsers slow those under 2.
    public static let maxGIFFramesPerSecond = 50.0
    /// The most frames one `render` or `skeleton` command writes.
    public static let maxFrames = 20_000
    /// The most times one filmstrip shows.
    public static let maxFilmstripTimes = 64
}
