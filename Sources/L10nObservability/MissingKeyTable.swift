import CoreMetrics
import L10n

/// The missing keys a ``LoggingReporter`` has seen, by key, table and localization, with how
/// often each was missed: what decides that only a key's first miss is logged. The reporter
/// keeps a second one for failures and degraded answers, by kind, key, localization and table
/// (or file).
///
/// Bounded by ``capacity`` distinct entries; misses of further keys are counted in one number,
/// ``untracked``, and the first of them is announced once.
struct MissingKeyTable {
    struct ID: Hashable {
        /// Empty for a missing key; else the report's kind (`degraded.format`, `failed.resource`).
        let kind: String
        let key: String
        let table: String
        let localization: Localization?

        init(_ missing: MissingKey) {
            kind = ""
            key = missing.key
            table = missing.table
            localization = missing.localization
        }

        init(kind: String, key: String, table: String, localization: Localization?) {
            self.kind = kind
            self.key = key
            self.table = table
            self.localization = localization
        }

        /// The key alone: hashing a string is most of a repeated miss's cost, and one key
        /// rarely goes missing in more than a few tables and localizations (equality still
        /// compares all three).
        func hash(into hasher: inout Hasher) {
            hasher.combine(key)
        }
    }

    struct Entry {
        var count: Int
        /// The entry's localization's counter, kept here so a repeat costs no second lookup.
        let counter: Counter
    }

    /// What a miss was.
    enum Miss {
        /// The entry's first miss: to be logged.
        case first
        /// A miss of a key seen before: counted only.
        case repeated
        /// A miss of a key the full table does not track; `announce` for the first such miss.
        case untracked(announce: Bool)
    }

    let capacity: Int
    private(set) var entries: [ID: Entry] = [:]
    /// Misses of keys that found the table full.
    private(set) var untracked = 0
    private var announcedFull = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Counts a miss of a key already in the table and returns its counter; `nil` for a key the
    /// table does not have (yet).
    mutating func repeatMiss(_ id: ID) -> Counter? {
        guard let index = entries.index(forKey: id) else { return nil }
        entries.values[index].count += 1
        return entries.values[index].counter
    }

    /// Counts a miss of a key ``repeatMiss(_:)`` did not find, with the counter made for it
    /// meanwhile (another thread may have added the key since).
    mutating func firstMiss(_ id: ID, counter: Counter) -> Miss {
        if repeatMiss(id) != nil { return .repeated }
        guard entries.count < capacity else {
            untracked += 1
            defer { announcedFull = true }
            return .untracked(announce: !announcedFull)
        }
        entries[id] = Entry(count: 1, counter: counter)
        return .first
    }

    /// Forgets every entry, so each key's next miss is logged again.
    mutating func removeAll() {
        entries.removeAll()
        untracked = 0
        announcedFull = false
    }
}
