/// Where an HTTP request's language can come from.
public enum LanguageSource: Sendable, Hashable, CustomStringConvertible {
    /// The first segment of the request's path: `/fr/…`, `/pt-BR/…`.
    case pathPrefix
    /// A query parameter: `?lang=fr` for `.queryParameter("lang")`.
    case queryParameter(String)
    /// A cookie: `lang=fr` for `.cookie("lang")`.
    case cookie(String)
    /// The `Accept-Language` header, its weights and order as the client wrote them.
    case acceptLanguage
    /// No source named a localization the bundle has: the bundle's backstop answers (its
    /// development region, else `en_US`, else its first localization), as `Bundle` does.
    case developmentRegion

    public var description: String {
        switch self {
        case .pathPrefix: "path prefix"
        case .queryParameter(let name): "query parameter '\(name)'"
        case .cookie(let name): "cookie '\(name)'"
        case .acceptLanguage: "Accept-Language"
        case .developmentRegion: "development region"
        }
    }
}

/// What a request offers ``LanguageSelection``, read from an HTTP framework's request type.
///
/// The integrations (`L10nHummingbird`, `L10nVapor`) implement it over their requests; a
/// service on another framework implements the four members and calls
/// ``Localizer/localization(selecting:from:metadata:)``.
public protocol LanguageSelectionInput {
    /// The first segment of the request's path without its slashes (`fr` for `/fr/home`),
    /// `nil` for `/`.
    var firstPathSegment: Substring? { get }
    /// The value of the query parameter `name`, percent-decoded; `nil` when absent.
    func queryParameter(_ name: String) -> String?
    /// The value of the cookie `name`; `nil` when absent.
    func cookie(_ name: String) -> String?
    /// The `Accept-Language` header (its lines joined with commas); `nil` when absent.
    var acceptLanguage: String? { get }
    /// The first value of the header `name`; `nil` when absent. Read for a request's tenant
    /// (``TenantSelection``); an input that does not implement it has no headers but those above.
    func header(_ name: String) -> String?
}

extension LanguageSelectionInput {
    public func header(_ name: String) -> String? { nil }
}

/// How a service chooses a request's localization: its sources, tried in order.
///
/// The first source that names a localization the bundle has wins. A language matches as a
/// user's preference does in `Bundle.preferredLocalizations(from:forPreferences:)`: `?lang=fr-CA`
/// chooses `fr.lproj` and formats for `fr_CA`. A source that is absent, malformed (not a
/// language tag, or longer than ``maximumValueLength``), or names no localization of the
/// bundle is passed over, so `?lang=xx` falls through to the cookie and then to
/// `Accept-Language`. When none matches, the bundle's development region answers, formatted
/// for the `Accept-Language` user's region when there is one
/// (``LanguageSource/developmentRegion``).
///
/// ```swift
/// let selection = LanguageSelection([.pathPrefix, .cookie("lang"), .acceptLanguage])
/// ```
public struct LanguageSelection: Sendable, Hashable {
    /// The sources, tried in order; the development region is always tried last.
    public let sources: [LanguageSource]

    /// The `Vary` value when the handler set none: ``varyingHeaders`` joined, made once.
    private let varyingHeadersValue: String?

    /// The longest value a path segment, query parameter or cookie may hold to be read as a
    /// language (`zh-Hant-TW` has 10 bytes; BCP 47 asks implementations to take 35).
    public static let maximumValueLength = 35

    /// A query parameter `lang`, then a cookie `lang`, then `Accept-Language`.
    public static let standard = LanguageSelection([.queryParameter("lang"), .cookie("lang"), .acceptLanguage])

    /// - Parameter sources: Tried in order. ``LanguageSource/developmentRegion`` is implied
    ///   last; naming it (anywhere) changes nothing.
    public init(_ sources: [LanguageSource]) {
        var unique: [LanguageSource] = []
        for source in sources where source != .developmentRegion && !unique.contains(source) {
            unique.append(source)
        }
        self.sources = unique
        var names: [String] = []
        if unique.contains(.acceptLanguage) { names.append("Accept-Language") }
        if unique.contains(where: { if case .cookie = $0 { true } else { false } }) { names.append("Cookie") }
        self.varyingHeaders = names
        self.varyingHeadersValue = names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The request headers a response depends on, for its `Vary` header: `Accept-Language`
    /// when it is a source, `Cookie` when a cookie is. (The path and query are part of the URL
    /// a cache keys on already.)
    public let varyingHeaders: [String]

    /// A response's `Vary` value with ``varyingHeaders`` added to `existing` (the handler's
    /// own), each once; `nil` when nothing needs adding. A `Vary: *` stays as it is.
    public func vary(adding existing: String?) -> String? {
        guard let existing, !existing.isEmpty else { return varyingHeadersValue }
        let present = existing.split(separator: ",").map { $0.trimmingSpaces().lowercased() }.filter { !$0.isEmpty }
        if present.contains("*") { return nil }
        let missing = varyingHeaders.filter { !present.contains($0.lowercased()) }
        if missing.isEmpty { return nil }
        return ((present.isEmpty ? [] : [existing]) + missing).joined(separator: ", ")
    }

    /// The value of the first `name=value` pair named `name` in a URL's query (`a=1&lang=fr`),
    /// percent-decoded, `+` read as a space; `nil` when there is none, or its escapes are not
    /// UTF-8. For integrations whose frameworks would otherwise decode every pair of the query.
    public static func queryValue(_ name: String, in query: some StringProtocol) -> String? {
        for pair in Substring(query).utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
            guard let key = decodedQueryText(pair[..<equals]), key == name else { continue }
            return decodedQueryText(pair[pair.index(after: equals)...])
        }
        return nil
    }

