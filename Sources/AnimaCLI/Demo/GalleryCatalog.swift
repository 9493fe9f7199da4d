import AnimaCore
import AnimaFormat
import AnimaPresets
import AnimaSkeleton
import AnimaTransitions
import Foundation

/// What the demo gallery shows: the seed scenes, every preset, every skeleton style, every transition animator, and
/// (when run from a checkout) the layouts and list states in `Examples/`.
enum GalleryCatalog {
    /// All items in page order; names are unique.
    static func items(examples: URL?) throws -> [GalleryItem] {
        var items = try seeds(examples: examples)
        items += try presets()
        items += try skeletonStyles()
        items += try transitions()
        if let examples {
            items += try depthExamples(examples)
            items += try exampleSkeletons(examples.appendingPathComponent("skeleton"))
            items += try exampleTransitions(examples.appendingPathComponent("transitions"))
            items += try exampleContents(examples.appendingPathComponent("contents"))
        }
        return items
    }

    /// The six seed scenes: the files in `Examples/` when found (showing their text), else the same scenes built in
    /// Swift from the presets.
    static func seeds(examples: URL?) throws -> [GalleryItem] {
        let section = "Seed scenes"
        return try SeedScene.allCases.map { seed in
            let file = examples?.appendingPathComponent(seed.fileName + ".json")
            if let file, let text = try? String(contentsOf: file, encoding: .utf8) {
                let scene = try decodeScene(text, named: file.lastPathComponent)
                return GalleryItem(section: section, name: "seed-" + seed.fileName, summary: seed.summary,
                                   command: "anima render Examples/\(seed.fileName).json -o \(seed.fileName).gif",
                                   json: text, scene: scene)
            }
            return GalleryItem(section: section, name: "seed-" + seed.fileName, summary: seed.summary,
                               command: "anima render \(seed.fileName).json -o \(seed.fileName).gif",
                               json: try SceneEncoder().encodeToString(seed.scene), scene: seed.scene)
        }
    }

    /// Every preset with its default parameters, grouped by source.
    static func presets() throws -> [GalleryItem] {
        try PresetCatalog.all.map { preset in
            let scene = preset.scene(preset.defaultArguments)
            return GalleryItem(section: "Presets: " + preset.category.title, name: "preset-" + preset.name,
                               summary: preset.summary, command: "anima preset \(preset.name) -o \(preset.name).gif",
                               json: try SceneEncoder().encodeToString(scene), scene: scene)
        }
    }

    /// Every skeleton style on a two-cell list.
    static func skeletonStyles() throws -> [GalleryItem] {
        try SkeletonStyle.allCases.map { style in
            let json = skeletonLayout.replacingOccurrences(of: "STYLE", with: style.rawValue)
            let layout = try SkeletonLayoutDecoder().decode(json)
            return GalleryItem(section: "Skeleton styles", name: "skeleton-" + style.rawValue,
                               summary: skeletonSummary[style] ?? style.rawValue,
                               command: "anima skeleton layout.json -o skeleton-\(style.rawValue).gif",
                               json: json, scene: try layout.scene())
        }
    }

    /// Every transition animator on one change: x inserted at the top, b deleted, d moved above c.
    static func transitions() throws -> [GalleryItem] {
        let before = try ListStateDecoder().decode(listBefore), after = try ListStateDecoder().decode(listAfter)
        let plan = TransitionPlan(from: before, to: after)
        return try TransitionCommand.AnimatorName.allCases.map { name in
            GalleryItem(section: "List transitions", name: "transition-" + name.rawValue,
                        summary: "The \(name.rawValue) animator: x inserted, b deleted, d moved above c.",
                        command: "anima transition before.json after.json --animator \(name.rawValue) -o \(name.rawValue).gif",
                        json: "// before.json\n" + listBefore + "\n// after.json\n" + listAfter,
                        scene: try plan.scene(animator: name.animator(cascade: false)))
        }
    }

    /// The skeleton layouts in `Examples/skeleton/`.
    /// The scene files that show depth, masks and replicators.
    static let depthExampleNames = ["card-flip", "activity-indicator", "loading-dots", "reveal"]

    /// The depth, mask and replicator examples from `Examples/`: a card flip, a spinner, loading dots, a reveal.
    static func depthExamples(_ examples: URL) throws -> [GalleryItem] {
        try depthExampleNames.compactMap { stem in
            let file = examples.appendingPathComponent(stem + ".json")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            let scene = try decodeScene(text, named: file.lastPathComponent)
            return GalleryItem(section: "Depth, masks and replicators", name: "example-" + stem,
                               summary: firstSentence(of: scene.comment) ?? stem,
                               command: "anima render Examples/\(stem).json -o \(stem).gif", json: text, scene: scene)
        }
    }

