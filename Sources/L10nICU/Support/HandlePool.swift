/// ICU objects that must not be used by two threads at once, kept for reuse: each call borrows
/// one (opening a new one when none is spare), uses it with no lock held, and gives it back.
///
/// The lock is held only to pop or push a pointer, so calls from many tasks run in parallel;
/// at most `capacity` spares are kept, more are closed when given back. Every spare is closed
/// with the pool.
final class HandlePool<Handle>: @unchecked Sendable {
    // @unchecked: handles are only reachable through `spares`, under its lock, or by the one
    // call that borrowed them.
    private let spares = LockedState<[Handle]>([])
    private let capacity: Int
    private let close: (Handle) -> Void

    init(capacity: Int, close: @escaping (Handle) -> Void) {
        self.capacity = capacity
        self.close = close
    }

    deinit {
        for handle in spares.withLock({ $0 }) { close(handle) }
    }

    /// Runs `body` with a handle no other call is using: a spare, or one from `open`.
    func withHandle<Result>(open: () throws -> Handle, _ body: (Handle) throws -> Result) throws -> Result {
        let handle = try spares.withLock({ $0.popLast() }) ?? open()
        defer {
            let kept = spares.withLock { spares in
                guard spares.count < capacity else { return false }
                spares.append(handle)
                return true
            }
            if !kept { close(handle) }
        }
        return try body(handle)
    }
}
