import L10nICU

/// The answer to an HTTP request's `Accept-Language` for one bundle.
public struct LanguageNegotiation: Sendable, Hashable {
    /// The localization to answer with, in the bundle's spelling (`zh_TW`, `English`).
    public let localization: String
    /// The same localization as a BCP 47 tag for the `Content-Language` header (`zh-Hant-TW`, `en`).
    public let contentLanguage: String
    /// The bundle's full search list for this request, best first (for resource lookup).
    public let searchList: [String]
}

extension LocalizationResolver {
    /// Chooses the localization for an `Accept-Language` header, with `Bundle`'s backstops
    /// (development region, `en_US`, first localization) when nothing in the header matches.
    ///
    /// - Returns: `nil` only when the bundle has no localizations.
    public func negotiate(acceptLanguage header: some StringProtocol) -> LanguageNegotiation? {
        let searchList = searchList(for: AcceptLanguage(header).preferredLanguages)
        guard let localization = searchList.first else { return nil }
        let normalized = MatchingKey(localization, penalizingNonDefaultCountry: false).normalized
        let tag = (try? LocaleIdentifier(normalized).languageTag()) ?? normalized.replacingUnderscores()
        return LanguageNegotiation(localization: localization, contentLanguage: tag, searchList: searchList)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
