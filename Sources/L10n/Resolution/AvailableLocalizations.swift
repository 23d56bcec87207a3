/// A bundle's localizations, normalized once, matched against users' preferred languages
/// exactly as Apple's `ualoc_localizationsToUse` does.
///
/// Build one per bundle and keep it: the normalization and parent chains of the available
/// localizations are computed here, so each request only normalizes its preferred languages
/// (string work and in-memory tables, no ICU resource lookups).
///
/// The algorithm, for the first preferred language that matches anything:
/// 1. an available localization with the same ICU base name wins outright; else one with the
///    same normalized name (Apple's aliases: `English` is `en`, `zh_TW` is `zh_Hant_TW`); else
/// 2. among localizations of the same language group, the one whose parent chain meets the
///    preferred language's chain soonest (chain positions added, plus one across languages
///    of one group); non-default countries are one step further away (`it` prefers `it_IT` to
///    `it_CH`); `pt_PT` matches `pt_BR` only when nothing else matches at all;
/// 3. if the winner names a country and was not an exact match, the first preferred language of
///    the same language that matches exactly takes its place (`fr_CH, fr_CA` → `fr_CA`);
/// 4. the winner is followed by the available localizations along its parent chain.
/// With no match at all the result is `zxx` if available, else empty.
public struct AvailableLocalizations: Sendable {
    /// The localizations as given, in order.
    public let identifiers: [Localization]
    private let keys: [MatchingKey]
    /// Passes over preferred languages of no group the localizations are in, unnormalized.
    let screen: LanguageScreen

    /// Normalizes the available localizations (`.lproj` names, `CFBundleLocalizations` entries).
    public init(_ identifiers: [Localization]) {
        self.identifiers = identifiers
        keys = identifiers.map { MatchingKey($0.name, penalizingNonDefaultCountry: true) }
        screen = LanguageScreen(groups: Set(keys.map(\.languageGroup)))
    }

    /// Apple's `ualoc_localizationsToUse`: the localizations to use for the preferred
    /// languages, best first, in their original spellings; possibly empty.
    ///
    /// - Parameter preferred: The user's languages as written, most preferred first (BCP 47
    ///   tags or ICU IDs).
    public func localizationsToUse(for preferred: [String]) -> [Localization] {
        match(preferred).localizations
    }

    /// ``localizationsToUse(for:)``, and whether a preferred language matched one of the
    /// localizations (`false` when the answer is empty, or `zxx` chosen for want of a match).
    func match(_ preferred: [String]) -> (localizations: [Localization], isMatch: Bool) {
        // A preferred language of another group cannot win, nor refine a winner of this one.
        let preferredKeys = preferred.compactMap { screen.mayMatch($0) ? MatchingKey.preferred($0) : nil }
        guard var winner = bestMatch(for: preferredKeys) else {
            return (identifiers.contains("zxx") ? ["zxx"] : [], false)
        }
        winner = refinedByCountry(winner, preferredKeys: preferredKeys)
        return ([identifiers[winner.index]] + fallbacks(of: winner.index), true)
    }

    private struct Match {
        var index: Int
        /// -1 for the same base name, 0 for the same normalized name, else the chain distance.
        var score: Int
    }

    private func bestMatch(for preferredKeys: [MatchingKey]) -> Match? {
        var portugueseFallback: Int?
        for preferred in preferredKeys {
            var best: Match?
            for (index, available) in keys.enumerated() {
                let score = best?.score ?? Int.max
                if score > -1, preferred.base == available.base {
                    best = Match(index: index, score: -1)
                } else if score > 0, preferred.normalized == available.normalized {
                    best = Match(index: index, score: 0)
                } else if score > 0, preferred.languageGroup == available.languageGroup {
                    if preferred.normalized == "pt_PT", available.normalized == "pt_BR" {
                        if meet(preferred.parentChain, available.parentChain) != nil {
                            portugueseFallback = index
                        }
                    } else if var distance = meet(preferred.parentChain, available.parentChain) {
                        if preferred.language != available.language { distance += 1 }
                        if distance < score { best = Match(index: index, score: distance) }
                    }
                }
            }
            if let best { return best }
        }
        return portugueseFallback.map { Match(index: $0, score: Int.max) }
    }

    /// The smallest sum of positions at which the two chains share an entry.
    private func meet(_ preferredChain: [String], _ availableChain: [String]) -> Int? {
        var smallest: Int?
        for (preferredPosition, preferredEntry) in preferredChain.enumerated() {
            for (availablePosition, availableEntry) in availableChain.enumerated() where preferredEntry == availableEntry {
                smallest = min(smallest ?? .max, preferredPosition + availablePosition)
            }
        }
        return smallest
    }

    /// Step 3: a non-exact, country-specific winner gives way to the exact match of the first
    /// preferred language of the same language that has one. Chinese is exempt (Apple found it
    /// misbehaved).
    private func refinedByCountry(_ winner: Match, preferredKeys: [MatchingKey]) -> Match {
        let chosen = keys[winner.index]
        guard winner.score > 0, chosen.specifiesCountry, chosen.language != "zh" else { return winner }
        for preferred in preferredKeys where preferred.language == chosen.language {
            if let exact = keys.firstIndex(where: { $0.base == preferred.base || $0.normalized == preferred.normalized }) {
                return Match(index: exact, score: winner.score)
            }
        }
        return winner
    }

    /// Step 4: the other available localizations found along the winner's parent chain, in
    /// chain order then list order. Apple also adds `zh_Hant_TW` when the chain passes `zh_Hant_HK`.
    private func fallbacks(of winnerIndex: Int) -> [Localization] {
        var result: [Localization] = []
        let chain = keys[winnerIndex].parentChain
        for (position, entry) in chain.enumerated() {
            if position > 0, chain[position - 1] == entry { continue }
            for (index, available) in keys.enumerated() where index != winnerIndex {
                if entry == "zh_Hant_HK", available.normalized == "zh_Hant_TW" {
                    result.append(identifiers[index])
                } else if entry == available.normalized {
                    result.append(identifiers[index])
                }
            }
        }
        return result
    }
}
