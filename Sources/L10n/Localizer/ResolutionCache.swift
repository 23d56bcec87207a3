import L10nICU
import L10nSupport

/// What a ``Localizer`` derives from a request's languages and locale before it looks a key
/// up — the search list (Apple's matching) and the formatting locale (ICU canonicalization,
/// Apple's derivation) — remembered per distinct request, since a service sees the same few
/// `Accept-Language` headers and preference lists over and over.
struct ResolutionCache: Sendable {
    /// The answer for one request.
    struct Resolution: Sendable {
        /// The bundle's language search list, best first.
        let searchList: [String]
        /// The formatting locale: the request's own, or Apple's derivation from the chosen
        /// localization and the user's first preference (root when nothing was chosen, or
        /// when the derivation spells no locale, as ICU formats for an identifier it cannot read).
        let locale: LocaleIdentifier
    }

    private struct Key: Hashable, Sendable {
        let languages: LocalizationRequest.Languages
        let locale: LocaleIdentifier?
    }

    static let capacity = 512

    private let memo = BoundedCache<Key, Resolution>(capacity: capacity)

    /// The cached resolution for `languages` and `locale`, computed by `resolve` on a miss.
    func resolution(
        languages: LocalizationRequest.Languages, locale: LocaleIdentifier?, resolve: () -> Resolution
    ) -> Resolution {
        memo.value(for: Key(languages: languages, locale: locale), make: resolve)
    }

    /// How many requests are remembered.
    var count: Int { memo.count }
}
