import Foundation
import L10nSupport
import Testing

/// Each thread gets its own value, made on its first use, kept for its life and released when
/// it exits — the contract the plan cache and the lanes rely on.
@Suite struct ThreadLocalTests {
    final class Value: Sendable {
        let serial: Int
        let released: DispatchSemaphore
        init(serial: Int, released: DispatchSemaphore) {
            self.serial = serial
            self.released = released
        }
        deinit { released.signal() }
    }

    /// Runs `body` on a new thread and waits for the thread to finish its work.
    static func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    @Test func eachThreadHasItsOwnValueForItsLife() {
        let made = LockedState(0)
        let released = DispatchSemaphore(value: 0)
        let local = ThreadLocal<Value> {
            Value(
                serial: made.withLock { count in
                    count += 1
                    return count
                }, released: released)
        }
        let serials = LockedState<[[Int]]>([])
        for _ in 0..<3 {
            Self.onNewThread {
                let first = local.value.serial
                let second = local.withValue { $0.serial }
                serials.withLock { $0.append([first, second]) }
            }
        }
        let seen = serials.withLock { $0 }
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0[0] == $0[1] })
        #expect(Set(seen.map { $0[0] }).count == 3)
        #expect(made.withLock { $0 } == 3)
        // Every thread has exited (or is exiting): each value is released by its destructor.
        for _ in 0..<3 {
            #expect(released.wait(timeout: .now() + 10) == .success)
        }
    }
}
