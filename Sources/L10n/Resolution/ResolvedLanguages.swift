import L10nICU
import L10nSupport

/// What negotiation produced for a request: the bundle's search list and the formatting
/// locale. Plans are keyed by it, so requests spelled differently that resolve alike (an
/// `Accept-Language` with other weights, spaces or unmatched ranges) share their plans.
///
/// A class so a request carries one reference; equal by value, so two resolutions of the same
/// outcome made apart (one evicted and made again) still find each other's plans.
final class ResolvedLanguages: Sendable, Hashable {
    /// The bundle's language search list, best first; empty only for a bundle without
    /// localizations.
    let searchList: [String]
    /// The formatting locale: the request's own, or Apple's derivation from the chosen
    /// localization and the user's first preference (root when nothing was chosen, or when
    /// the derivation spells no locale, as ICU formats for an identifier it cannot read).
    let locale: LocaleIdentifier
    /// The chosen localization as a BCP 47 tag, for `Content-Language` (`zh-Hant-TW`, `en`);
    /// empty when nothing was chosen.
    let contentLanguage: String
    /// The raw answers of the localizer's default table under its default options, made on
    /// the first raw lookup through this resolution (see ``Localizer/defaultAnswers(_:)``).
    let defaultAnswers = OnceReference<StoredAnswers>()

    init(searchList: [String], locale: LocaleIdentifier, contentLanguage: String) {
        self.searchList = searchList
        self.locale = locale
        self.contentLanguage = contentLanguage
    }

    /// The localization whose table answers first.
    var chosen: String? { searchList.first }

    static func == (lhs: ResolvedLanguages, rhs: ResolvedLanguages) -> Bool {
        lhs === rhs || (lhs.locale == rhs.locale && lhs.searchList == rhs.searchList)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(searchList.first)
        hasher.combine(locale)
    }
}
