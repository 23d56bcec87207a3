#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value of each thread's own: made on the thread's first use, released when the thread exits.
///
/// The package's one thread-local abstraction (the lane a thread works in, the plans it used
/// last). Its invariant — the thread-specific slot holds a +1 reference that only this type
/// sets and only the thread's exit releases — is kept by construction: the slot is private,
/// set once per thread and never replaced, so `withValue`'s body can use the value for the
/// whole call.
///
/// Instances are meant to be `static let`s: each takes one of the process's pthread keys
/// (at least 128 on Linux) and keys are never given back.
public final class ThreadLocal<Value: AnyObject>: Sendable {
    @usableFromInline let key: pthread_key_t
    @usableFromInline let make: @Sendable () -> Value

    /// - Parameter make: Makes the current thread's value on its first use.
    public init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            guard let stored else { return }
            Unmanaged<AnyObject>.fromOpaque(stored).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        self.key = key
        self.make = make
    }

    /// Runs `body` with the current thread's value.
    @inlinable
    public func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        try body(value)
    }

    /// The current thread's value.
    @inlinable
    public var value: Value {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = make()
        let status = pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        precondition(status == 0, "pthread_setspecific failed (\(status))")
        return made
    }
}
