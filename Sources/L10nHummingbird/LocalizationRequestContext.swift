#if Hummingbird
public import Hummingbird
public import L10n

/// A request context that carries the request's localization, set by ``LocalizationMiddleware``.
///
/// Adopt it in a service's own context by adding one stored property:
///
/// ```swift
/// struct AppRequestContext: LocalizationRequestContext {
///     var coreContext: CoreRequestContextStorage
///     var resolvedLocalization: ResolvedLocalization?
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
/// }
/// ```
public protocol LocalizationRequestContext: RequestContext {
    /// The request's localization, with the source that chose it; `nil` until
    /// ``LocalizationMiddleware`` has run.
    var resolvedLocalization: ResolvedLocalization? { get set }
}

extension LocalizationRequestContext {
    /// The request's localization, resolved once by ``LocalizationMiddleware``.
    ///
    /// - Throws: An `HTTPError` (`500`) naming the missing middleware when none ran for this
    ///   route, rather than serving a string in some language nobody chose.
    public var localization: ResolvedLocalization {
        get throws {
            guard let resolvedLocalization else {
                throw HTTPError(
                    .internalServerError,
                    message: "No LocalizationMiddleware ran for this route: add it to the router before the route.")
            }
            return resolvedLocalization
        }
    }

    /// The source that chose the request's localization; `nil` until ``LocalizationMiddleware`` has run.
    public var languageSource: LanguageSource? { resolvedLocalization?.languageSource }
}

/// A context with nothing but Hummingbird's core and the request's localization.
public struct BasicLocalizationRequestContext: LocalizationRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var resolvedLocalization: ResolvedLocalization?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.resolvedLocalization = nil
    }
}

/// A Hummingbird request as ``LanguageSelection`` reads it.
struct HummingbirdLanguageInput: LanguageSelectionInput {
    let request: Request

    init(_ request: Request) { self.request = request }

    var firstPathSegment: Substring? {
        let path = request.uri.path
        let segment = path.drop { $0 == "/" }.prefix { $0 != "/" }
        return segment.isEmpty ? nil : Substring(segment)
    }

    func queryParameter(_ name: String) -> String? {
        // One pass over the raw query: `queryParameters` would decode every pair.
        request.uri.query.flatMap { LanguageSelection.queryValue(name, in: $0) }
    }

    func cookie(_ name: String) -> String? {
        request.cookies[name]?.value
    }

    var acceptLanguage: String? { request.headers[.acceptLanguage] }

    func header(_ name: String) -> String? {
        // Names are compared as HTTP/2 sends them (lower case); the first field of the name.
        let name = name.lowercased()
        // HTTP/1's `Host` is the request's authority here, as HTTP/2's `:authority` is.
        if name == "host" { return request.head.authority }
        return request.headers.first { $0.name.canonicalName == name }?.value
    }
}
#endif
