import L10n

/// A reporter that hands each event to a closure, for tests that watch what a localizer reports.
public struct TestReporter: LocalizationReporter {
    public let body: @Sendable (LocalizationEvent) -> Void

    public init(_ body: @escaping @Sendable (LocalizationEvent) -> Void) {
        self.body = body
    }

    /// Reports only missing keys, to `handler`.
    public static func missingKeys(_ handler: @escaping @Sendable (MissingKey) -> Void) -> TestReporter {
        TestReporter { event in
            if case .missingKey(let missing) = event.kind { handler(missing) }
        }
    }

    public func report(_ event: LocalizationEvent) { body(event) }
}
