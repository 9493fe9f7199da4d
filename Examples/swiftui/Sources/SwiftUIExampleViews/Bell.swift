#if canImport(SwiftUI)
import SwiftUI
#else
import AnimaSwiftUI
#endif

/// The bell: a keyframe animator swings it ±22.5° (π/8) and back to rest, once a second.
struct Bell: View {
    struct Swing { var angle = 0.0 }

    var body: some View {
        RoundedRectangle(cornerRadius: 18)
            .fill(.orange)
            .frame(width: 72, height: 72)
            .keyframeAnimator(initialValue: Swing()) { content, swing in
                content
                    .rotationEffect(.radians(swing.angle), anchor: .top)
                    .accessibilityIdentifier("bell")
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    for k in 0..<5 {
                        CubicKeyframe(k % 2 == 0 ? .pi / 8 : -.pi / 8, duration: 1.0 / 6)
                    }
                    CubicKeyframe(0, duration: 1.0 / 6)
                }
            }
    }
}

#Preview { Bell() }
