import L10nSupport
import Logging

/// A log line as a handler received it.
public struct LogRecord: Sendable {
    public let level: Logger.Level
    public let message: String
    public let metadata: Logger.Metadata

    /// A metadata value as text (`nil` when absent).
    public func field(_ key: String) -> String? { metadata[key].map { "\($0)" } }

    /// A metadata value that is an array of strings.
    public func list(_ key: String) -> [String]? {
        guard case .array(let values) = metadata[key] else { return nil }
        return values.map { "\($0)" }
    }
}

/// A `LogHandler` that keeps every line it is given, for tests to read back: the lines a
/// `LoggingReporter` writes through a real `Logger`.
public struct RecordingLogHandler: LogHandler {
    /// The lines, shared by every copy of the handler (a `Logger` copies its handler).
    public final class Store: Sendable {
        private let records = LockedState<[LogRecord]>([])

        public var lines: [LogRecord] { records.withLock { $0 } }

        public func append(_ record: LogRecord) { records.withLock { $0.append(record) } }
    }

    public let store: Store
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        // The handler's own metadata first, the line's over it, as swift-log's handlers merge them.
        let merged = metadata.merging(event.metadata ?? [:]) { _, line in line }
        store.append(LogRecord(level: event.level, message: event.message.description, metadata: merged))
    }

    /// A logger writing into a new store, at `level` and above.
    public static func logger(level: Logger.Level = .trace) -> (Logger, Store) {
        let store = Store()
        let logger = Logger(label: "l10n-test") { _ in RecordingLogHandler(store: store, logLevel: level) }
        return (logger, store)
    }
}
