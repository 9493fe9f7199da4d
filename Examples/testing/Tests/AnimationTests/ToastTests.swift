#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif
import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The app's toast, as the app writes it: it slides up 60 pt into place and fades in over 0.4 s.
@MainActor
func showToast(_ toast: UIView) {
    toast.alpha = 0
    toast.center.y += 60
    UIView.animate(withDuration: 0.4) {
        toast.alpha = 1
        toast.center.y -= 60
    }
}

#if !canImport(Darwin)
/// The toast recorded on AnimaUIKit's clock and pinned like any other animation.
@MainActor @Suite struct ToastTests {
    /// A 320×200 screen with the toast 40 pt above its bottom edge, recorded while it shows.
    func shownToast() -> AnimaRecording {
        AnimaClock.reset()
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        screen.backgroundColor = .white
        let toast = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 40))
        toast.backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.2, alpha: 1)
        toast.layer.cornerRadius = 20
        toast.layer.name = "toast"   // the recording outlives the views (held weakly by their layers)
        screen.addSubview(toast)
        let recording = AnimaRecording(root: screen)
        showToast(toast)
        AnimaClock.advance(by: 0.5)
        return recording
    }

    @Test func slidesUpAndFadesIn() {
        let recording = shownToast()
        assertSnapshot(of: recording, as: .filmstrip(at: [0, 0.1, 0.2, 0.3, 0.4]))
        assertSnapshot(of: recording, as: .values(at: [0, 0.1, 0.2, 0.3, 0.4], keyPaths: ["opacity", "position.y"],
                                                  layers: ["toast"]))
    }

    @Test func isHalfwayAtTheMiddle() {
        // UIView.animate eases with easeInEaseOut, symmetric about its middle: at 0.2 s of 0.4 s the toast is half
        // faded in and half way up, 160 + 60 − 30 = 190.
        let recording = shownToast()
        expectValue(recording, "toast", "opacity", at: 0.2, isCloseTo: 0.5, within: 1e-9)
        expectValue(recording, "toast", "position.y", at: 0.2, isCloseTo: 190, within: 1e-9)
        expectDuration(recording, 0.4)
    }
}
#endif
