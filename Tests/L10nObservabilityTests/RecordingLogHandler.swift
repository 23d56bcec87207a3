import L10nSupport
import Logging

/// A log line as a handler received it.
struct LogRecord: Sendable {
    let level: Logger.Level
    let message: String
    let metadata: Logger.Metadata

    /// A metadata value as text (`nil` when absent).
    func field(_ key: String) -> String? { metadata[key].map { "\($0)" } }

    /// A metadata value that is an array of strings.
    func list(_ key: String) -> [String]? {
        guard case .array(let values) = metadata[key] else { return nil }
        return values.map { "\($0)" }
    }
}

/// A `LogHandler` that keeps every line it is given, for tests to read back: the lines a
/// `LoggingReporter` writes through a real `Logger`.
struct RecordingLogHandler: LogHandler {
    /// The lines, shared by every copy of the handler (a `Logger` copies its handler).
    final class Store: Sendable {
        private let records = LockedState<[LogRecord]>([])

        var lines: [LogRecord] { records.withLock { $0 } }

        func append(_ record: LogRecord) { records.withLock { $0.append(record) } }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        // The handler's own metadata first, the line's over it, as swift-log's handlers merge them.
        let merged = metadata.merging(event.metadata ?? [:]) { _, line in line }
        store.append(LogRecord(level: event.level, message: event.message.description, metadata: merged))
    }

    /// A logger writing into a new store, at `level` and above.
    static func logger(level: Logger.Level = .trace) -> (Logger, Store) {
        let store = Store()
        let logger = Logger(label: "l10n-test") { _ in RecordingLogHandler(store: store, logLevel: level) }
        return (logger, store)
    }
}
