#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// What animated controls and transitions call on views besides animations: archive initialisers, subview order,
// coordinate conversion, hit testing, snapshots, template images, old colour names and layer hints.

/// A library-style control: designated `init(frame:)` plus the `required init?(coder:)` every UIView subclass has.
final class RingView: UIView {
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(ring)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        layer.addSublayer(ring)
    }
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct LibraryViewNamesTests {
    @Test func archiveInitialiserDecodesNothingHeadless() throws {
        let view = try #require(RingView(coder: NSCoder()))
        #expect(view.frame == .zero && view.layer.sublayers?.first === view.ring)
        let label = try #require(UILabel(coder: NSCoder()))
        #expect((label.layer as? CATextLayer)?.fontSize == 17)
    }

    @Test func subviewsInsertBelowAndAboveSiblings() {
        let host = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        host.addSubview(a)
        host.addSubview(b)
        host.insertSubview(c, belowSubview: b)
        #expect(host.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        host.insertSubview(d, aboveSubview: a)
        #expect(host.subviews.map(ObjectIdentifier.init) == [a, d, c, b].map(ObjectIdentifier.init))
        host.sendSubviewToBack(b)
        #expect(host.subviews.map(ObjectIdentifier.init) == [b, a, d, c].map(ObjectIdentifier.init))
        #expect(host.layer.sublayers?.first === b.layer)
    }

    @Test func pointsConvertThroughFramesAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        // Untransformed, a point moves by each frame's origin: (1, 1) in child is (6, 6) in parent, (16, 26) in root.
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 6, y: 6))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(parent.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: 6, y: 6))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 15, y: 25, width: 10, height: 10))
        // Scaled 2× about its centre (30, 30) in parent: child (0, 0) is 25 left and up of it, so 50 after scaling:
        // (-20, -20).
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        let p = child.convert(CGPoint.zero, to: parent)
        #expect(abs(p.x + 20) < 1e-9 && abs(p.y + 20) < 1e-9)
    }

    @Test func hitTestFindsTheTopmostVisibleSubview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let under = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let over = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        parent.addSubview(under)
        parent.addSubview(over)
        #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === over)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === under)
        #expect(parent.hitTest(CGPoint(x: 90, y: 10), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 120, y: 10), with: nil) == nil)
        // UIKit skips hidden views, views with interaction off, and views with alpha below 0.01.
        over.isHidden = true
        #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === under)
        under.alpha = 0.005
        #expect(parent.hitTest(CGPoint(x: 30, y: 30), with: nil) === parent)
    }

    @Test func layerHitTestTakesSuperlayerPoints() {
        // CALayer.h: hitTest's point is in the superlayer's coordinates; the child at (10, 10) contains (15, 15).
        let parent = CALayer(), child = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        parent.addSublayer(child)
        #expect(parent.hitTest(CGPoint(x: 15, y: 15)) === child)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50)) === parent)
        #expect(parent.hitTest(CGPoint(x: 150, y: 0)) == nil)
        #expect(child.contains(CGPoint(x: 5, y: 5)) && !child.contains(CGPoint(x: 25, y: 5)))
    }

    @Test func tapRecognizersAttachWithUIKitsDefaults() {
        let view = UIView(), tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.state == .possible)
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers?.isEmpty == true)
    }

    @Test func snapshotsCopyWhatIsOnScreen() throws {
        AnimaClock.reset()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = .systemRed
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        // Same size, same centre, untransformed; its copy of the layer has the view's background.
        #expect(snapshot.bounds.size == CGSize(width: 100, height: 100) && snapshot.center == view.center)
        let copy = try #require(snapshot.layer.sublayers?.first)
        #expect(copy.backgroundColor == UIColor.systemRed.cgColor && copy.position == CGPoint(x: 50, y: 50))
        #expect(CATransform3DIsIdentity(copy.transform))
        // A region: 20 × 20 from (10, 10), so the copy's anchor (50, 50) sits at (40, 40) and the region is clipped.
        let piece = try #require(view.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 20, height: 20),
                                                             afterScreenUpdates: false, withCapInsets: .zero))
        #expect(piece.bounds.size == CGSize(width: 20, height: 20) && piece.clipsToBounds)
        #expect(piece.layer.sublayers?.first?.position == CGPoint(x: 40, y: 40))
    }

    @Test func navigationItemsTouchForceAndImageLiterals() {
        // UIViewController docs: assigning `title` updates the navigation item's title. UINavigationItem.h:
        // UINavigationItemLargeTitleDisplayModeNever = 2.
        let controller = UIViewController()
        controller.title = "Menu"
        controller.navigationItem.largeTitleDisplayMode = .never
        #expect(controller.navigationItem.title == "Menu" && UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
        #expect(UITouch().force == 0 && UITouch().maximumPossibleForce == 0)
        // An image literal names an asset, looked up as UIImage(named:): no bundle holds this one, so a placeholder.
        let image = #imageLiteral(resourceName: "no-such-asset")
        #expect(image.name == "no-such-asset" && image.size == .zero)
    }

    @Test func imagesColoursAndLayerHints() {
        // UIImage.RenderingMode's raw values (UIImage.h) and UIImage() being empty.
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        #expect(UIImage().size == .zero && UIImage().renderingMode == .automatic)
        let icon = UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate)
        #expect(icon.renderingMode == .alwaysTemplate && icon.size == CGSize(width: 24, height: 24))
        // Apple: groupTableViewBackground became systemGroupedBackground (light: #F2F2F7).
        #expect(UIColor.groupTableViewBackground.cgColor == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1).cgColor)
        // CALayer.h: shouldRasterize defaults to NO and rasterizationScale to 1; a shadow path is kept and reported.
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        let reports = AnimaDiagnostics.collecting {
            layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        }
        #expect(layer.shadowPath != nil && reports.contains { $0.keyPath == "shadowPath" })
    }
}
