import SwiftUI
import AnimaTestSupport  // .drivesTheClock
import Testing
@testable import AnimaSwiftUI

/// A paging carousel in the style of public examples: cards as wide as the screen, in a view-aligned scroll view.
struct PagedCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Rectangle()
                        .frame(height: 100)
                        .containerRelativeFrame(.horizontal)
                        .accessibilityIdentifier("card\(index)")
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

/// A button with an accessibility action, which only assistive technologies perform.
struct AccessibleBump: View {
    @State private var bumps = 0
    var body: some View {
        Rectangle()
            .frame(width: 40, height: 40)
            .offset(x: CGFloat(bumps) * 10)
            .accessibilityIdentifier("bump")
            .accessibilityAction(.default) { bumps += 1 }
    }
}

/// A custom transition's two states, in the style of public examples: faded, shrunk and shifted when active.
struct FadeShrinkShift: ViewModifier {
    let opacity: Double, scale: CGFloat, shift: CGFloat
    func body(content: Content) -> some View { content.opacity(opacity).scaleEffect(scale).offset(x: shift) }
}

@Observable @MainActor final class Shown { var isShown = false }

/// A square inserted and removed with a `.modifier(active:identity:)` transition.
struct ModifierTransitionSquare: View {
    let model: Shown
    var body: some View {
        ZStack {
            if model.isShown {
                Rectangle().frame(width: 100, height: 100)
                    .accessibilityIdentifier("square")
                    .transition(.modifier(active: FadeShrinkShift(opacity: 0, scale: 0.5, shift: 40),
                                          identity: FadeShrinkShift(opacity: 1, scale: 1, shift: 0)))
            }
        }
    }
}

/// Dots started from the main queue when they appear, as public loaders do: one after a delay, one at once.
struct DelayedDots: View {
    @State private var isUp = false
    @State private var isTurned = false
    var body: some View {
        HStack {
            Circle().frame(width: 20, height: 20).offset(y: isUp ? -20 : 0).accessibilityIdentifier("late")
            Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(isTurned ? 90 : 0)).accessibilityIdentifier("soon")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.linear(duration: 1)) { isUp = true } }
            DispatchQueue.main.async { withAnimation(.linear(duration: 1)) { isTurned = true } }
        }
    }
}

/// Names of SwiftUI that public animation code uses (session 26's measuring set), with Apple's semantics.
@MainActor @Suite(.serialized, .drivesTheClock) struct PublicNamesTests {
    @Test func aModifierTransitionInsertsFromTheActiveStateAndRemovesToIt() throws {
        AnimaClock.reset()
        let model = Shown()
        let host = UIHostingController(rootView: ModifierTransitionSquare(model: model))
        host.view.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        host.view.layoutIfNeeded()
        let square = try #require(find("square", in: host.view))
        // Linear over 1 s from the active state (opacity 0, scale 0.5, 40 pt right) to identity: halfway at 0.5 s.
        for (t, opacity, scale, shift) in [(0.0, 0.0, 0.5, 40.0), (0.5, 0.5, 0.75, 20.0), (1.0, 1.0, 1.0, 0.0)] {
            AnimaClock.advance(to: t)
            let shown = square.layer.presentation() ?? square.layer
            #expect(abs(Double(shown.opacity) - opacity) < 1e-6)
            #expect(abs(shown.transform.m11 - scale) < 1e-6)
            #expect(abs(shown.transform.m41 - shift) < 1e-6)
        }
        // Removal runs the other way: a quarter of the way back to the active state after 0.25 s.
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        host.view.layoutIfNeeded()
        AnimaClock.advance(to: 1.25)
        let leaving = square.layer.presentation() ?? square.layer
        #expect(abs(Double(leaving.opacity) - 0.75) < 1e-6)
        #expect(abs(leaving.transform.m41 - 10) < 1e-6)
    }

