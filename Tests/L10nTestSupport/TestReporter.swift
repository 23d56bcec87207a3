import L10n

/// A reporter that hands each event and its metadata to a closure, for tests that watch what a
/// localizer reports.
public struct TestReporter: LocalizationReporter {
    public let body: @Sendable (LocalizationEvent, [String: String]) -> Void

    public init(_ body: @escaping @Sendable (LocalizationEvent, [String: String]) -> Void) {
        self.body = body
    }

    /// Reports only missing keys, to `handler`.
    public static func missingKeys(_ handler: @escaping @Sendable (MissingKey) -> Void) -> TestReporter {
        TestReporter { event, _ in
            if case .missingKey(let missing) = event { handler(missing) }
        }
    }

    public func report(_ event: LocalizationEvent, metadata: [String: String]) { body(event, metadata) }
}
