#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`: the lock every cache and handle wrapper in the package
/// uses.
///
/// Not `Synchronization.Mutex`, because with Swift 6.3 on Linux `Mutex` locks through futex calls
/// inside the precompiled runtime, which ThreadSanitizer does not see: a program that only
/// touches a dictionary inside `Mutex.withLock` from four threads gets data-race reports. A
/// pthread mutex is intercepted by TSan, so `scripts/sanitize` can prove the package race-free
/// rather than drown real reports in false ones. Uncontended, both cost about the same.
public final class LockedState<State>: @unchecked Sendable {
    // Allocated, not stored inline: a pthread mutex must not move once initialized.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // Only read or written while `mutex` is held; that is what makes the class Sendable. Kept
    // behind a pointer rather than in a stored `var`: the mutex already makes access exclusive,
    // and a class's stored `var` would add Swift's dynamic exclusivity check (a thread-local
    // access set, about a fifth of a cache hit) to every use.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// The mutex and the state each get cache lines of their own: locks of different lanes
    /// (``ThreadLane``) that shared a line would make their threads contend anyway.
    private static var lineSize: Int { 64 }

    private static func allocateOwnLines<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        let size = (MemoryLayout<T>.stride + lineSize - 1) / lineSize * lineSize
        return UnsafeMutableRawPointer.allocate(byteCount: max(size, lineSize), alignment: lineSize)
            .bindMemory(to: T.self, capacity: 1)
    }

    public init(_ initialState: State) {
        mutex = Self.allocateOwnLines(pthread_mutex_t.self)
        mutex.initialize(to: pthread_mutex_t())
        #if canImport(Glibc)
        // Adaptive: a contended lock spins briefly before sleeping. The critical sections here
        // are a dictionary probe or a pointer swap, far shorter than a futex sleep and wake-up,
        // which a plain mutex pays whenever two threads meet on a cache.
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        #else
        pthread_mutex_init(mutex, nil)
        #endif
        state = Self.allocateOwnLines(State.self)
        state.initialize(to: initialState)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(state).deallocate()
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into the same
    /// lock: the mutex is not recursive.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}

extension LockedState where State == Void {
    /// A lock that guards no value of its own, only a critical section (an ICU handle that must
    /// not be used from two threads at once).
    public convenience init() {
        self.init(())
    }

    /// Runs `body` while holding the lock.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
