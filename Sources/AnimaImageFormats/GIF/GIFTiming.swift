import AnimaCore
/// GIF frame delays: whole hundredths of a second whose running sum tracks the requested frame times.
public enum GIFTiming {
    /// Browsers slow any delay under 2/100 s down to 10/100 s, so GIFs are limited to 50 frames per second.
    public static let maxFramesPerSecond = OutputLimits.maxGIFFramesPerSecond

    /// The delay of each of `frameCount` frames at `fps`: frame i lasts round(100(i+1)/fps) − round(100i/fps)
    /// hundredths, so after any number of frames the total is within half a hundredth of the true time
    /// (30 fps gives 3, 4, 3, 3, 4, 3, …, 10 per 3 frames). A frame longer than GIF's, APNG's and WebP's longest
    /// delay (65535 hundredths) gets that delay.
    public static func delays(frameCount: Int, fps: Double) -> [Int] {
        guard frameCount > 0, fps > 0, fps.isFinite else { return [] }
        return (0..<frameCount).map { i in
            // In Double, where a frame rate so low that its times overflow (∞ − ∞ is NaN) cannot trap.
            let d = (Double(i + 1) * 100 / fps).rounded() - (Double(i) * 100 / fps).rounded()
            return d < Double(maxDelay) ? Int(d) : maxDelay
        }
    }

    /// The longest delay the 16-bit delay fields hold, in hundredths of a second.
    static let maxDelay = 65_535
}
