import Dispatch
import Foundation

/// PNG frames already drawn, by generation and exact time, so playback and scrubbing draw each frame once.
///
/// At most `drawers` frames are drawn at a time (one per core), each slot on a serial Dispatch queue of its own rather
/// than the Swift concurrency pool, so a burst of frame requests neither spawns a thread per frame nor starves the
/// requests that only read (the page, the layer tree, the event stream). Not the global queue: Dispatch gives its
/// threads one per core to the whole process, so other busy work could hold a frame the page waits for. Frames a page
/// asks for go ahead of the background drawing that fills the cache after each reload, and background work for an old
/// generation is dropped.
actor FrameCache {
    private struct Key: Hashable {
        var generation: Int
        var time: UInt64
    }

    /// The most frames kept; the least recently used go first.
    let capacity: Int
    /// How many frames are drawn at once.
    let drawers: Int
    /// How many of them may be background drawing: one fewer than `drawers` (at least one), so a frame the page asks
    /// for starts at once instead of waiting for a background frame to finish.
    nonisolated var backgroundDrawers: Int { Swift.max(1, drawers - 1) }
    private var runningBackground = 0
    private var frames: [Key: [UInt8]] = [:]
    /// When each cached frame was last asked for (a counter, not a clock): a hit is one dictionary write, and only
    /// storing a frame past `capacity` looks for the least recently used.
    private var lastUse: [Key: Int] = [:]
    private var uses = 0
    /// Requests waiting for a frame that is queued or being drawn.
    private var waiters: [Key: [CheckedContinuation<[UInt8], any Error>]] = [:]
    private var queued: Set<Key> = []
    private var queuedUrgently: Set<Key> = []
    private var inProgress: Set<Key> = []
    private var running = 0
    private var urgent: [CheckedContinuation<Int, Never>] = []
    private var background: [CheckedContinuation<Int, Never>] = []
    /// One serial queue per drawing slot (a queue of its own gets a thread when it needs one), and the free slots.
    private let slots: [DispatchQueue]
    private var freeSlots: [Int]
    private var oldest = 0

    /// A cache holding up to `capacity` frames, drawing up to `drawers` at once.
    init(capacity: Int, drawers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.capacity = capacity
        self.drawers = Swift.max(1, drawers)
        slots = (0..<self.drawers).map { DispatchQueue(label: "anima.preview.frame-drawer.\($0)", qos: .userInitiated) }
        freeSlots = Array(slots.indices.reversed())
    }

    /// The frame at `time` of `generation`, drawn by `draw` if it is not cached; `urgent` puts it ahead of
    /// background drawing. Every request for a frame that is queued or being drawn waits for that one drawing.
    func png(generation: Int, time: Double, urgent isUrgent: Bool = true,
             draw: @escaping @Sendable () throws -> [UInt8]) async throws -> [UInt8] {
        let key = Key(generation: generation, time: time.bitPattern)
        if let png = frames[key] {
            touch(key)
            return png
        }
        let needsJob = !inProgress.contains(key) && !queuedUrgently.contains(key) && (isUrgent || !queued.contains(key))
        if needsJob {
            queued.insert(key)
            if isUrgent { queuedUrgently.insert(key) }
            Task { await self.run(key, urgent: isUrgent, draw) }
        }
        return try await withCheckedThrowingContinuation { waiters[key, default: []].append($0) }
    }

    /// Frames of `generation` cached now.
    func count(generation: Int) -> Int { frames.keys.count(where: { $0.generation == generation }) }

    /// Forgets every frame of generations before `generation`, and skips their queued background drawing.
    func discard(before generation: Int) {
        oldest = Swift.max(oldest, generation)
        frames = frames.filter { $0.key.generation >= generation }
        lastUse = lastUse.filter { $0.key.generation >= generation }
    }

    /// One queued drawing: waits for a slot, then draws unless the frame was drawn, is being drawn, or is too old.
    private func run(_ key: Key, urgent isUrgent: Bool, _ draw: @escaping @Sendable () throws -> [UInt8]) async {
        let slot = await acquire(urgent: isUrgent)
        defer { release(slot, urgent: isUrgent) }
        if let png = frames[key] { return finish(key, .success(png)) }
        guard !inProgress.contains(key) else { return }
        guard key.generation >= oldest else { return finish(key, .failure(CancellationError())) }
        inProgress.insert(key)
        let result = await Self.draw(draw, on: slots[slot])
        inProgress.remove(key)
        if case .success(let png) = result { store(png, at: key) }
        finish(key, result)
    }

    /// Answers every request waiting for `key`.
    private func finish(_ key: Key, _ result: Result<[UInt8], any Error>) {
        queued.remove(key)
        queuedUrgently.remove(key)
        for waiter in waiters.removeValue(forKey: key) ?? [] { waiter.resume(with: result) }
    }

    /// A free drawing slot, once the rules above allow one more drawing of this kind.
    private func acquire(urgent isUrgent: Bool) async -> Int {
        if running < drawers && (isUrgent || runningBackground < backgroundDrawers) {
            running += 1
            if !isUrgent { runningBackground += 1 }
            return freeSlots.removeLast()
        }
        return await withCheckedContinuation { continuation in
            if isUrgent { urgent.append(continuation) } else { background.append(continuation) }
        }
    }

    /// Frees a drawing slot and hands it on, urgent waiters first; background waiters only while fewer than
    /// `backgroundDrawers` background drawings run.
    private func release(_ slot: Int, urgent wasUrgent: Bool) {
        running -= 1
        if !wasUrgent { runningBackground -= 1 }
        if !urgent.isEmpty {
            running += 1
            urgent.removeFirst().resume(returning: slot)
        } else if !background.isEmpty && runningBackground < backgroundDrawers {
            running += 1
            runningBackground += 1
            background.removeFirst().resume(returning: slot)
        } else {
            freeSlots.append(slot)
        }
    }

    private func store(_ png: [UInt8], at key: Key) {
        guard key.generation >= oldest else { return }
        frames[key] = png
        touch(key)
        while frames.count > capacity, let least = lastUse.min(by: { $0.value < $1.value })?.key {
            frames[least] = nil
            lastUse[least] = nil
        }
    }

    private func touch(_ key: Key) {
        uses += 1
        lastUse[key] = uses
    }

    private static func draw(_ draw: @escaping @Sendable () throws -> [UInt8],
                             on queue: DispatchQueue) async -> Result<[UInt8], any Error> {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { try draw() })
            }
        }
    }
}