    static func exampleSkeletons(_ folder: URL) throws -> [GalleryItem] {
        try ExamplesLocator.jsonFiles(in: folder).map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let stem = file.deletingPathExtension().lastPathComponent
            let layout: SkeletonLayout
            do { layout = try SkeletonLayoutDecoder(baseDirectory: folder).decode(text) } catch {
                throw CLIError(.dataError, "Examples/skeleton/\(file.lastPathComponent): \(error)")
            }
            return GalleryItem(section: "Examples: skeleton layouts", name: "example-skeleton-" + stem,
                               summary: firstSentence(of: layout.comment) ?? stem,
                               command: "anima skeleton Examples/skeleton/\(file.lastPathComponent) -o \(stem).gif",
                               json: text, scene: try layout.scene())
        }
    }

    /// The before/after pairs in `Examples/transitions/`, with the default (transform) animator.
    static func exampleTransitions(_ folder: URL) throws -> [GalleryItem] {
        let befores = ExamplesLocator.jsonFiles(in: folder).filter { $0.lastPathComponent.hasSuffix(".before.json") }
        return try befores.map { beforeFile in
            let stem = String(beforeFile.lastPathComponent.dropLast(".before.json".count))
            let afterFile = folder.appendingPathComponent(stem + ".after.json")
            let beforeText = try String(contentsOf: beforeFile, encoding: .utf8)
            let afterText = try String(contentsOf: afterFile, encoding: .utf8)
            let before = try ListStateDecoder().decode(beforeText)
            let plan = TransitionPlan(from: before, to: try ListStateDecoder().decode(afterText))
            let scene = try plan.scene(animator: TransitionCommand.AnimatorName.transform.animator(cascade: false))
            return GalleryItem(section: "Examples: list transitions", name: "example-transition-" + stem,
                               summary: firstSentence(of: before.comment) ?? plan.summary,
                               command: "anima transition Examples/transitions/\(stem).before.json "
                                   + "Examples/transitions/\(stem).after.json -o \(stem).gif",
                               json: "// \(stem).before.json\n" + beforeText + "\n// \(stem).after.json\n" + afterText,
                               scene: scene)
        }
    }

    /// The scenes in `Examples/contents/`: images and text layers (their pictures sit next to them).
    static func exampleContents(_ folder: URL) throws -> [GalleryItem] {
        try ExamplesLocator.jsonFiles(in: folder).map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let stem = file.deletingPathExtension().lastPathComponent
            let scene = try decodeScene(text, named: "contents/" + file.lastPathComponent, folder: folder)
            return GalleryItem(section: "Examples: images and text", name: "example-contents-" + stem,
                               summary: firstSentence(of: scene.comment) ?? stem,
                               command: "anima render Examples/contents/\(file.lastPathComponent) -o \(stem).gif",
                               json: text, scene: scene)
        }
    }

    private static func decodeScene(_ text: String, named name: String, folder: URL? = nil) throws -> Scene {
        do { return try SceneDecoder(baseDirectory: folder).decode(text) } catch {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: "Examples/" + name, what: "scene"))
        }
    }

    /// Up to the first full stop, for a one-line summary.
    static func firstSentence(of text: String?) -> String? {
        guard let text else { return nil }
        if let end = text.range(of: ". ") { return String(text[..<end.lowerBound]) + "." }
        return text
    }

    static let skeletonSummary: [SkeletonStyle: String] = [
        .solid: "Static bones, no motion.",
        .pulse: "Every bone breathes its opacity together.",
        .shimmer: "One highlight band sweeps across all bones.",
        .stagger: "Each bone darkens and lightens a fixed delay after the previous one.",
        .drop: "One bone after another darkens briefly, in reading order.",
        .stretch: "Line bones stretch their width long and short and back.",
        .fade: "Every bone fades slowly to 80 % and back: the reduced-motion style.",
    ]

    static let skeletonLayout = """
    {
      "version": 1,
      "canvas": {"width": 300, "height": 184, "background": "#FFFFFF"},
      "root": {
        "id": "cell", "kind": "view", "frame": [0, 0, 300, 92],
        "children": [
          {"id": "avatar", "kind": "image", "frame": [16, 18, 56, 56], "cornerRadius": 28},
          {"id": "title", "kind": "label", "frame": [88, 20, 180, 18], "lines": 1},
          {"id": "body", "kind": "label", "frame": [88, 46, 196, 32], "lines": 2}
        ]
      },
      "list": {"count": 2, "spacing": 0},
      "skeleton": {"style": "STYLE"}
    }
    """

    static let listBefore = """
    {
      "version": 1,
      "canvas": {"width": 240, "height": 240, "background": "#F2F2F7"},
      "items": [
        {"id": "a", "frame": [12, 12, 216, 48], "color": "#4F8EF7", "cornerRadius": 10},
        {"id": "b", "frame": [12, 68, 216, 48], "color": "#34C759", "cornerRadius": 10},
        {"id": "c", "frame": [12, 124, 216, 48], "color": "#FF9500", "cornerRadius": 10},
        {"id": "d", "frame": [12, 180, 216, 48], "color": "#FF2D55", "cornerRadius": 10}
      ]
    }
    """

    static let listAfter = """
    {
      "version": 1,
      "canvas": {"width": 240, "height": 240, "background": "#F2F2F7"},
      "items": [
        {"id": "x", "frame": [12, 12, 216, 48], "color": "#AF52DE", "cornerRadius": 10},
        {"id": "a", "frame": [12, 68, 216, 48], "color": "#4F8EF7", "cornerRadius": 10},
        {"id": "d", "frame": [12, 124, 216, 48], "color": "#FF2D55", "cornerRadius": 10},
        {"id": "c", "frame": [12, 180, 216, 48], "color": "#FF9500", "cornerRadius": 10}
      ]
    }
    """
}
