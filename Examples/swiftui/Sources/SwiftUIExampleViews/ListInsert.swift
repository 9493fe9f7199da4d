#if canImport(SwiftUI)
import SwiftUI
#else
import AnimaSwiftUI
#endif

/// Rows inserted into a list slide in from the leading edge and fade in; removed rows slide out and fade.
@Observable @MainActor
final class ListModel {
    var rows = [1, 2]
    func insert() { rows.insert((rows.max() ?? 0) + 1, at: 0) }
    func removeLast() { rows.removeLast() }
}

struct ListInsert: View {
    let model: ListModel

    var body: some View {
        VStack(spacing: 10) {
            ForEach(model.rows, id: \.self) { row in
                RoundedRectangle(cornerRadius: 10)
                    .fill(row % 2 == 0 ? Color.teal : Color.indigo)
                    .frame(width: 240, height: 44)
                    .transition(.move(edge: .leading).combined(with: .opacity))
                    .accessibilityIdentifier("row\(row)")
            }
        }
    }
}
