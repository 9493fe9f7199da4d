#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Confetti and sparkle views configure a CAEmitterLayer and its cells. Particles are not simulated on Linux: the
// properties are kept with QuartzCore's defaults so such files compile, and giving an emitter cells says that no
// particles will show.

/// A library-style confetti view: a plain class building an emitter with one cell per colour.
final class ConfettiBuilder {
    func makeEmitter(width: CGFloat, colors: [UIColor]) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: width / 2, y: 0)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: width, height: 1)
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 6
            cell.lifetime = 14
            cell.velocity = 350
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 4
            cell.spin = 3.5
            cell.scaleRange = 1
            cell.color = color.cgColor
            return cell
        }
        return emitter
    }
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct EmitterLayerTests {
    @Test func defaultsAreQuartzCores() {
        // CAEmitterLayer.h: birthRate, lifetime, velocity, scale and spin multiply the cells' and default to 1;
        // the shape defaults to a point, the mode to volume, the render mode to unordered.
        let emitter = CAEmitterLayer()
        #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.velocity == 1)
        #expect(emitter.scale == 1 && emitter.spin == 1)
        #expect(emitter.emitterShape == .point && emitter.emitterShape.rawValue == "point")
        #expect(emitter.emitterMode == .volume && emitter.renderMode == .unordered)
        #expect(emitter.emitterPosition == .zero && emitter.emitterSize == .zero)
        // CAEmitterCell.h: scale defaults to 1 and the colour to opaque white, every rate and range to 0.
        let cell = CAEmitterCell()
        #expect(cell.scale == 1 && cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0)
        #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(cell.isEnabled && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(cell.speed == 1 && cell.fillMode == .removed)
    }

    @Test func cellsAreKeptAndReportedAsNotSimulated() throws {
        AnimaClock.reset()
        var emitter: CAEmitterLayer?
        let reports = AnimaDiagnostics.collecting {
            emitter = ConfettiBuilder().makeEmitter(width: 300, colors: [.systemRed, .systemBlue])
        }
        let built = try #require(emitter)
        #expect(built.emitterCells?.count == 2 && built.emitterCells?[0].velocity == 350)
        #expect(built.emitterShape.rawValue == "line" && built.emitterPosition == CGPoint(x: 150, y: 0))
        #expect(reports.contains { $0.keyPath == "emitterCells" && $0.problem.contains("not simulated") })
    }
}
