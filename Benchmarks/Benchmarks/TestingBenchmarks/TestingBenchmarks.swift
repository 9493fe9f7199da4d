import Anima
import AnimaTesting
import Benchmark
import Foundation
import SnapshotTesting

/// The two-section skeleton list (Examples/skeleton/two-section-list.json) on an iPhone-sized canvas (390 × 844 pt
/// at 1×), as a team would pin it with `.filmstrip`.
func twoSectionList() throws -> Scene {
    let file = URL(fileURLWithPath: #filePath)  // Benchmarks/Benchmarks/TestingBenchmarks/TestingBenchmarks.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/skeleton/two-section-list.json")
    var layout = try SkeletonLayoutDecoder().decode(try Data(contentsOf: file))
    layout.canvas.height = 844
    return try layout.scene()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal],
                                           maxDuration: .seconds(5))
    let scene: Scene
    do { scene = try twoSectionList() } catch { fatalError("benchmark skeleton does not build: \(error)") }
    let duration = scene.timeline.duration
    let times = (0..<12).map { duration * Double($0) / 11 }
    let strategy = Snapshotting<Scene, FilmstripSnapshot>.filmstrip(at: times)
    // The stored reference: what the first (recording) run wrote, read back as swift-snapshot-testing does.
    var reference = Data()
    _ = strategy.snapshot(scene).run { reference = strategy.diffing.toData($0) }

    // Its parts, to see where the time goes.
    let timeline: Timeline
    let renderer: Renderer
    do { timeline = try Timeline(scene); renderer = try Renderer(canvas: scene.canvas) } catch { fatalError("\(error)") }
    let frames = times.map { renderer.render(timeline, at: $0) }
    let sheet: Canvas
    do { sheet = try FilmstripSheet().compose(frames) } catch { fatalError("\(error)") }
    let png = [UInt8](reference)

    Benchmark("part: render 12 frames (one core)", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(times.map { renderer.render(timeline, at: $0) }) }
    }
    Benchmark("part: compose the sheet", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? FilmstripSheet().compose(frames)) }
    }
    Benchmark("part: decode the reference PNG", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? PNGDecoder().decode(png)) }
    }
    Benchmark("part: compare two identical sheets", configuration: .init(maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ImageDifference(sheet, sheet)) }
    }

    Benchmark("Filmstrip snapshot + comparison: two-section skeleton list, 12 frames of 390 × 844",
              configuration: .init(maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations {
            strategy.snapshot(scene).run { fresh in
                blackHole(strategy.diffing.diffV2(strategy.diffing.fromData(reference), fresh))
            }
        }
    }
}
