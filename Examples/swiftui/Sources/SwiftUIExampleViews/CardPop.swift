#if canImport(SwiftUI)
import SwiftUI
#else
import AnimaSwiftUI
#endif

/// The card's pop, wiggle and wait, as phases.
struct CardPop: View {
    enum Phase: CaseIterable { case rest, pop, wiggleLeft, wiggleRight, settle }

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.blue)
            .frame(width: 120, height: 160)
            .phaseAnimator(Phase.allCases) { content, phase in
                content
                    .scaleEffect(phase == .rest || phase == .settle ? 1 : 1.15)
                    .rotationEffect(.degrees(phase == .wiggleLeft ? -6 : phase == .wiggleRight ? 6 : 0))
                    .accessibilityIdentifier("card")
            } animation: { phase in
                switch phase {
                case .pop: .spring(duration: 0.3, bounce: 0.4)
                case .wiggleLeft, .wiggleRight: .easeInOut(duration: 0.12)
                case .settle: .smooth(duration: 0.3)
                case .rest: .linear(duration: 0.6)
                }
            }
    }
}

#Preview { CardPop() }
