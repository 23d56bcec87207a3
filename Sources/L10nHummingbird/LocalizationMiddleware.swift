#if Hummingbird
public import Hummingbird
public import L10n
import Logging

/// Chooses each request's localization and tags the response with it.
///
/// Before the handler runs, the middleware reads the request's language sources in the order
/// of its ``LanguageSelection`` and stores the outcome in the context, where handlers reach it
/// as ``LocalizationRequestContext/localization``. The response then carries
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
/// A ``LocalizationError`` that escapes a handler becomes a `500` response with a plain-text
/// body naming the key, and is logged at `error` level with the request's logger metadata;
/// it never becomes an empty body. Missing keys follow the localizer's policy (the key, or the
/// request's default value) and reach its ``LocalizationReporter`` with the same metadata.
public struct LocalizationMiddleware<Context: LocalizationRequestContext>: RouterMiddleware {
    private let localizer: any ServingLocalizer
    /// The sources read, in order.
    public let selection: LanguageSelection

    /// A middleware answering from `localizer`: a ``Localizer``, or a ``ReloadingLocalizer``
    /// whose serving snapshot a request keeps from start to end.
    public init(localizer: some ServingLocalizer, selection: LanguageSelection = .standard) {
        self.localizer = localizer
        self.selection = selection
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let localizer = self.localizer.servingLocalizer
        let selected: ResolvedLocalization
        do {
            selected = try localizer.localization(
                selecting: selection, from: HummingbirdLanguageInput(request),
                metadata: localizer.reporter == nil ? [:] : context.logger.flatMetadata)
        } catch {
            context.logger.error("localization failed: \(error)")
            return .localizationFailure(error)
        }
        var context = context
        context.resolvedLocalization = selected
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as LocalizationError {
            context.logger.error("localization failed: \(error)")
            response = .localizationFailure(error)
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
    /// A `500` whose body says which key failed (``LocalizationError/publicDescription``);
    /// the full description, with files and lines, goes to the log.
    static func localizationFailure(_ error: LocalizationError) -> Response {
        Response(
            status: .internalServerError,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "Internal Server Error: \(error.publicDescription).\n")))
    }
}

extension Logger {
    /// The logger's metadata as text, for the reports of a request's calls (`hb.request.id`).
    var flatMetadata: [String: String] {
        handler.metadata.mapValues(\.description)
    }
}
#endif
