#if Vapor
public import L10n
public import Vapor

/// Chooses each request's localization and tags the response with it.
///
/// Before the route runs, the middleware reads the request's language sources in the order of
/// its ``LanguageSelection`` and stores the outcome on the request, where handlers reach it as
/// `request.localization`. The response then carries `Content-Language` (unless the handler
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
/// A ``LocalizationError`` that escapes a handler becomes a `500` response with a plain-text
/// body naming the key, and is logged at `error` level with the request's logger metadata;
/// it never becomes an empty body. Missing keys follow the localizer's policy (the key, or the
/// request's default value) and reach its ``LocalizationReporter`` with the same metadata.
public struct LocalizationMiddleware: AsyncMiddleware {
    private let localizer: any ServingLocalizer
    /// The sources read, in order.
    public let selection: LanguageSelection

    /// A middleware answering from `localizer`: a ``Localizer``, or a ``ReloadingLocalizer``
    /// whose serving snapshot a request keeps from start to end.
    public init(localizer: some ServingLocalizer, selection: LanguageSelection = .standard) {
        self.localizer = localizer
        self.selection = selection
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let localizer = self.localizer.servingLocalizer
        let selected: ResolvedLocalization
        do {
            selected = try localizer.localization(
                selecting: selection, from: VaporLanguageInput(request),
                metadata: localizer.reporter == nil ? [:] : request.logger.handler.metadata.mapValues(\.description))
        } catch {
            request.logger.error("localization failed: \(error)")
            return .localizationFailure(error)
        }
        request.storage[ResolvedLocalizationKey.self] = selected
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch let error as LocalizationError {
            request.logger.error("localization failed: \(error)")
            response = .localizationFailure(error)
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
    /// A `500` whose body says which key failed (``LocalizationError/publicDescription``);
    /// the full description, with files and lines, goes to the log.
    static func localizationFailure(_ error: LocalizationError) -> Response {
        Response(
            status: .internalServerError,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: .init(string: "Internal Server Error: \(error.publicDescription).\n"))
    }
}

/// A Vapor request as ``LanguageSelection`` reads it.
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
}
#endif
