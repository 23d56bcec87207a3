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
public enum ThreadLane {
    /// One lane per online processor, at most 16.
    public static let count: Int = {
        let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return min(max(processors, 1), 16)
    }()

    /// The lane a thread was given, kept for the thread's life.
    @usableFromInline
    final class Assigned: Sendable {
        @usableFromInline let lane: Int
        init(lane: Int) { self.lane = lane }
    }

    private static let numbered = LockedState<Int>(0)

    @usableFromInline static let assigned = ThreadLocal<Assigned> {
        Assigned(
            lane: numbered.withLock { next in
                defer { next += 1 }
                return next % count
            })
    }

    /// The current thread's lane, in `0..<count`.
    @inlinable
    public static var current: Int {
        assigned.withValue { $0.lane }
    }
}
