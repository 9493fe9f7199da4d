#if canImport(UIKit)
import UIKit
#endif
import Testing

// SwiftPM puts every module of a build in one directory, so once the Linux `UIKit` module exists, every package in
// the same build sees `canImport(UIKit)` as true, whether it compiles before or after it. Packages a test target
// already has (swift-snapshot-testing's swift-custom-dump, swift-property-based) then compile their UIKit code
// against it: these are the names and cases they switch over, so their code compiles here whatever the build order.

/// Names swift-custom-dump's UIKit conformances switch over, exhaustively as it does.
private func described(_ state: UIGestureRecognizer.State) -> String {
    switch state {
    case .began: "began"
    case .cancelled: "cancelled"
    case .changed: "changed"
    case .ended: "ended"
    case .failed: "failed"
    case .possible: "possible"
    }
}

private func described(_ column: UISplitViewController.Column) -> String {
    switch column {
    case .primary: "primary"
    case .supplementary: "supplementary"
    case .secondary: "secondary"
    case .compact: "compact"
    case .inspector: "inspector"
    }
}

@MainActor @Test func namesDependenciesDescribeExist() {
    #expect(described(UIGestureRecognizer().state) == "possible")
    #expect(described(.inspector) == "inspector")
    let all: [UIControl.State] = [.application, .disabled, .focused, .highlighted, .normal, .reserved, .selected]
    #expect(all.count == 7)
    // UIKit's bit values: highlighted 1, disabled 2, selected 4, focused 8.
    #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.focused.rawValue == 8)
    let insets: [UIScrollView.ContentInsetAdjustmentBehavior] = [.always, .automatic, .never, .scrollableAxes]
    #expect(insets.map(\.rawValue).sorted() == [0, 1, 2, 3])
    let styles: [UIUserInterfaceStyle] = [.dark, .light, .unspecified]
    #expect(styles.count == 3)
    let modes: [UISplitViewController.DisplayMode] = [.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
                                                      .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]
    #expect(modes.count == 7)
    // swift-property-based's colour generators.
    let color = UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    var r: CGFloat = 0
    #expect(color.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
}
