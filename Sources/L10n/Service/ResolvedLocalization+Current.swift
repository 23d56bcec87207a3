extension ResolvedLocalization {
    /// The localization of the request the current task serves, bound by the Hummingbird and
    /// Vapor middlewares around each handler; `nil` outside a request.
    ///
    /// Code that has no request in hand answers in the request's language through it: Apple's
    /// `String(localized:)` and `LocalizedStringResource` as the `L10nFoundation` product
    /// gives them on Linux read it, and so can a service's own helpers. A task-local value, so
    /// child tasks a handler starts (`async let`, task groups) see their request's
    /// localization and concurrent requests never see each other's; a detached task or a
    /// job run after the response sees none, and a job worker binds the recipient's with
    /// ``withCurrent(_:operation:isolation:)``.
    public static var current: ResolvedLocalization? { Bound.current?.localization }

    /// Runs `operation` with `localization` as ``current``, for its task and the child tasks
    /// it starts:
    ///
    /// ```swift
    /// let localization = try localizer.localization(for: .preferred(recipient.languages))
    /// try await ResolvedLocalization.withCurrent(localization) {
    ///     try await sendWelcomeEmail(to: recipient)   // String(localized:) inside answers for the recipient
    /// }
    /// ```
    public static func withCurrent<Result>(
        _ localization: ResolvedLocalization, operation: () async throws -> Result,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> Result {
        try await Bound.$current.withValue(Bound(localization), operation: operation, isolation: isolation)
    }

    /// ``withCurrent(_:operation:isolation:)`` for synchronous code.
    public static func withCurrent<Result>(
        _ localization: ResolvedLocalization, operation: () throws -> Result
    ) rethrows -> Result {
        try Bound.$current.withValue(Bound(localization), operation: operation)
    }

    /// The task-local slot: a class, so that reading it retains one reference where a copy of
    /// the struct would retain each of its own (about 30 ns of a `String(localized:)` call).
    package final class Bound: Sendable {
        @TaskLocal package static var current: Bound?

        package let localization: ResolvedLocalization

        init(_ localization: ResolvedLocalization) {
            self.localization = localization
        }
    }
}
