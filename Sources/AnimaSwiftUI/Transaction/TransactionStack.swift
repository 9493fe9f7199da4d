#if !canImport(Darwin)
/// The transactions of the `withAnimation`/`withTransaction` calls being run, innermost last.
///
/// SwiftUI's state changes happen on the main thread; this is read when state changes, there.
enum TransactionStack {
    nonisolated(unsafe) static var stack: [Transaction] = []

    /// The innermost transaction, if any.
    static var current: Transaction? { stack.last }

    /// Runs `body` with `transaction` current; its completions go to the caller.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        stack.append(transaction)
        defer { stack.removeLast() }
        return try body()
    }
}

/// Runs `body` with `transaction`: state it changes animates as the transaction says.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionStack.with(transaction, body)
}

/// Runs `body` so that the state it changes animates with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionStack.with(Transaction(animation: animation), body)
}

/// Runs `body` under `animation` and calls `completion` when the animations it started meet `completionCriteria`.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try TransactionStack.with(transaction, body)
}
#endif
