import Benchmark
import Foundation
import L10n

/// Choosing a bundle's localizations for a user's preferences. Foundation on Linux answers
/// fast but wrongly: it ignores the preferences and returns the first localization.
enum ResolutionBenchmarks {
    static let localizations = [
        "en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "ru", "pl", "nl", "sv",
        "da", "fi", "nb", "tr", "ar", "he", "hi", "th", "vi", "id", "cs", "uk", "el", "hu", "ro",
    ]
    static let preferences: [[String]] = [["de-CH", "fr"], ["pt-AO"], ["zh-HK", "en"], ["nn-NO", "sv"], ["es-419"]]

    static func register() {
        Benchmark("resolve.project") { benchmark in
            let bundle = LocalizationResolver(localizations: localizations.map { Localization($0) }, developmentRegion: "en")
            for iteration in benchmark.scaledIterations {
                blackHole(bundle.preferredLocalizations(for: preferences[iteration % preferences.count]))
            }
        }
        Benchmark("resolve.foundation") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(
                    Bundle.preferredLocalizations(
                        from: localizations, forPreferences: preferences[iteration % preferences.count]))
            }
        }
    }
}