    @Test func mainQueueWorkRunsOnTheVirtualClock() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: DelayedDots())
        host.view.layoutIfNeeded()
        let late = try #require(find("late", in: host.view)), soon = try #require(find("soon", in: host.view))
        // `async` runs at the clock's next tick (0 s), `asyncAfter` 0.5 s later; each starts a 1 s linear animation.
        AnimaClock.advance(to: 0.5)
        #expect(abs((late.layer.presentation() ?? late.layer).transform.m42) < 1e-9)
        let turned = soon.layer.presentation() ?? soon.layer
        #expect(abs(atan2(turned.transform.m12, turned.transform.m11) - .pi / 4) < 1e-9)   // 45° of 90°
        AnimaClock.advance(to: 1)
        #expect(abs((late.layer.presentation() ?? late.layer).transform.m42 + 10) < 1e-9)   // half of −20
    }

    @Test func containerRelativeFrameSpansColumnsByApplesRule() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: VStack(spacing: 0) {
            Rectangle().frame(height: 30).containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                .accessibilityIdentifier("two")
            Rectangle().containerRelativeFrame(.vertical) { length, _ in length / 4 }.accessibilityIdentifier("quarter")
        }.frame(width: 400, height: 200))
        host.view.layoutIfNeeded()
        // Five columns 10 pt apart in 400 pt: (400 − 4·10) / 5 = 72 each; two columns and the gap between: 154.
        let two = try #require(find("two", in: host.view))
        #expect(two.layer.bounds.size == CGSize(width: 154, height: 30))
        // A quarter of the container's 200 pt height.
        let quarter = try #require(find("quarter", in: host.view))
        #expect(quarter.layer.bounds.height == 50)
    }

    @Test func aPagedCarouselsCardsAreEachAsWideAsTheScreen() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: PagedCards())
        host.view.layoutIfNeeded()
        // The container is the host (390 pt wide); with no spacing, card n starts at n·390 and rests there.
        for index in 0..<3 {
            let card = try #require(find("card\(index)", in: host.view))
            #expect(card.layer.bounds.width == 390)
            #expect(abs(card.frame.minX - card.frame.minX.rounded()) < 1e-9)
        }
        let first = try #require(find("card0", in: host.view)), second = try #require(find("card1", in: host.view))
        #expect(second.frame.minX - first.frame.minX == 390)
    }

    @Test func gridLengthKeepsCountAndSpanInRange() {
        // One column fills the container; a span beyond the count covers all columns; a count of 0 is read as 1.
        #expect(Rectangle.gridLength(container: 300, count: 1, span: 1, spacing: 8) == 300)
        #expect(Rectangle.gridLength(container: 300, count: 3, span: 5, spacing: 0) == 300)
        #expect(Rectangle.gridLength(container: 300, count: 0, span: 1, spacing: 8) == 300)
    }

    @Test func accessibilityActionsAreNotPerformedHeadless() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: AccessibleBump())
        host.view.layoutIfNeeded()
        AnimaClock.advance(to: 1)
        // No assistive technology runs headless, so the action never runs and the square stays at rest.
        let bump = try #require(find("bump", in: host.view))
        #expect(bump.layer.transform.m41 == 0)
        #expect(bump.layer.bounds.size == CGSize(width: 40, height: 40))
    }

    @Test func textFieldStylesAreApplesStaticMembers() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: VStack {
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
            TextField("Mail", text: .constant("")).textFieldStyle(.plain)
            TextField("Town", text: .constant("")).textFieldStyle(.automatic)
        }.accessibilityIdentifier("fields"))
        host.view.layoutIfNeeded()
        #expect(find("fields", in: host.view) != nil)
    }

    @Test func hueSaturationBrightnessColoursAreTheirRGB() {
        // HSB → RGB by hand: hue 1/3 is green; brightness 0.8 and saturation 0.5 give max 0.8, min 0.8·(1 − 0.5) = 0.4.
        let green = Color(hue: 1.0 / 3, saturation: 0.5, brightness: 0.8)
        #expect(abs(green.red - 0.4) < 1e-9 && abs(green.green - 0.8) < 1e-9 && abs(green.blue - 0.4) < 1e-9)
        // Hue 0.75 is halfway from blue (2/3) to magenta (5/6): red rises to half, blue stays full.
        let violet = Color(hue: 0.75, saturation: 1, brightness: 1, opacity: 0.5)
        #expect(abs(violet.red - 0.5) < 1e-9 && abs(violet.green) < 1e-9 && abs(violet.blue - 1) < 1e-9)
        #expect(violet.alpha == 0.5)
    }

    @Test func aPathMadeFromACoreGraphicsPathDrawsIt() {
        // The rounded-corner shapes of public code wrap a UIBezierPath's cgPath; the path keeps its geometry and moves
        // with a transform (a 40 × 20 rectangle at the origin, then moved by (10, 5)).
        let made = Path(CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil))
        #expect(made.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(made.offsetBy(dx: 10, dy: 5).cgPath.boundingBox == CGRect(x: 10, y: 5, width: 40, height: 20))
        var joined = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        joined.addPath(made, transform: CGAffineTransform(translationX: 0, y: 30))
        #expect(joined.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 50))
    }

    @Test func accentColorTintsTheContentAsTintDoes() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            .frame(width: 10, height: 10).accessibilityIdentifier("accent")
            .accentColor(.red).toolbarTitleDisplayMode(.inline))
        host.view.layoutIfNeeded()
        // The older name of tint: the shape takes the colour as its foreground (iOS system red, 255/59/48).
        let accent = try #require(find("accent", in: host.view))
        let fill = try #require((shapeLayers(accent.layer).first?.fillColor).map { UIColor(cgColor: $0) })
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = fill.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1) < 1e-9 && abs(g - 59.0 / 255) < 1e-9 && abs(b - 48.0 / 255) < 1e-9)
    }

    @Test func aPathIsAShapeThatStrokesAndFills() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: VStack {
            Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 20)) }
                .stroke(Color.red, lineWidth: 3).frame(width: 40, height: 20).accessibilityIdentifier("line")
            Path(CGRect(x: 0, y: 0, width: 10, height: 10)).fill(Color.blue).frame(width: 10, height: 10)
                .accessibilityIdentifier("square")
        })
        host.view.layoutIfNeeded()
        // The stroked line: stroke colour red (255/59/48), width 3, its path the 40 × 20 diagonal; no fill.
        let lineView = try #require(find("line", in: host.view))
        let line = try #require(shapeLayers(lineView.layer).first)
        #expect(line.lineWidth == 3)
        #expect(line.path?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(line.strokeColor.map { UIColor(cgColor: $0) } == UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
        // The filled square: blue (0/122/255).
        let squareView = try #require(find("square", in: host.view))
        let square = try #require(shapeLayers(squareView.layer).first)
        #expect(square.fillColor.map { UIColor(cgColor: $0) } == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }

    @Test func ultraLightIsTheLightestWeight() {
        // UIKit's published weights: ultraLight −0.8 < thin −0.6 < light −0.4 < regular 0.
        #expect(Font.Weight.ultraLight.value == -0.8)
        #expect(Font.Weight.ultraLight.value < Font.Weight.thin.value)
    }

    @Test func scrollViewReadersShowTheirContentAndScrollingLeavesItInPlace() throws {
        AnimaClock.reset()
        let host = UIHostingController(rootView: ScrollViewReader { proxy in
            Rectangle().frame(width: 50, height: 50).accessibilityIdentifier("row")
                .onAppear { proxy.scrollTo(0, anchor: .top) }
        })
        host.view.layoutIfNeeded()
        let row = try #require(find("row", in: host.view))
        let before = row.frame
        AnimaClock.advance(to: 1)
        #expect(row.layer.bounds.size == CGSize(width: 50, height: 50))
        #expect(row.frame == before)
    }
}
