import AnimaCore
@testable import AnimaSkeleton

/// The layouts the tests share; the feed cell is DESIGN.md §5b's example.
enum Fixtures {
    static let canvas = Scene.Canvas(width: 390, height: 400, background: .white)

    static let feedCell = ViewNode.view("cell", frame: Rect(0, 0, 390, 96), children: [
        .image("avatar", frame: Rect(16, 16, 56, 56), cornerRadius: 28),
        .label("title", frame: Rect(88, 18, 220, 20), lines: 1),
        .label("body", frame: Rect(88, 44, 286, 40), lines: 2),
        ViewNode.view("badge", frame: Rect(330, 18, 44, 20)).skeleton(.ignore),
    ])

    static func layout(_ settings: [SkeletonSetting] = [], list: SkeletonList? = nil,
                       adjustments: [Adjustment] = [], reveal: SkeletonReveal? = nil) -> SkeletonLayout {
        SkeletonLayout(canvas: canvas, root: feedCell, list: list, settings: settings, adjustments: adjustments,
                       reveal: reveal)
    }

    /// Three equal bones in a row, for order tests.
    static let row = ViewNode.view("row", frame: Rect(0, 0, 390, 40), children: [
        .view("a", frame: Rect(10, 10, 100, 20)),
        .view("b", frame: Rect(140, 10, 100, 20)),
        .view("c", frame: Rect(270, 10, 100, 20)),
    ])

    static func bones(_ layout: SkeletonLayout, global: SkeletonConfiguration = .standard,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Bone] {
        let adjusted = try layout.adjusted()
        let unit = try #require(try adjusted.units().first, sourceLocation: sourceLocation)
        let bones = adjusted.blueprint(of: unit, global: global).bones
        return Dictionary(uniqueKeysWithValues: bones.map { ($0.id, $0) })
    }
}

import Testing
