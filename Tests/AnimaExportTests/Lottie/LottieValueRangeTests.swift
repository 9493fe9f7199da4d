import AnimaCore
import Foundation
import Testing
@testable import AnimaExport

/// Values Lottie players misdraw or refuse (issue 29): an overshooting spring's opacity above 100 and colour channels
/// above 1 are held where Core Animation draws them, a precomposition's size is whole pixels, and the Web export's
/// keyframe offsets next to 0 and 1 are exactly 0 and 1.
@Suite struct LottieValueRangeTests {
    /// Every number under `key` anywhere in `json` (keyframe values `s` and static values `k` of that property).
    static func numbers(in json: Any, under key: String) -> [Double] {
        var out: [Double] = []
        func collect(_ v: Any) {
            if let n = v as? Double { out.append(n) } else if let a = v as? [Any] { a.forEach(collect) }
            else if let d = v as? [String: Any] { for k in ["k", "s"] { if let x = d[k] { collect(x) } } }
        }
        func walk(_ v: Any) {
            if let d = v as? [String: Any] {
                for (k, x) in d { if k == key { collect(x) } else { walk(x) } }
            } else if let a = v as? [Any] { a.forEach(walk) }
        }
        walk(json)
        return out
    }

    @Test func anOvershootingSpringIsHeldInRange() throws {
        // An underdamped spring (stiffness 300, damping 4: damping ratio 4 / (2√300) ≈ 0.12) from 0 to 1 overshoots
        // to about 1 + e^(−πζ/√(1−ζ²)) ≈ 1.69, and a colour from black to white past 1 in each channel.
        var l = Layer(id: "a")
        l.frame = Rect(10, 10, 40, 40)
        l.backgroundColor = Color(0, 0, 0)
        let spring = Spring(mass: 1, stiffness: 300, damping: 4)
        l.add(.spring(.opacity, from: 0, to: 1, spring: spring), forKey: "fade")
        l.add(.spring(.backgroundColor, from: .color(Color(0, 0, 0)), to: .color(Color(1, 1, 1)), spring: spring), forKey: "tint")
        let scene = Scene(canvas: .init(width: 60, height: 60), timeline: .init(duration: 2, fps: 30), layers: [l])
        let result = try ExportFormat.lottie.export(scene)
        let json = try JSONSerialization.jsonObject(with: Data(result.text.utf8))
        let opacities = Self.numbers(in: json, under: "o").filter { $0 > 1 || $0 == 0 }
        #expect(!opacities.isEmpty && opacities.allSatisfy { $0 >= 0 && $0 <= 100 }, "\(opacities.max() ?? -1)")
        let colours = Self.numbers(in: json, under: "c")
        #expect(!colours.isEmpty && colours.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(colours.max() ?? -1)")
        #expect(LottieProperty.percent(1.69) == 100 && LottieProperty.percent(-0.2) == 0 && LottieProperty.percent(0.5) == 50)
        #expect(LottieProperty.channel(1.08) == 1 && LottieProperty.channel(-0.01) == 0)
    }

    @Test func aPrecompositionIsWholePixels() throws {
        // A half-opaque layer over two overlapping children is precomposed (Lottie fades each layer alone); on a
        // 100.5 × 60.25 canvas its size was fractional, which rlottie refuses.
        var a = Layer(id: "a"), b = Layer(id: "b")
        a.frame = Rect(0, 0, 30.3, 20); a.backgroundColor = Color(1, 0, 0)
        b.frame = Rect(10, 5, 30, 20.7); b.backgroundColor = Color(0, 0, 1)
        var group = Layer(id: "g", sublayers: [a, b])
        group.frame = Rect(5.5, 5.25, 50.1, 40.3)
        group.opacity = 0.5
        let scene = Scene(canvas: .init(width: 100.5, height: 60.25), timeline: .init(duration: 1), layers: [group])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ExportFormat.lottie.export(scene).text.utf8)) as? [String: Any])
        let precomps = ((json["layers"] as? [[String: Any]]) ?? []).filter { $0["ty"] as? Int == 0 }
        try #require(!precomps.isEmpty)
        for p in precomps {
            let w = try #require(p["w"] as? Double), h = try #require(p["h"] as? Double)
            #expect(w == w.rounded() && h == h.rounded(), "\(w) × \(h)")
        }
    }

    @Test func webOffsetsNextToTheEndsAreTheEnds() {
        #expect(WebScript.snapped(0.9999999999999999) == 1)
        #expect(WebScript.snapped(1e-17) == 0)
        #expect(WebScript.snapped(0.5) == 0.5 && WebScript.snapped(0.999) == 0.999)
    }
}
