import L10nICU
import L10nResources
import L10nSupport
import Synchronization

/// Tables read from disk, each read at most once however many tasks ask at the same time.
///
/// A slot per source, created under a short global lock; the slot's own lock is held while its
/// file is read, so tasks wanting other files are not held up and tasks wanting the same file
/// wait for the one read instead of repeating it.
final class TableCache: Sendable {
    private final class Slot: Sendable {
        let result = LockedState<Result<StringTable, ResourceError>?>(nil)
    }

    private let slots = LockedState<[TableSource: Slot]>([:])
    private let reads = Atomic<Int>(0)

    /// How many sources have been read so far.
    var sourcesRead: Int { reads.load(ordering: .relaxed) }

    /// The table for `source`, read by `load` the first time it is asked for. A failure is kept
    /// too: a broken file is reported each time, not re-read.
    func table(
        for source: TableSource, load: (TableSource) throws(ResourceError) -> StringTable
    ) throws(ResourceError) -> StringTable {
        let slot = slots.withLock { slots in
            if let slot = slots[source] { return slot }
            let slot = Slot()
            slots[source] = slot
            return slot
        }
        let result = slot.result.withLock { stored in
            if let stored { return stored }
            reads.add(1, ordering: .relaxed)
            let loaded: Result<StringTable, ResourceError>
            do throws(ResourceError) { loaded = .success(try load(source)) } catch { loaded = .failure(error) }
            stored = loaded
            return loaded
        }
        return try result.get()
    }
}
