import L10n
import L10nResources

/// String Catalog target: JSON, the catalog model, and each language's table (plural and
/// device variations, substitutions with `argNum`), a few entries of which are formatted.
enum FuzzCatalog {
    static func run(_ input: inout FuzzInput) {
        guard let catalog = try? StringCatalog(bytes: input.rest(), file: "fuzz.xcstrings") else { return }
        for language in catalog.languages.prefix(8) {
            guard let table = try? StringTable(catalog: catalog, file: "fuzz.xcstrings", name: "fuzz", localization: Localization(language))
            else { continue }
            FuzzTables.format(
                table, limit: 4, locale: try? LocaleIdentifier("en_US"), pluralLanguage: "ru",
                arguments: [[.int(3)], [.int(1), .int(2), .string("x")]])
        }
    }
}
