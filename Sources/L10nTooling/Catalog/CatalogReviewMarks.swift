import L10nResources

/// Marks strings of a String Catalog for review or as reviewed, as Xcode's editor does ("Mark
/// for Review", "Mark as Reviewed"): every string of the key in the language — plural, device
/// and substitution variants, string sets — gets the state; nothing else in the catalog changes.
public enum CatalogReviewMarks {
    /// The states a person sets by hand.
    public enum State: String, Sendable, CaseIterable {
        case needsReview = "needs_review"
        case translated
    }

    /// Why a mark could not be made; nothing was changed.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The catalog file.
        public var file: String
        /// The key concerned.
        public var key: String
        /// What is wrong.
        public var message: String

        public var description: String { "\(file): key '\(key)': \(message)" }
    }

    /// Marks `keys` in `language`; all or none: a key the catalog lacks, or one with no string
    /// in the language, fails before anything changes.
    ///
    /// - Returns: How many strings were marked.
    @discardableResult
    public static func mark(
        _ keys: [String], language: String, as state: State, in catalog: inout StringCatalog, file: String
    ) throws(Failure) -> Int {
        var indices: [Int] = []
        for key in keys {
            guard let index = catalog.strings.lastIndex(where: { $0.key == key }) else {
                throw Failure(file: file, key: key, message: "the catalog has no such key")
            }
            guard catalog.strings[index].localizations[language] != nil else {
                let languages = catalog.strings[index].localizations.keys.sorted().joined(separator: ", ")
                throw Failure(
                    file: file, key: key,
                    message: "no '\(language)' string to mark (it has \(languages.isEmpty ? "none" : languages))")
            }
            indices.append(index)
        }
        var marked = 0
        for index in Set(indices) {
            if var localization = catalog.strings[index].localizations[language] {
                marked += set(state.rawValue, in: &localization, depth: 0)
                catalog.strings[index].localizations[language] = localization
            }
        }
        return marked
    }

    private static func set(_ state: String, in localization: inout StringCatalog.Localization, depth: Int) -> Int {
        // Deeper than any catalog Xcode writes; the bound keeps a hostile file from recursing far.
        guard depth < 16 else { return 0 }
        var count = 0
        if localization.stringUnit != nil {
            localization.stringUnit?.state = state
            count += 1
        }
        if localization.stringSet != nil {
            localization.stringSet?.state = state
            count += 1
        }
        if var variations = localization.variations {
            count += set(state, in: &variations, depth: depth)
            localization.variations = variations
        }
        for name in localization.substitutions.keys {
            if var variations = localization.substitutions[name]?.variations {
                count += set(state, in: &variations, depth: depth)
                localization.substitutions[name]?.variations = variations
            }
        }
        return count
    }

    private static func set(_ state: String, in variations: inout StringCatalog.Variations, depth: Int) -> Int {
        var count = 0
        for category in (variations.plural ?? [:]).keys {
            if var variant = variations.plural?[category] {
                count += set(state, in: &variant, depth: depth + 1)
                variations.plural?[category] = variant
            }
        }
        for device in (variations.device ?? [:]).keys {
            if var variant = variations.device?[device] {
                count += set(state, in: &variant, depth: depth + 1)
                variations.device?[device] = variant
            }
        }
        return count
    }
}