    private static func decodedQueryText(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(Substring(bytes))
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                decoded.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                let high = bytes.index(after: index)
                guard high < bytes.endIndex, bytes.index(after: high) < bytes.endIndex,
                    let h = hexValue(bytes[high]), let l = hexValue(bytes[bytes.index(after: high)])
                else { return nil }
                decoded.append(h << 4 | l)
                index = bytes.index(after: high)
            } else {
                decoded.append(byte)
            }
            index = bytes.index(after: index)
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `value` when it can be a language tag or a localization's folder name: 1 to
    /// ``maximumValueLength`` ASCII letters, digits, `-` and `_`, starting with a letter.
    static func language(_ value: some StringProtocol) -> String? {
        let bytes = value.utf8
        guard let first = bytes.first, bytes.count <= maximumValueLength else { return nil }
        guard (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { return nil }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                continue
            default:
                return nil
            }
        }
        return String(value)
    }
}

extension Localizer {
    /// Chooses a request's localization from its sources in `selection`'s order, then resolves
    /// it once for every call the request makes.
    ///
    /// Only the localization kept is reported (``LocalizationEvent/served(localization:contentLanguage:)``),
    /// with its truncated `Accept-Language` header if it had one.
    ///
    /// - Parameters:
    ///   - selection: The sources and their order.
    ///   - request: The request's path, query, cookies and `Accept-Language` header.
    ///   - metadata: Attached to every report about this request's calls (a request id).
    /// - Returns: The request's localization, its ``ResolvedLocalization/languageSource`` the
    ///   source that chose it (``LanguageSource/developmentRegion`` when none did).
    /// - Throws: ``LocalizationError/Reason/noLocalization`` when the bundle has no localizations.
    public func localization(
        selecting selection: LanguageSelection, from request: some LanguageSelectionInput,
        metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        var backstop: LocalizationRequest.Languages?
        for source in selection.sources {
            let languages: LocalizationRequest.Languages
            switch source {
            case .pathPrefix:
                guard let segment = request.firstPathSegment, let language = LanguageSelection.language(segment)
                else { continue }
                languages = .preferred([language])
            case .queryParameter(let name):
                guard let value = request.queryParameter(name), let language = LanguageSelection.language(value)
                else { continue }
                languages = .preferred([language])
            case .cookie(let name):
                guard let value = request.cookie(name), let language = LanguageSelection.language(value)
                else { continue }
                languages = .preferred([language])
            case .acceptLanguage:
                guard let header = request.acceptLanguage else { continue }
                languages = .acceptLanguage(header)
            case .developmentRegion:
                continue
            }
            let localization = try unreportedLocalization(for: LocalizationRequest(languages), source: source, metadata: metadata)
            if !localization.isBackstop {
                report(served: localization)
                return localization
            }
            // An unmatched `Accept-Language` still says where the user is: the backstop
            // formats for their region, as Apple derives a locale from an unmatched preference.
            if source == .acceptLanguage { backstop = languages }
        }
        let localization = try unreportedLocalization(
            for: LocalizationRequest(backstop ?? .preferred([])), source: .developmentRegion, metadata: metadata)
        report(served: localization)
        return localization
    }
}

extension ReloadingLocalizer {
    /// ``Localizer/localization(selecting:from:metadata:)`` on the serving snapshot.
    public func localization(
        selecting selection: LanguageSelection, from request: some LanguageSelectionInput,
        metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        try localizer.localization(selecting: selection, from: request, metadata: metadata)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}

/// Where a service gets the localizer that answers a request: a ``Localizer`` itself, or the
/// serving snapshot of a ``ReloadingLocalizer``. The framework middlewares take either.
public protocol ServingLocalizer: Sendable {
    /// The localizer that answers a request starting now; a request keeps it to the end.
    var servingLocalizer: Localizer { get }
    /// The localizer that answers a request of `tenant` starting now: ``servingLocalizer``
    /// unless overrides differ by tenant (``OverridingLocalizer``).
    func servingLocalizer(for tenant: Tenant?) -> Localizer
}

extension ServingLocalizer {
    public func servingLocalizer(for tenant: Tenant?) -> Localizer { servingLocalizer }
}

extension Localizer: ServingLocalizer {
    /// The localizer itself.
    public var servingLocalizer: Localizer { self }
}

extension ReloadingLocalizer: ServingLocalizer {
    /// The serving snapshot (``localizer``).
    public var servingLocalizer: Localizer { localizer }
}
