import L10nSupport
import Synchronization

/// ICU objects that must not be used by two threads at once, kept for reuse: each call borrows
/// one (opening a new one when none is spare), uses it with no lock held, and gives it back.
///
/// Two spares sit in atomic slots, so on this package's hot paths (one handle per call, a
/// couple of threads) borrowing and returning cost one atomic exchange each and no lock; more
/// spares wait in a locked list. At most `capacity` spares are kept in all; more are closed
/// when given back. Every spare is closed with the pool.
final class HandlePool<Handle: PoolableHandle>: @unchecked Sendable {
    // @unchecked: a handle is reachable only from one slot, from `spares` under its lock, or
    // by the one call that borrowed it. The slots hand handles over with acquire/release
    // ordering, so whatever a call did with a handle happens before the next borrower's use.
    // A handle's address, 0 when empty.
    private let first = Atomic<UInt>(0)
    private let second = Atomic<UInt>(0)
    private let spares = LockedState<[Handle]>([])
    private let capacity: Int
    private let close: (Handle) -> Void

    init(capacity: Int, close: @escaping (Handle) -> Void) {
        self.capacity = max(capacity - 2, 0)
        self.close = close
    }

    deinit {
        if let handle = Handle(address: first.exchange(0, ordering: .acquiring)) { close(handle) }
        if let handle = Handle(address: second.exchange(0, ordering: .acquiring)) { close(handle) }
        for handle in spares.withLock({ $0 }) { close(handle) }
    }

    /// Runs `body` with a handle no other call is using: a spare, or one from `open`.
    func withHandle<Result>(open: () throws(ICUError) -> Handle, _ body: (Handle) throws(ICUError) -> Result) throws(ICUError) -> Result {
        let handle: Handle
        if let spare = borrow() { handle = spare } else { handle = try open() }
        defer { giveBack(handle) }
        return try body(handle)
    }

    private func borrow() -> Handle? {
        if let handle = Handle(address: first.exchange(0, ordering: .acquiring)) { return handle }
        if let handle = Handle(address: second.exchange(0, ordering: .acquiring)) { return handle }
        return spares.withLock { $0.popLast() }
    }

    private func giveBack(_ handle: Handle) {
        if first.compareExchange(expected: 0, desired: handle.address, ordering: .releasing).exchanged { return }
        if second.compareExchange(expected: 0, desired: handle.address, ordering: .releasing).exchanged { return }
        let kept = spares.withLock { spares in
            guard spares.count < capacity else { return false }
            spares.append(handle)
            return true
        }
        if !kept { close(handle) }
    }
}

/// An ICU handle a ``HandlePool`` can keep in an atomic slot: a non-null pointer, by address.
protocol PoolableHandle {
    init?(address: UInt)
    var address: UInt { get }
}

extension OpaquePointer: PoolableHandle {
    init?(address: UInt) { self.init(bitPattern: address) }
    var address: UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(self))) }
}
