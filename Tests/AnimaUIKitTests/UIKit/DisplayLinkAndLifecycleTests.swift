import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// CADisplayLink on the virtual clock, layer isolation, and the view callbacks UIKit makes.
    @MainActor @Suite struct DisplayLinkAndLifecycleTests {
        @Test func displayLinkFiresOncePerFrameAtFrameTimes() {
            AnimaClock.reset()
            AnimaClock.displayFrameInterval = 1.0 / 60
            var stamps: [Double] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.add(to: .main, forMode: .common)
            // 0.1 s at 60 Hz: frames at 1/60, 2/60, …, 6/60 (the sixth is exactly 0.1 s).
            AnimaClock.advance(to: 0.1 + 1e-9)
            #expect(stamps.count == 6)
            for (k, t) in stamps.enumerated() { #expect(abs(t - Double(k + 1) / 60) < 1e-12) }
            #expect(abs(link.targetTimestamp - 7.0 / 60) < 1e-12)
            link.isPaused = true
            AnimaClock.advance(to: 0.2)
            #expect(stamps.count == 6)
            link.isPaused = false
            link.invalidate()
            AnimaClock.advance(to: 0.3)
            #expect(stamps.count == 6)
        }

        @Test func layersAreUsableOffTheMainActor() async throws {
            AnimaClock.reset()
            // A layer made and animated on another task, as a Swift 6 library may: no main actor needed.
            let opacity = try await Task.detached { () -> Double in
                let layer = CALayer()
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 1
                layer.add(fade, forKey: "fade")
                return Double(try #require(layer.presentation()).opacity)
            }.value
            // Added at time 0 and sampled at time 0: the start value.
            #expect(opacity == 1)
        }

        @Test func viewsHearTheirWindowAndLayOutBeforeTimeMoves() {
            AnimaClock.reset()
            final class Probe: UIView {
                var events: [String] = []
                override func didMoveToSuperview() { events.append("superview") }
                override func didMoveToWindow() { events.append(window == nil ? "no window" : "window") }
                override func layoutSubviews() { events.append("layout \(Int(bounds.width))") }
            }
            let window = UIWindow()
            window.makeKeyAndVisible()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let probe = Probe(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            container.addSubview(probe)
            window.addSubview(container)
            #expect(probe.events == ["superview", "window"])
            // The layout pass ends the run-loop turn: before the clock moves, layoutSubviews runs once.
            AnimaClock.advance(by: 0.1)
            #expect(probe.events == ["superview", "window", "layout 40"])
            probe.frame.size.width = 60
            AnimaClock.advance(by: 0.1)
            AnimaClock.advance(by: 0.1)
            #expect(probe.events.last == "layout 60" && probe.events.filter { $0.hasPrefix("layout") }.count == 2)
            probe.removeFromSuperview()
            #expect(probe.events.suffix(2) == ["superview", "no window"])
        }

        @Test func rootViewControllerLoadsItsViewAndAppears() {
            AnimaClock.reset()
            final class Screen: UIViewController {
                var events: [String] = []
                override func viewDidLoad() { events.append("load \(Int(view.bounds.width))") }
                override func viewWillAppear(_ animated: Bool) { events.append("will appear") }
                override func viewDidAppear(_ animated: Bool) {
                    events.append(view.window == nil ? "appeared without a window" : "appeared")
                }
            }
            let window = UIWindow()
            let screen = Screen()
            #expect(!screen.isViewLoaded)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            // The default view is the screen's size (390 points wide); it is in the window when it has appeared.
            #expect(screen.events == ["load 390", "will appear", "appeared"])
            #expect(screen.view.frame == window.bounds)
        }
    }
}
