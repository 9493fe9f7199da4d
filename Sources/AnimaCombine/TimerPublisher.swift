#if !canImport(Darwin)
import Foundation
@_spi(Hosting) import AnimaUIKit

extension Timer {
    /// A publisher that sends the date every `interval` seconds of the virtual clock once connected (Foundation's
    /// `Timer.publish(every:tolerance:on:in:options:)`).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// A timer's publisher: it fires at `interval`, `2 × interval`, … after `connect()`, on AnimaClock (the date sent
    /// is the clock's time since the reference date, so runs are deterministic).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never
        /// The interval in seconds.
        public let interval: TimeInterval
        /// The run loop named (not used: ticks come from the virtual clock).
        public let runLoop: RunLoop
        /// The run-loop mode named (not used).
        public let mode: RunLoop.Mode
        private let subscriptions = Subscriptions<Date, Never>()
        private var event: Int?

        init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval; self.runLoop = runLoop; self.mode = mode
        }

        /// Starts ticking; cancelling the result stops it.
        public func connect() -> Cancellable {
            if event == nil, interval > 0, interval.isFinite { schedule(after: AnimaClock.now) }
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func schedule(after time: Double) {
            let due = time + interval
            event = AnimaClock.schedule(at: due) { [weak self] in
                guard let self, self.event != nil else { return }
                self.schedule(after: due)
                self.subscriptions.send(Date(timeIntervalSinceReferenceDate: due))
            }
        }

        private func stop() {
            if let event { AnimaClock.cancel(event) }
            event = nil
        }

        /// Subscribes.
        public func _subscribe(_ receiveValue: @escaping (Date) -> Void,
                               completion receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subscriptions.add(receiveValue, receiveCompletion)
        }
    }
}

/// A publisher that starts when connected (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher: Publisher {
    /// Starts publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber arrives and stops when the last leaves (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// A connectable publisher connected by its first subscriber.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public final let upstream: Upstream
        private var connection: Cancellable?
        private var count = 0

        /// Connects `upstream` on demand.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes, connecting the upstream for the first subscriber.
        public func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                               completion receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let inner = upstream._subscribe(receiveValue, completion: receiveCompletion)
            count += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                inner.cancel()
                guard let self else { return }
                self.count -= 1
                if self.count == 0 { self.connection?.cancel(); self.connection = nil }
            }
        }
    }
}
#endif
