import L10nICU
import L10nSupport

/// How a ``Localizer`` turns a request's languages into ``ResolvedLanguages``, remembered at
/// two levels:
///
/// - by the languages as written (the `Accept-Language` bytes, the preference list) and the
///   explicit locale: a small memo in front, since a service sees the same few headers over
///   and over, so a repeated header costs one lookup and no parsing;
/// - by what parsing produced (the preference list, or the localization asked for) and the
///   locale: the resolution itself, so headers that differ only in weights, spacing or
///   order of equal weights share one, and a header the memo has not seen costs a parse and
///   one lookup rather than Apple's matching.
///
/// Both are bounded (a ``BoundedCache``), so headers a client invents cost recomputation,
/// never memory.
struct ResolutionCache: Sendable {
    /// A request's resolution and what its header said about itself.
    struct Entry: Sendable {
        let resolved: ResolvedLanguages
        /// Whether the `Accept-Language` header went past the parser's limits.
        let isTruncated: Bool
        /// The header's length in bytes, for reporting a truncated one (0 for other languages).
        let headerLength: Int
        /// Whether none of the languages matched a localization, so a backstop was chosen.
        let isBackstop: Bool
    }

    /// What resolving parsed languages produced.
    struct Resolution: Sendable {
        let outcome: ResolvedLanguages
        let isBackstop: Bool
    }

    private struct WrittenKey: Hashable, Sendable {
        let languages: LocalizationRequest.Languages
        let locale: LocaleIdentifier?
    }

    /// The languages after parsing: a preference list, or one localization asked for.
    enum Parsed: Hashable, Sendable {
        case preferences([String])
        case localization(String)
    }

    private struct ParsedKey: Hashable, Sendable {
        let parsed: Parsed
        let locale: LocaleIdentifier?
    }

    static let writtenCapacity = 512
    static let parsedCapacity = 1024

    private let written = BoundedCache<WrittenKey, Entry>(capacity: writtenCapacity)
    private let resolved = BoundedCache<ParsedKey, Resolution>(capacity: parsedCapacity)
    /// One object per outcome (search list and locale), so requests that resolve alike share
    /// its identity (the per-thread caches compare it first) and what it makes lazily.
    private let outcomes = BoundedCache<ResolvedLanguages, ResolvedLanguages>(capacity: parsedCapacity)

    /// The resolution of `languages` with `locale`, resolved by `resolve` when neither level has it.
    func entry(
        languages: LocalizationRequest.Languages, locale: LocaleIdentifier?,
        resolve: (Parsed, LocaleIdentifier?) -> Resolution
    ) -> Entry {
        written.value(for: WrittenKey(languages: languages, locale: locale)) {
            let parsed: Parsed
            var isTruncated = false
            var headerLength = 0
            switch languages {
            case .preferred(let preferences):
                parsed = .preferences(preferences)
            case .acceptLanguage(let header):
                let acceptLanguage = AcceptLanguage(header)
                parsed = .preferences(acceptLanguage.preferredLanguages)
                isTruncated = acceptLanguage.isTruncated
                headerLength = header.utf8.count
            case .localization(let localization):
                parsed = .localization(localization)
            }
            let resolution = resolved.value(for: ParsedKey(parsed: parsed, locale: locale)) {
                let made = resolve(parsed, locale)
                let outcome = outcomes.value(for: made.outcome) { made.outcome }
                return Resolution(outcome: outcome, isBackstop: made.isBackstop)
            }
            return Entry(
                resolved: resolution.outcome, isTruncated: isTruncated, headerLength: headerLength,
                isBackstop: resolution.isBackstop)
        }
    }

    /// How many written requests are remembered.
    var count: Int { written.count }
    /// How many parsed requests are remembered.
    var parsedCount: Int { resolved.count }
}
