#if canImport(SwiftUI)
import SwiftUI
#else
import AnimaSwiftUI
#endif

/// A loading skeleton whose bars shimmer (fade in and out for ever).
struct Skeleton: View {
    @State private var dim = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 6).fill(.gray).frame(width: 220, height: 18)
            RoundedRectangle(cornerRadius: 6).fill(.gray).frame(width: 180, height: 18)
            RoundedRectangle(cornerRadius: 6).fill(.gray).frame(width: 200, height: 18)
        }
        .opacity(dim ? 0.35 : 0.9)
        .animation(.easeInOut(duration: 0.8).repeatForever(), value: dim)
        .accessibilityIdentifier("skeleton")
        .onAppear { dim = true }
    }
}
