#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which lane of a structure split per processor the current thread works in.
///
/// Threads are numbered in the order they first ask, and thread `n` works in lane
/// `n % count`. A server's long-lived threads (its event loops, Swift's cooperative pool, one
/// per core, started together) thus get a lane each, and what a lane holds — caches, ICU
/// formats, their locks and reference counts — is read and written by one core: nothing
/// bounces between caches on the hot path. Threads beyond `count`, or started at other times,
/// may share a lane; every lane is complete and thread-safe, so sharing costs only speed.
package enum ThreadLane {
    /// One lane per online processor, at most 16.
    package static let count: Int = {
        let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return min(max(processors, 1), 16)
    }()

    /// The current thread's lane + 1, kept in thread-local storage (0: not yet given one).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    private static let numbered = LockedState<Int>(0)

    /// The current thread's lane, in `0..<count`.
    package static var current: Int {
        if let stored = pthread_getspecific(key) {
            return Int(bitPattern: stored) - 1
        }
        let lane = numbered.withLock { next in
            defer { next += 1 }
            return next % count
        }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: lane + 1))
        return lane
    }
}
