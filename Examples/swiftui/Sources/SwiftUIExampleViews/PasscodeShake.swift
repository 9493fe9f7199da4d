#if canImport(SwiftUI)
import SwiftUI
#else
import AnimaSwiftUI
#endif

/// Passcode dots that shake sideways each time a wrong code is entered.
@Observable @MainActor
final class PasscodeModel {
    var attempts = 0
}

struct PasscodeShake: View {
    let model: PasscodeModel

    var body: some View {
        HStack(spacing: 16) {
            ForEach(0..<4) { _ in
                Circle().fill(.gray).frame(width: 18, height: 18)
            }
        }
        .keyframeAnimator(initialValue: 0.0, trigger: model.attempts) { content, x in
            content.offset(x: x).accessibilityIdentifier("dots")
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(-20, duration: 0.07)
                LinearKeyframe(20, duration: 0.14)
                LinearKeyframe(-14, duration: 0.12)
                LinearKeyframe(14, duration: 0.12)
                SpringKeyframe(0, duration: 0.3, spring: .bouncy)
            }
        }
    }
}
