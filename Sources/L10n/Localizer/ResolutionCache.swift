import L10nICU

/// What a ``Localizer`` derives from a request's languages and locale before it looks a key
/// up — the search list (Apple's matching) and the formatting locale (ICU canonicalization,
/// Apple's derivation) — remembered per distinct request, since a service sees the same few
/// `Accept-Language` headers and preference lists over and over.
///
/// Bounded: past ``capacity`` entries the cache starts over, so a client sending endless
/// distinct headers costs recomputation, never unbounded memory.
final class ResolutionCache: Sendable {
    /// The answer for one request.
    struct Resolution: Sendable {
        /// The bundle's language search list, best first.
        let searchList: [String]
        /// The formatting locale: the request's own, or Apple's derivation from the chosen
        /// localization and the user's first preference.
        let locale: String
    }

    private struct Key: Hashable, Sendable {
        let languages: LocalizationRequest.Languages
        let locale: String?
    }

    static let capacity = 512

    private let entries = LockedState<[Key: Resolution]>([:])

    /// The cached resolution for `languages` and `locale`, computed by `resolve` on a miss.
    func resolution(
        languages: LocalizationRequest.Languages, locale: String?, resolve: () -> Resolution
    ) -> Resolution {
        let key = Key(languages: languages, locale: locale)
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let resolved = resolve()
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = resolved
        }
        return resolved
    }

    /// How many requests are remembered.
    var count: Int { entries.withLock { $0.count } }
}
