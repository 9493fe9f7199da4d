import UIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

// The README's UIKit snippet, run.

@MainActor func fadeOut(_ toast: UIView) {
    UIView.animate(withDuration: 0.4) { toast.alpha = 0 }        // the app's own code, unchanged
}

@MainActor func opacityHalfwayThroughTheFade() -> Float? {
    AnimaClock.reset()
    let toast = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 40))
    fadeOut(toast)
    AnimaClock.advance(by: 0.2)
    return toast.layer.presentation()?.opacity                    // 0.5: easeInEaseOut's middle
}

/// UIView.animate builds an easeInEaseOut opacity animation from 1 to 0 over 0.4 s; the curve is symmetric about its
/// middle, so at 0.2 s the opacity is 0.5.
@MainActor @Suite(.serialized, .drivesTheClock) struct ReadmeSnippetTests {
    @Test func theToastIsHalfFadedAtHalfTime() throws {
        let opacity = try #require(opacityHalfwayThroughTheFade())
        #expect(abs(opacity - 0.5) < 1e-6)
    }
}
