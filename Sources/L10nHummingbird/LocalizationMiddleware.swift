#if Hummingbird
public import Hummingbird
public import L10n
import Logging

/// Chooses each request's localization and tags the response with it.
///
/// Before the handler runs, the middleware reads the request's language sources in the order
/// of its `LanguageSelection` and stores the outcome in the context, where handlers reach it
/// as ``LocalizationRequestContext/localization``, and binds it to the handler's task as
/// `ResolvedLocalization.current`, where code that has no context in hand finds it (Apple's
/// `String(localized:)`, which the `L10nFoundation` product gives on Linux). The response then carries
/// `Content-Language` (unless the handler set its own) and `Vary` for the headers the choice
/// read (`Accept-Language`, and `Cookie` when a cookie is a source).
///
/// ```swift
/// let router = Router(context: BasicLocalizationRequestContext.self)
/// router.add(middleware: LocalizationMiddleware(localizer: localizer))
/// router.get("/hello") { _, context in
///     try context.localization.localize("greeting", arguments: ["Ada"]).string
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
public struct LocalizationMiddleware<Context: LocalizationRequestContext>: RouterMiddleware {
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

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let input = HummingbirdLanguageInput(request)
        let tenant = self.tenant?.tenant(of: input)
        let localizer = self.localizer.servingLocalizer(for: tenant)
        var selected: ResolvedLocalization
        do {
            var metadata = localizer.reporter == nil ? [:] : context.logger.flatMetadata
            if let tenant, localizer.reporter != nil { metadata["tenant"] = tenant.name }
            selected = try localizer.localization(selecting: selection, from: input, metadata: metadata)
        } catch {
            if localizer.reporter == nil { context.logger.error("localization failed: \(error)") }
            return .localizationFailure(error, namingKey: exposesKeysInErrors)
        }
        if let failurePolicy { selected = selected.with(failurePolicy: failurePolicy) }
        var context = context
        context.resolvedLocalization = selected
        var response: Response
        do {
            // Bound for the handler's task too, so code without the context in hand (Apple's
            // `String(localized:)` through L10nFoundation) answers in the request's language.
            response = try await ResolvedLocalization.withCurrent(selected) { [context] in
                try await next(request, context)
            }
        } catch let error as LocalizationError {
            if localizer.reporter == nil { context.logger.error("localization failed: \(error)") }
            response = .localizationFailure(error, namingKey: exposesKeysInErrors)
        }
        if response.headers[.contentLanguage] == nil {
            response.headers[.contentLanguage] = selected.contentLanguage
        }
        if let vary = selection.vary(adding: response.headers[.vary]) {
            response.headers[.vary] = vary
        }
        return response
    }
}

extension Response {
    /// A `500` whose body says that a text could not be localized, naming the key only when
    /// asked (`LocalizationError.publicDescription(namingKey:)`); the full description, with
    /// files and lines, goes to the log.
    static func localizationFailure(_ error: LocalizationError, namingKey: Bool) -> Response {
        Response(
            status: .internalServerError,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "Internal Server Error: \(error.publicDescription(namingKey: namingKey)).\n"))
        )
    }
}

extension Logger {
    /// The logger's metadata as text, for the reports of a request's calls (`hb.request.id`).
    var flatMetadata: [String: String] {
        handler.metadata.mapValues(\.description)
    }
}
#endif
