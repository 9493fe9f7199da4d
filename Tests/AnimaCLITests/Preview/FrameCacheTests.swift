import Dispatch
import Foundation
import Synchronization
import Testing
@testable import AnimaCLI

/// The preview's frame cache: least-recently-used eviction, and a drawing slot kept free for the page's own requests
/// while the cache fills in the background (issue 15's load test: frames asked for right after a reload waited
/// behind background drawing).
@Suite struct FrameCacheTests {
    /// Which frames were drawn, in order.
    final class Log: Sendable {
        private let drawn = Mutex<[Double]>([])
        func add(_ t: Double) { drawn.withLock { $0.append(t) } }
        var times: [Double] { drawn.withLock { $0 } }
    }

    static func draw(_ t: Double, _ log: Log) -> @Sendable () throws -> [UInt8] {
        { log.add(t); return [UInt8(t)] }
    }

    @Test func theLeastRecentlyUsedFrameIsDropped() async throws {
        let cache = FrameCache(capacity: 2, drawers: 1)
        let log = Log()
        for t in [1.0, 2, 1, 3] { _ = try await cache.png(generation: 1, time: t, draw: Self.draw(t, log)) }
        // 1 and 2 drawn, 1 served from the cache (now the most recent), 3 drawn and 2 (least recent) dropped.
        #expect(log.times == [1, 2, 3])
        _ = try await cache.png(generation: 1, time: 1, draw: Self.draw(1, log))
        _ = try await cache.png(generation: 1, time: 2, draw: Self.draw(2, log))
        #expect(log.times == [1, 2, 3, 2])
        #expect(await cache.count(generation: 1) == 2)
    }

    @Test func aRequestedFrameDoesNotWaitForBackgroundDrawing() async throws {
        // Two drawers: background drawing may use one, so with one background frame blocked in its drawing and a
        // second queued, a frame the page asks for is drawn at once, and the queued background frame still waits.
        let cache = FrameCache(capacity: 10, drawers: 2)
        #expect(cache.backgroundDrawers == 1)
        let log = Log()
        let gate = DispatchSemaphore(value: 0)
        // If the frame the page asks for waited behind the blocked one, nothing else would open the gate: open it
        // after five minutes so such a failure ends with the wrong order instead of hanging the suite. (No shorter
        // limit: in the full parallel suite these tasks can wait minutes for a thread.)
        DispatchQueue.global().asyncAfter(deadline: .now() + 300) { gate.signal() }
        let blocked = Task {
            try await cache.png(generation: 1, time: 10, urgent: false) { log.add(10); gate.wait(); return [10] }
        }
        while !log.times.contains(10) { try await Task.sleep(for: .milliseconds(5)) }
        let queued = Task { try await cache.png(generation: 1, time: 20, urgent: false, draw: Self.draw(20, log)) }
        let urgent = try await cache.png(generation: 1, time: 30, draw: Self.draw(30, log))
        #expect(urgent == [30])
        #expect(log.times == [10, 30])
        gate.signal()
        #expect(try await blocked.value == [10])
        #expect(try await queued.value == [20])
        #expect(log.times == [10, 30, 20])
    }
}
