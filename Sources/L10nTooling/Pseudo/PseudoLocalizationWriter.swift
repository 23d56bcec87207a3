import L10n
import L10nICU
import L10nResources

/// The files of a pseudo-localization of a bundle, as `l10n pseudo` writes them: the
/// development region's tables transformed by a `PseudoLocalization` (of `L10n`), in the
/// formats they came in.
///
/// - A table of `.lproj` files (`.strings`, `.stringsdict`, Smartling `KEY##{one}` entries)
///   becomes `<name>.lproj/<Table>.strings` for its plain strings, with their comments, and
///   `<name>.lproj/<Table>.stringsdict` for everything with variants, as `l10n convert --to
///   strings` lays them out.
/// - A String Catalog gets the pseudo language added to every key (an existing one replaced),
///   and is written whole at its own path: every other language, comment and state is kept.
///   Keys marked `shouldTranslate: false` get the development text unchanged.
public enum PseudoLocalizationWriter {
    /// The files to write (paths relative to the bundle's resources folder) and what the
    /// formats could not hold.
    ///
    /// - Throws: `ResourceError` when the bundle names no development region or has no table
    ///   for it, when the pseudo localization's name is the development region's, or when a
    ///   file of the development region cannot be read.
    public static func files(
        for bundle: LocalizationBundle, _ pseudo: PseudoLocalization
    ) throws(ResourceError) -> (files: [ConvertedFile], issues: [ConversionIssue]) {
        guard let development = bundle.developmentRegion else {
            throw ResourceError(
                .structure, file: bundle.path,
                message: "the bundle names no development region (CFBundleDevelopmentRegion in Info.plist, or a catalog's sourceLanguage)")
        }
        guard pseudo.localization.folded != development.folded else {
            // Its files would be written over the development language's own.
            throw ResourceError(
                .structure, file: bundle.path, message: "the pseudo localization cannot be the development region '\(development)'")
        }
        var files: [ConvertedFile] = []
        var issues: [ConversionIssue] = []
        for name in bundle.tableNames {
            let sources = bundle.sources(forTable: name, searchList: [development])
            switch (sources.strings, sources.stringsdict) {
            case (nil, nil):
                continue
            case (.catalog(let path, let language)?, .catalog?), (.catalog(let path, let language)?, nil),
                (nil, .catalog(let path, let language)?):
                files.append(try catalogFile(at: path, language: language, resources: bundle.resourcesPath, pseudo))
            default:
                let table = pseudo.transform(try bundle.table(name, searchList: [development]))
                let converted = ResourceConverter.convert(
                    [TableLocalizations(name: name, sourceLanguage: development, tables: [pseudo.localization: table])], to: .strings)
                files += converted.files
                issues += converted.issues
            }
        }
        guard !files.isEmpty else {
            throw ResourceError(.unreadable, file: bundle.path, message: "no table of the development region '\(development)'")
        }
        return (files, issues)
    }

    /// The catalog at `path` with the pseudo language made from `language`'s strings.
    private static func catalogFile(
        at path: String, language: Localization, resources: String, _ pseudo: PseudoLocalization
    ) throws(ResourceError) -> ConvertedFile {
        var catalog = try StringCatalog(bytes: try ResourceFile.bytes(atPath: path), file: path)
        let categories = pseudo.pluralCategories
        for index in catalog.strings.indices {
            let entry = catalog.strings[index]
            let source = entry.localizations[language.name] ?? StringCatalog.Localization(stringUnit: .init(value: entry.key))
            catalog.strings[index].localizations[pseudo.localization.name] =
                entry.shouldTranslate ? transform(source, pseudo, categories: categories, bracketed: pseudo.isBracketed) : source
        }
        let relative = path.hasPrefix(resources + "/") ? String(path.dropFirst(resources.count + 1)) : path
        return ConvertedFile(path: relative, bytes: catalog.encoded())
    }

    /// A catalog localization pseudo-localized: a whole string is bracketed, a substitution's
    /// variant (part of one) is not.
    private static func transform(
        _ localization: StringCatalog.Localization, _ pseudo: PseudoLocalization, categories: [PluralCategory]?, bracketed: Bool
    ) -> StringCatalog.Localization {
        func variations(_ variations: StringCatalog.Variations?, bracketed: Bool) -> StringCatalog.Variations? {
            guard let variations else { return nil }
            func variant(_ part: StringCatalog.Localization) -> StringCatalog.Localization {
                transform(part, pseudo, categories: categories, bracketed: bracketed)
            }
            return StringCatalog.Variations(
                plural: variations.plural.map { pseudo.pluralVariants($0, categories: categories).mapValues(variant) },
                device: variations.device?.mapValues(variant))
        }
        var result = localization
        if let unit = localization.stringUnit {
            result.stringUnit = StringCatalog.StringUnit(state: unit.state, value: pseudo.transform(unit.value, bracketed: bracketed))
        }
        if let set = localization.stringSet {
            result.stringSet = StringCatalog.StringSet(
                state: set.state, values: set.values.map { pseudo.transform($0, bracketed: bracketed) })
        }
        result.variations = variations(localization.variations, bracketed: bracketed)
        result.substitutions = localization.substitutions.mapValues { substitution in
            StringCatalog.Substitution(
                argumentNumber: substitution.argumentNumber, formatSpecifier: substitution.formatSpecifier,
                variations: variations(substitution.variations, bracketed: false))
        }
        return result
    }
}
