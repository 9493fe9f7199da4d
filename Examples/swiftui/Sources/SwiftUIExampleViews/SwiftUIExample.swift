import AnimaCore
import AnimaSwiftUI
import AnimaUIKit

/// One example: a hosted SwiftUI view, what happens to it when, and how long to record.
@MainActor
public struct SwiftUIExample {
    /// The example's name (its GIF's and snapshots' file name).
    public let name: String
    /// The host's size in points.
    public let size: CGSize
    /// How long to record, in seconds.
    public let duration: Double
    /// Makes the host (the view with its model).
    let makeHost: @MainActor () -> UIView
    /// Actions at times (state changes, as a user's taps would make them).
    var script: [(time: Double, action: @MainActor () -> Void)] = []

    /// A recorded run: the Scene, the frame times it was sampled at, and how far it is from the live layers.
    public struct Recorded {
        /// The recorded Scene.
        public var scene: AnimaCore.Scene
        /// The frame times (at the recording's frame rate) the live layers were read at.
        public var times: [Double]
        /// The largest difference in opacity, x scale or x translation between the recording and the live layers.
        public var largestDifference: Double
        /// Whether the recording shows what the live layers showed.
        public var matches: Bool { largestDifference <= 1e-6 }
    }

    /// Hosts the example on a fresh clock, plays its script, and records it at `fps`, reading the live layers at
    /// every frame to compare with the recording.
    public func record(fps: Double = 30) throws -> Recorded {
        AnimaClock.reset()
        let root = makeHost()
        root.frame = CGRect(origin: .zero, size: size)
        let recording = AnimaRecording(root: root)
        root.layoutIfNeeded()
        let count = Int((duration * fps).rounded()) + 1
        let times = (0..<count).map { Double($0) / fps }
        var pending = script.sorted { $0.time < $1.time }
        var live: [[String: (opacity: Double, transform: Transform3D)]] = []
        for t in times {
            while let next = pending.first, next.time <= t {
                AnimaClock.advance(to: next.time)
                next.action()
                pending.removeFirst()
            }
            AnimaClock.advance(to: t)
            live.append(Self.identified(root))
        }
        let scene = recording.scene(canvas: AnimaCore.Scene.Canvas(width: Double(size.width), height: Double(size.height), scale: 1))
        let timeline = try Timeline(scene)
        var worst = 0.0
        for (i, t) in times.enumerated() {
            let sampled = timeline.sample(at: t)
            for (id, shown) in live[i] {
                guard let recorded = sampled[id] else { worst = .infinity; continue }
                worst = max(worst, abs(recorded.opacity - shown.opacity))
                worst = max(worst, abs(recorded.transform.m11 - shown.transform.m11), abs(recorded.transform.m41 - shown.transform.m41))
            }
        }
        return Recorded(scene: scene, times: times, largestDifference: worst)
    }

    /// Opacity and transform of every identified view in the hierarchy, as the live layers show them now.
    private static func identified(_ view: UIView) -> [String: (opacity: Double, transform: Transform3D)] {
        var result: [String: (opacity: Double, transform: Transform3D)] = [:]
        if let id = view.accessibilityIdentifier, let p = view.layer.presentation()?.animaProperties {
            result[id] = (p.opacity, p.transform)
        }
        for sub in view.subviews { result.merge(identified(sub)) { a, _ in a } }
        return result
    }
}
