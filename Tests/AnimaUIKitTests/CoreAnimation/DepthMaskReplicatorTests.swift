import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// iOS code that uses replicators, perspective, transform layers and masks records them as AnimaCore models them.
    @MainActor @Suite struct DepthMaskReplicatorTests {
        /// The activity indicator as iOS code writes it: 12 bars, a rotation of 30° per copy, 1/12 s apart.
        private func spinner(in root: UIView) -> CAReplicatorLayer {
            let replicator = CAReplicatorLayer()
            replicator.name = "spinner"
            replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            replicator.instanceCount = 12
            replicator.instanceDelay = 1.0 / 12
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
            let bar = CALayer()
            bar.name = "bar"
            bar.frame = CGRect(x: 57, y: 4, width: 6, height: 22)
            bar.backgroundColor = CGColor(gray: 0.25, alpha: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.25
            fade.duration = 1
            fade.repeatCount = .infinity
            bar.add(fade, forKey: "fade")
            replicator.addSublayer(bar)
            root.layer.addSublayer(replicator)
            return replicator
        }

        @Test func replicatorRecordsItsInstancesAndTheirDelays() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            let recording = AnimaRecording(root: root)
            _ = spinner(in: root)
            AnimaClock.advance(to: 1)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let rep = try #require(scene.allLayers.first { $0.id == "spinner" })
            #expect(rep.kind == .replicator)
            #expect(rep.properties.instanceCount == 12 && rep.properties.instanceDelay == 1.0 / 12)
            // A rotation of 30° about z: m11 = cos 30° = √3/2, m12 = sin 30° = 1/2.
            #expect(abs(rep.properties.instanceTransform.m11 - 0.8660254037844386) < 1e-12)
            #expect(abs(rep.properties.instanceTransform.m12 - 0.5) < 1e-12)

            let timeline = try Timeline(scene)
            var p = timeline.sample(at: 0.3)
            let r = try #require(p.index(ofLayer: "spinner")), bar = try #require(p.index(ofLayer: "bar"))
            // Instance 2 runs 2/12 s late: at 0.3 s its fade is 0.3 − 1/6 = 2/15 of the way, 1 − 0.75·2/15 = 0.9.
            timeline.sampleInstance(2, ofReplicator: r, replicatorTime: 0.3, delay: 1.0 / 12, into: &p)
            #expect(abs(p.layers[bar].properties.opacity - 0.9) < 1e-9)
            // Instance 7 runs 7/12 s late: at 0.3 s its fade has not begun, so the model opacity 1 shows.
            timeline.sampleInstance(7, ofReplicator: r, replicatorTime: 0.3, delay: 1.0 / 12, into: &p)
            #expect(p.layers[bar].properties.opacity == 1)
        }

        @Test func instanceColourOffsetsAreModelled() {
            let replicator = CAReplicatorLayer()
            replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            replicator.instanceRedOffset = -0.1
            replicator.instanceAlphaOffset = -0.05
            // Instance 7: red 1 − 0.7 = 0.3, alpha 1 − 0.35 = 0.65 (Core Animation adds the offset i times).
            let c = replicator.animaProperties.instanceColor(at: 7)
            #expect(abs(c.red - 0.3) < 1e-6 && abs(c.alpha - 0.65) < 1e-6 && c.green == 0.5)
        }

        @Test func sublayerTransformCarriesPerspectiveAndItsSubKeysAnimate() throws {
            let stage = Stage()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            stage.view.layer.sublayerTransform = perspective
            let turn = CABasicAnimation(keyPath: "sublayerTransform.rotation.y")
            turn.fromValue = 0
            turn.toValue = Double.pi / 2
            turn.duration = 1
            stage.view.layer.add(turn, forKey: "turn")
            let shown = stage.shown(at: 1.0 / 3).sublayerTransform
            // Ry(π/6) then the model's perspective: m14 = (−sin 30°)(−1/500) = 0.001, m34 = cos 30°·(−1/500),
            // m11 = cos 30°.
            #expect(abs(shown.m14 - 0.001) < 1e-12)
            #expect(abs(shown.m34 + 0.8660254037844386 / 500) < 1e-12)
            #expect(abs(shown.m11 - 0.8660254037844386) < 1e-12)
            #expect(stage.view.layer.sublayerTransform.m34 == -1.0 / 500)
        }

        @Test func transformLayerKeepsItsFacesAndTheirSidedness() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let card = CATransformLayer()
            card.name = "card"
            let front = CALayer(), back = CALayer()
            front.name = "front"; back.name = "back"
            front.isDoubleSided = false
            back.isDoubleSided = false
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            card.addSublayer(front); card.addSublayer(back)
            root.layer.addSublayer(card)
            let scene = AnimaRecording(root: root).scene(canvas: Scene.Canvas(width: 200, height: 200))
            let layers = Dictionary(uniqueKeysWithValues: scene.allLayers.map { ($0.id, $0) })
            #expect(layers["card"]?.kind == .transformLayer)
            #expect(layers["front"]?.properties.isDoubleSided == false && layers["back"]?.properties.isDoubleSided == false)
            // Rotated π about y: m11 = cos π = −1, m33 = −1.
            #expect(abs((layers["back"]?.properties.transform.m11 ?? 0) + 1) < 1e-12)
            #expect(card.presentation() is CATransformLayer)
        }

        @Test func maskIsRecordedWithItsOwnAnimations() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            photo.accessibilityIdentifier = "photo"
            root.addSubview(photo)
            let recording = AnimaRecording(root: root)
            let circle = CAShapeLayer()
            circle.name = "circle"
            circle.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            circle.add(grow, forKey: "reveal")
            photo.layer.mask = circle
            AnimaClock.advance(to: 1)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let masked = try #require(scene.allLayers.first { $0.id == "photo" })
            #expect(masked.mask?.id == "circle" && masked.mask?.kind == .shape && masked.sublayers.isEmpty)
            let p = try Timeline(scene).sample(at: 0.5)
            let m = try #require(p.index(ofLayer: "circle"))
            #expect(p.layers[m].isMask)
            // transform.scale 0 → 1 over 1 s, linear (a basic animation's default): 0.5 at 0.5 s.
            #expect(abs(p.layers[m].properties.transform.m11 - 0.5) < 1e-9)
        }

        @Test func aLayerCannotMaskItselfOrAnAncestor() {
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            let issues = AnimaDiagnostics.collecting {
                parent.mask = parent
                child.mask = parent
            }
            #expect(issues.count == 2)
            #expect(parent.mask == nil && child.mask == nil)
        }
    }
}
