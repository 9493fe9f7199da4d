import Anima
import AnimaTesting
import SnapshotTesting
import SwiftUIExampleViews
import Testing

/// The five SwiftUI examples, recorded from their hosted views and snapshot-tested as a team would test its own
/// views: a filmstrip of frames and a table of the identified layers' values at chosen times. A change to an
/// example's motion (a duration, a curve, a keyframe) changes the values table, so its test fails until the snapshot
/// is recorded again after looking at the new filmstrip.
///
/// The examples share the process's virtual clock, so the suite runs one test at a time, on the main actor.
@MainActor @Suite(.serialized) struct SwiftUIExampleTests {
    /// The example named `name`, recorded at 30 fps; its recording must equal what the live layers showed.
    private func recorded(_ name: String) throws -> Scene {
        let example = try #require(SwiftUIExample.all.first { $0.name == name })
        let run = try example.record()
        #expect(run.matches, "\(name): the recording differs from the live layers by \(run.largestDifference)")
        return run.scene
    }

    @Test func bell() throws {
        let scene = try recorded("bell")
        assertSnapshot(of: scene, as: .filmstrip(at: [0, 0.1, 0.25, 0.4, 0.6, 0.85, 1.5]), named: "filmstrip")
        // Each keyframe's time (k/6 s) and the midpoints between them.
        let times: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18].map { Double($0) / 12 }
        assertSnapshot(of: scene, as: .values(at: times, keyPaths: ["transform.rotation.z"], layers: ["bell"]), named: "values")
    }

    @Test func cardPop() throws {
        let scene = try recorded("card-pop")
        assertSnapshot(of: scene, as: .filmstrip(at: [0, 0.6, 0.75, 0.9, 1.0, 1.15, 1.4, 2.0]), named: "filmstrip")
        assertSnapshot(of: scene, as: .values(at: [0, 0.3, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.4, 2.0, 2.5],
                                              keyPaths: ["transform.scale.x", "transform.rotation.z"], layers: ["card"]), named: "values")
    }

    @Test func passcodeShake() throws {
        let scene = try recorded("passcode-shake")
        assertSnapshot(of: scene, as: .filmstrip(at: [0.2, 0.37, 0.45, 0.55, 0.65, 0.8, 1.1]), named: "filmstrip")
        assertSnapshot(of: scene, as: .values(at: [0.2, 0.37, 0.44, 0.51, 0.58, 0.65, 0.75, 0.85, 0.95, 1.2],
                                              keyPaths: ["transform.translation.x"], layers: ["dots"]), named: "values")
    }

    @Test func skeleton() throws {
        let scene = try recorded("skeleton")
        assertSnapshot(of: scene, as: .filmstrip(at: [0, 0.2, 0.4, 0.8, 1.2, 1.6]), named: "filmstrip")
        assertSnapshot(of: scene, as: .values(at: [0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0],
                                              keyPaths: ["opacity"], layers: ["skeleton"]), named: "values")
    }

    @Test func listInsert() throws {
        let scene = try recorded("list-insert")
        assertSnapshot(of: scene, as: .filmstrip(at: [0, 0.3, 0.45, 0.7, 1.1, 1.2, 1.3, 1.6]), named: "filmstrip")
        assertSnapshot(of: scene, as: .values(at: [0, 0.3, 0.45, 0.7, 1.1, 1.2, 1.3, 1.45, 1.6],
                                              keyPaths: ["opacity", "position.y", "transform.translation.x", "isHidden"],
                                              layers: ["row1", "row2", "row3"]), named: "values")
    }
}
