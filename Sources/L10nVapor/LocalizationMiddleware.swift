#if Vapor
public import L10n
public import Vapor

/// Chooses each request's localization and tags the response with it.
///
/// Before the route runs, the middleware reads the request's language sources in the order of
/// its `LanguageSelection` and stores the outcome on the request, where handlers reach it as
/// `request.localization`, and binds it to the route's task as `ResolvedLocalization.current`,
/// where code that has no request in hand finds it (Apple's `String(localized:)`, which the
/// `L10nFoundation` product gives on Linux). The response then carries `Content-Language` (unless the handler
/// set its own) and `Vary` for the headers the choice read (`Accept-Language`, and `Cookie`
/// when a cookie is a source).
///
/// ```swift
/// app.middleware.use(LocalizationMiddleware(localizer: localizer))
/// app.get("hello") { request in
///     try request.localization.localize("greeting", arguments: ["Ada"]).string
/// }
/// ```
///
/// Every request's calls follow the middleware's ``failurePolicy``, `FailurePolicy.degrade`
/// unless told otherwise: a translator's mistake (a specifier that does not fit, a broken
/// file, a missing key) is answered by the next localization that can, and reported once, so
/// it never becomes a `500`. A `LocalizationError` that still escapes a handler (no
/// localization could answer) becomes a `500` response with a plain-text body that names no
/// key unless ``exposesKeysInErrors``; it never becomes an empty body. The localizer's
/// `LocalizationReporter` has reported the failure with the request's logger metadata, so
/// the middleware logs it only when the localizer has no reporter.
public struct LocalizationMiddleware: AsyncMiddleware {
    private let localizer: any ServingLocalizer
    /// The sources read, in order.
    public let selection: LanguageSelection

    /// What the request's calls do when the chosen localization cannot answer; `nil` keeps
    /// the localizer's own policy (a `Localizer`'s is `FailurePolicy.apple`).
    public let failurePolicy: FailurePolicy?
    /// Whether a `500`'s body names the key that failed (off: a client learns nothing of the
    /// service's strings; the log has the key, file and line).
    public let exposesKeysInErrors: Bool
    /// Where a request's tenant comes from (`TenantSelection`), if requests have one.
    public let tenant: TenantSelection?

    /// A middleware answering from `localizer`: a `Localizer`, a `ReloadingLocalizer`
    /// whose serving snapshot a request keeps from start to end, or an `OverridingLocalizer`
    /// whose scope the request's `tenant` chooses.
    ///
    /// - Parameters:
    ///   - localizer: What answers the requests' calls.
    ///   - selection: The language sources each request is read for, in order: `?lang=`, a
    ///     `lang` cookie, `Accept-Language`, then the development region by default.
    ///   - failurePolicy: `FailurePolicy.degrade` by default; `FailurePolicy.strict` for a
    ///     test suite that must see every mistake; `nil` for the localizer's own.
    ///   - exposesKeysInErrors: Whether a `500`'s body names the key that failed.
    ///   - tenant: Where a request's tenant comes from, for a localizer whose overrides differ
    ///     by tenant (`OverridingLocalizer`); `nil`: no request has one.
    public init(
        localizer: some ServingLocalizer, selection: LanguageSelection = .standard, failurePolicy: FailurePolicy? = .degrade,
        exposesKeysInErrors: Bool = false, tenant: TenantSelection? = nil
    ) {
        self.localizer = localizer
        self.tenant = tenant
        self.selection = selection
        self.failurePolicy = failurePolicy
        self.exposesKeysInErrors = exposesKeysInErrors
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let input = VaporLanguageInput(request)
        let tenant = self.tenant?.tenant(of: input)
        let localizer = self.localizer.servingLocalizer(for: tenant)
        var selected: ResolvedLocalization
        do {
            var metadata = localizer.reporter == nil ? [:] : request.logger.handler.metadata.mapValues(\.description)
            if let tenant, localizer.reporter != nil { metadata["tenant"] = tenant.name }
            selected = try localizer.localization(selecting: selection, from: input, metadata: metadata)
        } catch {
            if localizer.reporter == nil { request.logger.error("localization failed: \(error)") }
            return .localizationFailure(error, namingKey: exposesKeysInErrors)
        }
        if let failurePolicy { selected = selected.with(failurePolicy: failurePolicy) }
        request.storage[ResolvedLocalizationKey.self] = selected
        let response: Response
        do {
            // Bound for the route's task too, so code without the request in hand (Apple's
            // `String(localized:)` through L10nFoundation) answers in the request's language.
            response = try await ResolvedLocalization.withCurrent(selected) {
                try await next.respond(to: request)
            }
        } catch let error as LocalizationError {
            if localizer.reporter == nil { request.logger.error("localization failed: \(error)") }
            response = .localizationFailure(error, namingKey: exposesKeysInErrors)
        }
        if !response.headers.contains(name: .contentLanguage) {
            response.headers.replaceOrAdd(name: .contentLanguage, value: selected.contentLanguage)
        }
        let existing = response.headers[.vary]
        if let vary = selection.vary(adding: existing.isEmpty ? nil : existing.joined(separator: ", ")) {
            response.headers.replaceOrAdd(name: .vary, value: vary)
        }
        return response
    }
}

extension Request {
    /// The request's localization, with the source that chose it; `nil` until
    /// ``LocalizationMiddleware`` has run.
    public var resolvedLocalization: ResolvedLocalization? {
        storage[ResolvedLocalizationKey.self]
    }

    /// The request's localization, resolved once by ``LocalizationMiddleware``.
    ///
    /// - Throws: An `Abort` (`500`) naming the missing middleware when none ran for this
    ///   route, rather than serving a string in some language nobody chose.
    public var localization: ResolvedLocalization {
        get throws {
            guard let resolvedLocalization else {
                throw Abort(
                    .internalServerError,
                    reason: "No LocalizationMiddleware ran for this route: add it to the application's or the route group's middleware.")
            }
            return resolvedLocalization
        }
    }

    /// The source that chose the request's localization; `nil` until ``LocalizationMiddleware`` has run.
    public var languageSource: LanguageSource? { resolvedLocalization?.languageSource }
}

private struct ResolvedLocalizationKey: StorageKey {
    typealias Value = ResolvedLocalization
}

extension Response {
    /// A `500` whose body says that a text could not be localized, naming the key only when
    /// asked (`LocalizationError.publicDescription(namingKey:)`); the full description, with
    /// files and lines, goes to the log.
    static func localizationFailure(_ error: LocalizationError, namingKey: Bool) -> Response {
        Response(
            status: .internalServerError,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: .init(string: "Internal Server Error: \(error.publicDescription(namingKey: namingKey)).\n"))
    }
}

/// A Vapor request as `LanguageSelection` reads it.
struct VaporLanguageInput: LanguageSelectionInput {
    let request: Request

    init(_ request: Request) { self.request = request }

    var firstPathSegment: Substring? {
        let segment = request.url.path.drop { $0 == "/" }.prefix { $0 != "/" }
        return segment.isEmpty ? nil : Substring(segment)
    }

    func queryParameter(_ name: String) -> String? {
        // One pass over the raw query: `request.query` would decode it as a form.
        request.url.query.flatMap { LanguageSelection.queryValue(name, in: $0) }
    }

    func cookie(_ name: String) -> String? {
        request.cookies[name]?.string
    }

    var acceptLanguage: String? {
        let lines = request.headers[.acceptLanguage]
        return lines.isEmpty ? nil : lines.joined(separator: ", ")
    }

    func header(_ name: String) -> String? {
        request.headers.first(name: name)
    }
}
#endif
