import L10nICU
import L10nSupport

/// What negotiation produced for a request: the bundle's search list and the formatting
/// locale. Plans are keyed by it, so requests spelled differently that resolve alike (an
/// `Accept-Language` with other weights, spaces or unmatched ranges) share their plans.
///
/// A class so a request carries one reference; equal by value, so two resolutions of the same
/// outcome made apart (one evicted and made again) still find each other's plans.
final class ResolvedLanguages: Sendable, Hashable {
    /// The bundle's localization search list, best first; empty only for a bundle without
    /// localizations.
    let searchList: [Localization]
    /// The formatting locale: the request's own, or Apple's derivation from the chosen
    /// localization and the user's first preference (root when nothing was chosen, or when
    /// the derivation spells no locale, as ICU formats for an identifier it cannot read).
    let locale: LocaleIdentifier
    /// The locale formatting objects are opened for: `locale`, or its parent when `locale`
    /// only adds a region ICU has no data for (`LocaleIdentifier.formattingDataLocale`). A
    /// function of `locale`, so not compared.
    let formattingData: LocaleIdentifier
    /// The chosen localization as a BCP 47 tag, for `Content-Language` (`zh-Hant-TW`, `en`);
    /// empty when nothing was chosen.
    let contentLanguage: String
    /// Whether the request named the formatting locale (else Apple derived it): a degraded
    /// answer keeps a named one, and derives its own otherwise.
    let localeIsExplicit: Bool
    /// The raw answers of the localizer's default table under its default options: every key
    /// the table has, made on the first raw lookup through this resolution, then read with one
    /// atomic load (see `Localizer.rawAnswers`). Bounded by the table; released with the
    /// resolution.
    let rawAnswers = OnceReference<RawAnswers>()

    init(searchList: [Localization], locale: DerivedLocale, contentLanguage: String, localeIsExplicit: Bool) {
        self.searchList = searchList
        self.locale = locale.locale
        self.formattingData = locale.formattingData
        self.contentLanguage = contentLanguage
        self.localeIsExplicit = localeIsExplicit
    }

    static func == (lhs: ResolvedLanguages, rhs: ResolvedLanguages) -> Bool {
        lhs === rhs || (lhs.locale == rhs.locale && lhs.searchList == rhs.searchList && lhs.localeIsExplicit == rhs.localeIsExplicit)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(searchList.first)
        hasher.combine(locale)
    }
}

/// A request's options with the fallback policy decided (the localizer's when the request
/// names none) and the locale left to the resolution, which holds it: with a resolution, what
/// a plan depends on. A class, so the calls of one `ResolvedLocalization` pass and compare one
/// reference (equal by identity first, then by value); a request that sets no option but its
/// locale gets its localizer's one default object.
final class ResolvedOptions: Sendable, Hashable {
    let options: LocalizationOptions
    let fallback: LocalizationFallback
    let failurePolicy: FailurePolicy
    let numberData: NumberData

    init(
        _ options: LocalizationOptions, localizerFallback: LocalizationFallback, localizerPolicy: FailurePolicy,
        localizerNumberData: NumberData
    ) {
        var options = options
        options.locale = nil
        self.options = options
        self.fallback = options.fallback ?? localizerFallback
        self.failurePolicy = options.failurePolicy ?? localizerPolicy
        self.numberData = options.numberData ?? localizerNumberData
    }

    var table: String { options.table }

    static func == (lhs: ResolvedOptions, rhs: ResolvedOptions) -> Bool {
        lhs === rhs
            || (lhs.fallback == rhs.fallback && lhs.failurePolicy == rhs.failurePolicy && lhs.numberData == rhs.numberData
                && lhs.options == rhs.options)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(options)
        hasher.combine(fallback)
        hasher.combine(failurePolicy)
        hasher.combine(numberData)
    }

