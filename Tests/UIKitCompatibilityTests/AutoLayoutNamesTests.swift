#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Views built in code pin their subviews with anchors and `NSLayoutConstraint(item:…)`. Linux has no layout
// engine, so constraints are kept as UIKit keeps them (and one report says frames are not solved), which is what
// lets such files compile and their animations run.

@MainActor
@Suite(.serialized, .drivesTheClock)
struct AutoLayoutNamesTests {
    @Test func anchorsMakeInactiveConstraintsOfTheirForm() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(bar)
        // UIKit: `a.constraint(equalTo: b, constant: c)` is `a = 1 × b + c`; a dimension's `equalToConstant: c` has
        // no second item and attribute `.notAnAttribute`. Anchor methods return inactive constraints.
        let leading = bar.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 8)
        #expect(leading.firstItem === bar && leading.secondItem === host)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading)
        #expect(leading.relation == .equal && leading.multiplier == 1 && leading.constant == 8)
        #expect(!leading.isActive)
        let height = bar.heightAnchor.constraint(equalToConstant: 3)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 3)
        let half = bar.widthAnchor.constraint(lessThanOrEqualTo: host.widthAnchor, multiplier: 0.5)
        #expect(half.relation == .lessThanOrEqual && half.multiplier == 0.5)
    }

    @Test func activationInstallsInTheNearestCommonAncestor() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), b = UIView()
        host.addSubview(a)
        host.addSubview(b)
        let top = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let reports = AnimaDiagnostics.collecting {
            NSLayoutConstraint.activate([top, width])
        }
        // Apple: activating calls addConstraint(_:) on the closest common ancestor of the constrained items; a
        // constraint on one view alone goes to that view.
        #expect(host.constraints.count == 1 && host.constraints[0] === top)
        #expect(a.constraints.count == 1 && a.constraints[0] === width)
        #expect(top.isActive && width.isActive)
        #expect(reports.contains { $0.problem.contains("Auto Layout is not solved") })
        // Nothing is solved: the frame stays as set.
        #expect(a.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        NSLayoutConstraint.deactivate([top])
        #expect(!top.isActive && host.constraints.isEmpty)
        let item = NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: host,
                                      attribute: .centerX, multiplier: 1, constant: 0)
        host.addConstraint(item)
        #expect(item.isActive && host.constraints.count == 1)
    }

    @Test func valuesAreUIKits() {
        // NSLayoutAttribute and NSLayoutRelation in NSLayoutConstraint.h; UILayoutPriority in UIKit's docs.
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.width.rawValue == 7)
        #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        // The safe area is the whole view headless; the margins guide is 8 points in on every side.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
    }
}
