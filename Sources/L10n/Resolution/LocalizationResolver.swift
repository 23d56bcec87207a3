/// A bundle's localizations and development region, resolved against users' preferences the
/// way `Bundle` does on Apple's platforms.
///
/// Build one per bundle and share it: the localizations are normalized once.
public struct LocalizationResolver: Sendable {
    /// The bundle's localizations as `CFBundleCopyBundleLocalizations` lists them: those given,
    /// and the development region when the bundle has `Base` and does not list the region in
    /// any spelling (or when nothing else is given).
    public let localizations: [Localization]
    /// The localizations matched against preferences (`Base` excluded: it is not a language;
    /// resource lookup consults it after the first chosen localization).
    public let matchable: AvailableLocalizations
    /// `CFBundleDevelopmentRegion`, if known.
    public let developmentRegion: Localization?

    /// - Parameters:
    ///   - localizations: `CFBundleLocalizations`, or the `.lproj` folder names, in their spelling.
    ///   - developmentRegion: `CFBundleDevelopmentRegion`, the backstop when no preference matches.
    ///     With `Base` among `localizations` it is a localization too (see ``localizations``).
    public init(localizations: [Localization], developmentRegion: Localization? = nil) {
        let all = Self.adding(developmentRegion: developmentRegion, to: localizations)
        self.localizations = all
        matchable = AvailableLocalizations(all.filter { !$0.isBase })
        self.developmentRegion = developmentRegion
    }

    /// CFBundle's rule (`_copyBundleLocalizationsFromResources`): `Base.lproj` holds the
    /// development region's strings, so a bundle with it offers that region even without a
    /// folder of its own, unless some spelling of it is there already (`English` for `en`,
    /// `en_US` for `en-US`); otherwise a `Base.lproj` + `es-US.lproj` bundle would serve an
    /// English user Spanish. A bundle with no localizations at all offers its region alone.
    static func adding(developmentRegion: Localization?, to localizations: [Localization]) -> [Localization] {
        guard let developmentRegion, !developmentRegion.name.isEmpty else { return localizations }
        if localizations.isEmpty { return [developmentRegion] }
        guard localizations.contains(.base),
            LocalizationSpelling.spelling(of: developmentRegion.name, in: localizations.map(\.name)) == nil
        else { return localizations }
        return localizations + [developmentRegion]
    }

    /// The localization whose language a localization's strings are in: `Base`'s are the
    /// development region's (`en` when the bundle names none, as Xcode's templates do).
    public func language(of localization: Localization) -> Localization {
        localization.isBase ? (developmentRegion ?? "en") : localization
    }

    /// `Bundle.preferredLocalizations(from:forPreferences:)`: the localizations to use, best first.
    ///
    /// Tries the preferences (the user's languages as written, BCP 47 tags or ICU identifiers),
    /// then the development region, then `en_US`, then takes the first localization; so the
    /// result is empty only when the bundle has no localizations.
    public func preferredLocalizations(for preferences: [String]) -> [Localization] {
        preferredLocalizationsAndMatch(for: preferences).localizations
    }

    /// The bundle's localization search list: ``preferredLocalizations(for:)`` with the
    /// development region appended when it is not already there.
    public func searchList(for preferences: [String]) -> [Localization] {
        searchListAndMatch(for: preferences).searchList
    }

    /// ``searchList(for:)``, and whether one of `preferences` matched a localization, rather
    /// than a backstop (development region, `en_US`, first localization) being chosen.
    func searchListAndMatch(for preferences: [String]) -> (searchList: [Localization], isMatch: Bool) {
        var (list, isMatch) = preferredLocalizationsAndMatch(for: preferences)
        if let developmentRegion, !list.contains(developmentRegion) {
            list.append(developmentRegion)
        }
        return (list, isMatch)
    }

    private func preferredLocalizationsAndMatch(for preferences: [String]) -> (localizations: [Localization], isMatch: Bool) {
        let answer = matchable.match(preferences)
        if !answer.localizations.isEmpty { return answer }
        var backstops: [[String]] = []
        if let developmentRegion { backstops.append([developmentRegion.name]) }
        backstops.append(["en_US"])
        for backstop in backstops {
            let chosen = matchable.localizationsToUse(for: backstop)
            if !chosen.isEmpty { return (chosen, false) }
        }
        return (Array(matchable.identifiers.prefix(1)), false)
    }
}
