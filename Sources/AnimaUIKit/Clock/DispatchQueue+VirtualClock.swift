#if !canImport(Darwin)
import Foundation

// Headless there is no main run loop: work sent to the main queue would never run. As UIKit and SwiftUI code uses it
// to start and chain animations, the forms it writes (no quality-of-service or flags) run it on the virtual clock,
// as `Timer.publish` does. These overloads win over Dispatch's because they need no default arguments.
extension DispatchQueue {
    /// Runs `work` at `deadline`: on the main queue, when the virtual clock gets there; elsewhere, as Dispatch does.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        AnimaClock.schedule(at: AnimaClock.now + Self.virtualDelay(until: deadline.uptimeNanoseconds,
                                                                    from: DispatchTime.now().uptimeNanoseconds)) { work() }
    }

    /// Runs `work` soon: on the main queue, at the virtual clock's next tick (the current update ends first);
    /// elsewhere, as Dispatch does.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        AnimaClock.schedule(at: AnimaClock.now) { work() }
    }

    /// Whether this is the main queue (Linux's Dispatch makes a new wrapper of it at each `DispatchQueue.main`, so
    /// identity cannot tell; its label can).
    var isMain: Bool { label == DispatchQueue.main.label }

    /// The seconds from `now` to `deadline` (uptime nanoseconds) in whole milliseconds: `.now() + d` was read a few
    /// microseconds before the call, so rounding recovers `d` and the virtual time is the same on every run.
    static func virtualDelay(until deadline: UInt64, from now: UInt64) -> Double {
        guard deadline > now else { return 0 }
        return (Double(deadline - now) / 1e6).rounded() / 1e3
    }
}
#endif
