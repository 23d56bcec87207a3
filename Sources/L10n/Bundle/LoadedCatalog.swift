import L10nResources

/// A String Catalog of a bundle, read when the bundle is opened (its languages are
/// localizations of the bundle), with its failure kept for the tables that need it.
struct LoadedCatalog: Sendable {
    let path: String
    let catalog: Result<StringCatalog, ResourceError>
    /// The languages with at least one localized string, the source language first.
    let languages: [Localization]

    init(path: String, files: BundleFiles) {
        self.path = path
        do {
            let catalog = try StringCatalog(bytes: try files.bytes(atPath: path), file: path)
            self.catalog = .success(catalog)
            var languages = [Localization(catalog.sourceLanguage)]
            for name in catalog.strings.flatMap({ $0.localizations.keys }).sorted() where !languages.contains(Localization(name)) {
                languages.append(Localization(name))
            }
            self.languages = languages
        } catch {
            catalog = .failure(error)
            languages = []
        }
    }

    var sourceLanguage: Localization? {
        (try? catalog.get().sourceLanguage).map { Localization($0) }
    }

    /// The catalog's spelling of `localization`: the same, else the same ignoring case and `-`/`_`.
    func language(matching localization: Localization) -> Localization? {
        if languages.contains(localization) { return localization }
        let wanted = localization.folded
        return languages.first { $0.folded == wanted }
    }
}
