/// A bundle's localizations and development region, resolved against users' preferences the
/// way `Bundle` does on Apple's platforms.
///
/// Build one per bundle and share it: the localizations are normalized once.
public struct BundleLocalizations: Sendable {
    /// The localizations matched against preferences (`Base` excluded: it is not a language;
    /// resource lookup consults it after the first chosen localization).
    public let matchable: AvailableLocalizations
    /// `CFBundleDevelopmentRegion`, if known.
    public let developmentRegion: String?

    /// The name of the folder of language-independent resources.
    public static let baseLocalization = "Base"

    /// - Parameters:
    ///   - localizations: `CFBundleLocalizations`, or the `.lproj` folder names, in their spelling.
    ///   - developmentRegion: `CFBundleDevelopmentRegion`, the backstop when no preference matches.
    public init(localizations: [String], developmentRegion: String? = nil) {
        matchable = AvailableLocalizations(localizations.filter { $0 != Self.baseLocalization })
        self.developmentRegion = developmentRegion
    }

    /// `Bundle.preferredLocalizations(from:forPreferences:)`: the localizations to use, best first.
    ///
    /// Tries the preferences, then the development region, then `en_US`, then takes the first
    /// localization; so the result is empty only when the bundle has no localizations.
    public func preferredLocalizations(for preferences: [String]) -> [String] {
        var attempts = [preferences]
        if let developmentRegion { attempts.append([developmentRegion]) }
        attempts.append(["en_US"])
        for attempt in attempts {
            let chosen = matchable.localizationsToUse(for: attempt)
            if !chosen.isEmpty { return chosen }
        }
        return Array(matchable.identifiers.prefix(1))
    }

    /// The bundle's language search list: ``preferredLocalizations(for:)`` with the development
    /// region appended when it is not already there.
    public func searchList(for preferences: [String]) -> [String] {
        var list = preferredLocalizations(for: preferences)
        if let developmentRegion, !list.contains(developmentRegion) {
            list.append(developmentRegion)
        }
        return list
    }
}
