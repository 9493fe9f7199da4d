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
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    let scene: Scene
    do { scene = try twoSectionList() } catch { fatalError("benchmark skeleton does not build: \(error)") }
    let duration = scene.timeline.duration
    let times = (0..<12).map { duration * Double($0) / 11 }
    let strategy = Snapshotting<Scene, FilmstripSnapshot>.filmstrip(at: times)
    // The stored reference: what the first (recording) run wrote, read back as swift-snapshot-testing does.
    var reference = Data()
    _ = strategy.snapshot(scene).run { reference = strategy.diffing.toData($0) }

    Benchmark("Filmstrip snapshot + comparison: two-section skeleton list, 12 frames of 390 × 844",
              configuration: .init(maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations {
            strategy.snapshot(scene).run { fresh in
                blackHole(strategy.diffing.diffV2(strategy.diffing.fromData(reference), fresh))
            }
        }
    }
}
