#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// The layer's own clock as AnimaCore models it.
    var layerTiming: LayerTiming {
        LayerTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
    }

    /// The layer whose clock this one's runs in: the superlayer, or for a mask the layer it masks.
    var timeParent: CALayer? { superlayer ?? maskOwner }

    /// The layer's time at global time `t`, through its superlayers' clocks.
    func localTime(_ t: Double) -> Double {
        layerTiming.localTime(timeParent?.localTime(t) ?? t)
    }

    /// The global time at which the layer's clock reads `local` (infinite when a clock on the way is stopped).
    func globalTime(fromLocal local: Double) -> Double {
        let s = Double(speed)
        guard s != 0, s.isFinite else { return .infinity }
        let parent = (local - timeOffset) / s + beginTime
        return timeParent?.globalTime(fromLocal: parent) ?? parent
    }

    /// Converts a time from another layer's time (or global time, for nil) into this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(l?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts a time from this layer's time into another layer's (or global time, for nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.localTime(global) ?? global
    }
}
#endif
