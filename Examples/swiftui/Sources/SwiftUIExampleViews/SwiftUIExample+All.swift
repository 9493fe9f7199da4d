import AnimaSwiftUI
import AnimaUIKit

extension SwiftUIExample {
    /// The five examples.
    public static var all: [SwiftUIExample] {
        let passcode = PasscodeModel()
        let list = ListModel()
        return [
            SwiftUIExample(name: "bell", size: CGSize(width: 200, height: 160), duration: 2) {
                UIHostingController(rootView: Bell()).view
            },
            SwiftUIExample(name: "card-pop", size: CGSize(width: 220, height: 240), duration: 3) {
                UIHostingController(rootView: CardPop()).view
            },
            SwiftUIExample(name: "passcode-shake", size: CGSize(width: 220, height: 100), duration: 1.6,
                           makeHost: { UIHostingController(rootView: PasscodeShake(model: passcode)).view },
                           script: [(0.3, { passcode.attempts += 1 })]),
            SwiftUIExample(name: "skeleton", size: CGSize(width: 260, height: 120), duration: 2) {
                UIHostingController(rootView: Skeleton()).view
            },
            SwiftUIExample(name: "list-insert", size: CGSize(width: 280, height: 220), duration: 2,
                           makeHost: { UIHostingController(rootView: ListInsert(model: list)).view },
                           script: [(0.2, { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { list.insert() } }),
                                    (1.1, { withAnimation(.easeInOut) { list.removeLast() } })]),
        ]
    }
}
