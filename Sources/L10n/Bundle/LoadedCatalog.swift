import L10nResources

/// A String Catalog of a bundle, read when the bundle is opened (its languages are
/// localizations of the bundle), with its failure kept for the tables that need it.
struct LoadedCatalog: Sendable {
    let path: String
    let catalog: Result<StringCatalog, ResourceError>
    /// The languages with at least one localized string, the source language first.
    let languages: [String]

    init(path: String) {
        self.path = path
        do {
            let catalog = try StringCatalog(bytes: try ResourceFile.bytes(atPath: path), file: path)
            self.catalog = .success(catalog)
            var languages = [catalog.sourceLanguage]
            for language in catalog.strings.flatMap({ $0.localizations.keys }).sorted() where !languages.contains(language) {
                languages.append(language)
            }
            self.languages = languages
        } catch {
            catalog = .failure(error)
            languages = []
        }
    }

    var sourceLanguage: String? {
        try? catalog.get().sourceLanguage
    }

    /// The catalog's spelling of `localization`: the same, else the same ignoring case and `-`/`_`.
    func language(matching localization: String) -> String? {
        if languages.contains(localization) { return localization }
        let wanted = LocalizationBundle.folded(localization)
        return languages.first { LocalizationBundle.folded($0) == wanted }
    }
}