    /// The same options under another failure policy.
    func with(failurePolicy: FailurePolicy) -> ResolvedOptions {
        guard failurePolicy != self.failurePolicy else { return self }
        var options = options
        options.failurePolicy = failurePolicy
        return ResolvedOptions(options, localizerFallback: fallback, localizerPolicy: failurePolicy, localizerNumberData: numberData)
    }

    /// The same options for another table.
    func with(table: String) -> ResolvedOptions {
        var options = options
        options.table = table
        return ResolvedOptions(options, localizerFallback: fallback, localizerPolicy: failurePolicy, localizerNumberData: numberData)
    }
}

/// A request's resolution and what its header said about itself.
struct ResolutionEntry: Sendable {
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

/// A request's languages as written, and its explicit locale.
struct WrittenLanguages: Hashable, Sendable {
    let languages: LocalizationRequest.Languages
    let locale: LocaleIdentifier?

    var approximateBytes: Int {
        let written =
            switch languages {
            case .preferred(let list): list.reduce(0) { $0 + $1.utf8.count + 16 }
            case .acceptLanguage(let header): header.utf8.count
            case .localization(let localization): localization.name.utf8.count
            }
        return written + (locale?.canonical.utf8.count ?? 0) + 64
    }
}

/// A request's languages after parsing, and its explicit locale.
struct ParsedLanguages: Hashable, Sendable {
    /// The languages after parsing: a preference list, or one localization asked for.
    ///
    /// A list keeps only what can change the answer: the preferences the bundle's
    /// ``LanguageScreen`` admits, and what the formatting locale needs of the first one (all
    /// of it, its region alone, or nothing: `FormattingLocaleKey.User`). Headers that differ
    /// only in languages the bundle has nothing for share one entry.
    enum Languages: Hashable, Sendable {
        case preferences([String], user: FormattingLocaleKey.User)
        case localization(Localization)
    }

    let languages: Languages
    let locale: LocaleIdentifier?

    var approximateBytes: Int {
        let parsed =
            switch languages {
            case .preferences(let list, let user): list.reduce(user.approximateBytes) { $0 + $1.utf8.count + 16 }
            case .localization(let localization): localization.name.utf8.count
            }
        return parsed + (locale?.canonical.utf8.count ?? 0) + 64
    }
}

/// What a formatting locale is derived from: the chosen localization and the user's first
/// preference, or only its region when its language cannot be the chosen one's
/// (`FormattingLocale.plainRegion(of:)`).
struct FormattingLocaleKey: Hashable, Sendable {
    /// What the derivation reads of the user's first preference.
    enum User: Hashable, Sendable {
        /// Nothing: there is none, or it is private use (`x-foo`), which no locale reads.
        case none
        /// The preference as written.
        case preference(String)
        /// Its region alone (`FormattingLocale.plainRegion(of:)`, `""` for none): the
        /// preference is of a language no localization has, so it cannot be the chosen one's.
        case region(String)

        var approximateBytes: Int {
            switch self {
            case .none: 8
            case .preference(let text), .region(let text): text.utf8.count + 16
            }
        }
    }

    let chosen: Localization
    let user: User

    var approximateBytes: Int { chosen.name.utf8.count + user.approximateBytes + 32 }
}

/// A formatting locale and the locale its formatting objects are opened for, derived once.
struct DerivedLocale: Sendable {
    let locale: LocaleIdentifier
    let formattingData: LocaleIdentifier

    init(_ locale: LocaleIdentifier) {
        self.init(locale: locale, formattingData: locale.formattingDataLocale)
    }

    init(locale: LocaleIdentifier, formattingData: LocaleIdentifier) {
        self.locale = locale
        self.formattingData = formattingData
    }

    static let root = DerivedLocale(.root)
}

/// A table's raw answers by key, for `ResolvedLanguages.rawAnswers`.
final class RawAnswers: Sendable {
    let answers: [String: LocalizedString]

    init(_ answers: [String: LocalizedString]) {
        self.answers = answers
    }
}
