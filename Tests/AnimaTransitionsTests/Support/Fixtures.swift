import AnimaCore
import AnimaTransitions

/// Small list states for the tests: a 390 × 600 screen with 80 pt rows 96 pt apart.
enum Fixtures {
    static let canvas = Scene.Canvas(width: 390, height: 600)

    /// Row `index` of the list: y = 16 + 96 · index.
    static func row(_ index: Int) -> Rect { Rect(16, 16 + 96 * Double(index), 358, 80) }

    /// An item in row `index`.
    static func item(_ id: String, row index: Int, color: String = "#4F8EF7") -> ListItem {
        ListItem(id: id, frame: row(index), appearance: ItemAppearance(color: Color(hex: color) ?? .black, cornerRadius: 12))
    }

    /// A list of `ids` in consecutive rows.
    static func state(_ ids: [String], offset: Double = 0, firstLoad: Bool = false) -> ListState {
        ListState(canvas: canvas, viewport: Viewport(contentOffset: Point(0, offset), size: Size(390, 600)),
                  isFirstLoad: firstLoad, items: ids.enumerated().map { item($1, row: $0) })
    }
}
