import Synchronization

/// An object made on first use, published once and never replaced, read without a lock.
///
/// For values every thread of a server reads on its hot path and that are worth making only
/// when asked for (a request's table of raw answers): after publication a read is one atomic
/// load, where a lock would be two atomic writes and a point of contention.
///
/// Invariant, kept by construction: `address` is 0 or the address of a +1 retained `Value`;
/// it changes once, from 0, by compare-and-exchange, and only `deinit` releases what it holds.
/// So a published object lives as long as this one, and a caller that holds this reference
/// may use the object it is given. Two threads racing to make it both make one; the loser's is
/// released and both return the winner's.
public final class OnceReference<Value: AnyObject & Sendable>: Sendable {
    @usableFromInline let address = Atomic<UInt>(0)

    public init() {}

    deinit {
        let stored = address.load(ordering: .acquiring)
        if stored != 0 { Self.object(at: stored).release() }
    }

    /// The published object, or the one `make` makes now (published unless another thread's
    /// was first).
    @inlinable
    public func value<Failure: Error>(orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let stored = address.load(ordering: .acquiring)
        if stored != 0 { return Self.object(at: stored).takeUnretainedValue() }
        let made = Unmanaged.passRetained(try make())
        let (exchanged, published) = address.compareExchange(
            expected: 0, desired: UInt(bitPattern: made.toOpaque()), ordering: .acquiringAndReleasing)
        // Published: the +1 reference now belongs to `address`.
        if exchanged { return made.takeUnretainedValue() }
        made.release()
        return Self.object(at: published).takeUnretainedValue()
    }

    /// The published object, if any.
    @inlinable
    public var published: Value? {
        let stored = address.load(ordering: .acquiring)
        return stored == 0 ? nil : Self.object(at: stored).takeUnretainedValue()
    }

    @inlinable
    static func object(at address: UInt) -> Unmanaged<Value> {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else {
            preconditionFailure("OnceReference read an empty address as an object")
        }
        return Unmanaged<Value>.fromOpaque(pointer)
    }
}
