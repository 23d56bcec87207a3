// The Swift runtime's gap that scripts/tsan.supp works around, reproduced without Vapor or NIO;
// scripts/sanitize runs it before each ThreadSanitizer run.
//
// A continuation resumed on another thread before the awaiting task reaches its suspension
// point: the runtime (swift_continuation_await, Swift 6.3.1) then goes on synchronously on the
// awaiting thread, synchronized by an atomic of its own, which ThreadSanitizer cannot see,
// without the `__tsan_acquire` it issues when it enqueues a resumed task instead. The value
// built on the resuming thread is read after the `await` with no happens-before edge that
// ThreadSanitizer knows of, so it reports a race that the memory model rules out.
//
// The resuming side raises a flag only after it resumed; the awaiting side spins on the flag in
// the continuation's body, so the resumption always wins. Relaxed atomics, because they give
// ThreadSanitizer no edge of their own.
//
// Run it built with -sanitize=thread: it prints 42, and ThreadSanitizer reports the read of
// `box.value` against its initialization in `Box.init` as long as the runtime has the gap.
import Dispatch
import Synchronization

final class Box: @unchecked Sendable {
    var value = 0
}

final class Flag: Sendable {
    let raised = Atomic(false)
}

@main
struct ContinuationResumedBeforeAwait {
    static func main() async {
        let resumed = Flag()
        let box: Box = await withUnsafeContinuation { continuation in
            DispatchQueue.global().async {
                let box = Box()
                box.value = 42
                continuation.resume(returning: box)
                resumed.raised.store(true, ordering: .relaxed)
            }
            while !resumed.raised.load(ordering: .relaxed) {}
        }
        print(box.value)
    }
}
