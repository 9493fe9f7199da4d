import AnimaSwiftUI
import Testing

// SwiftPM puts every module of a build in one directory: once the Linux `SwiftUI` module is built, a package compiled
// after it in the same build sees `canImport(SwiftUI)` as true and compiles its SwiftUI code against it. A package
// that tests with AnimaTesting has two such: swift-snapshot-testing (`SwiftUISnapshotLayout`, CGFloat through the
// import) and swift-custom-dump, whose conformances switch over these names. They must exist, whatever the order.

/// The cases swift-custom-dump's `Animation` conformance matches, in its order and form (`return` statements: as a
/// switch expression, `.interactiveSpring()` would be read as an enum case pattern).
private func described(_ animation: Animation) -> String {
    switch animation {
    case .easeIn: return "Animation.easeIn"
    case .easeInOut: return "Animation.easeInOut"
    case .easeOut: return "Animation.easeOut"
    case .interactiveSpring(): return "Animation.interactiveSpring()"
    case .linear: return "Animation.linear"
    case .spring(): return "Animation.spring()"
    default: return "other"
    }
}

/// The colours swift-custom-dump's `Color` conformance matches.
private let dumpedColors: [Color] = [
    .brown, .cyan, .indigo, .mint, .teal, .accentColor, .black, .blue, .clear, .gray, .green, .orange, .pink,
    .primary, .purple, .red, .secondary, .white, .yellow,
]

@MainActor @Test func namesDependenciesDescribeExist() {
    #expect(described(.easeOut) == "Animation.easeOut")
    #expect(described(.spring()) == "Animation.spring()")
    #expect(described(.easeIn(duration: 1)) == "other")
    #expect(dumpedColors.count == 19)
    // `Text("…")` with a key, as `LocalizedStringKey` is used in custom-dump's conformance and in app code.
    let key: LocalizedStringKey = "Count \(3)"
    #expect(key == LocalizedStringKey("Count 3"))
    #expect(Text(key) == Text(verbatim: "Count 3"))
    let _: CGFloat = 1
}
