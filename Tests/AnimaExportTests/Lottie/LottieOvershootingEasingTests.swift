import AnimaCore
import Foundation
import Testing
@testable import AnimaExport

/// An animation-wide timing function that overshoots carries the value past the animation's ends, as Core Animation
/// and the renderer extrapolate it (issue 29, Lottie ordinary seed 362: rlottie's layer turned less, since Lottie's
/// keys, folded from the timing function, held the end values where the curve left [0, 1]).
@Suite struct LottieOvershootingEasingTests {
    /// `transform.rotation.z` from −0.8 to 0.5 rad over 1 s with cubic-bezier(0.5, −1, 0.5, 2), at 8 fps: the fold
    /// samples 64 points, so frame 1 is a key at progress 0.125. There x(s) = 1.5 s (1 − s) + s³ = 0.125 at
    /// s = 0.091134, y(s) = −3 (1 − s)² s + 6 (1 − s) s² + s³ = −0.179793, the angle −0.8 + 1.3 y = −1.033730 rad
    /// (−59.2285°). The curve is symmetric about (0.5, 0.5), so at 0.875 (frame 7) y = 1.179793 and the angle is
    /// 0.733730 rad (42.0397°). Held at the ends they were −0.8 and 0.5 rad.
    @Test func theKeysCarryTheOvershoot() throws {
        var l = Layer(id: "l")
        l.frame = Rect(10, 10, 20, 20)
        l.backgroundColor = Color(1, 0, 0)
        l.add(.basic(.rotationZ, from: -0.8, to: 0.5, duration: 1).timingFunction(.cubicBezier(0.5, -1, 0.5, 2)), forKey: "turn")
        let scene = Scene(canvas: .init(width: 40, height: 40), timeline: .init(duration: 1, fps: 8), layers: [l])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ExportFormat.lottie.export(scene).text.utf8)) as? [String: Any])
        let layer = try #require((json["layers"] as? [[String: Any]])?.first)
        let keys = try #require(((layer["ks"] as? [String: Any])?["r"] as? [String: Any])?["k"] as? [[String: Any]])
        func degrees(atFrame t: Double) throws -> Double {
            let key = try #require(keys.first { ($0["t"] as? Double) == t }, "no key at frame \(t)")
            return try #require((key["s"] as? [Double])?.first)
        }
        let early = try degrees(atFrame: 1), late = try degrees(atFrame: 7)
        #expect(Swift.abs(early - -1.033730 * 180 / .pi) < 1e-3, "\(early)")
        #expect(Swift.abs(late - 0.733730 * 180 / .pi) < 1e-3, "\(late)")
    }
}
