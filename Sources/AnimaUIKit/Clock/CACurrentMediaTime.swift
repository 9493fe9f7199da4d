#if !canImport(Darwin)
/// The current absolute time in seconds: AnimaUIKit's virtual clock (`AnimaClock.now`).
public func CACurrentMediaTime() -> CFTimeInterval { ClockStorage.time.withLock { $0 } }
#endif
