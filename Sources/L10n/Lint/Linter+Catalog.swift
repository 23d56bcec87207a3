import L10nResources

extension Linter {
    /// Lints a String Catalog into `collector`, read from `files` when a bundle's.
    func lintCatalog(at path: String, into collector: inout LintCollector, files: BundleFiles? = nil) {
        let catalog: StringCatalog
        do throws(ResourceError) {
            let bytes: [UInt8]
            if let files { bytes = try files.bytes(atPath: path) } else { bytes = try ResourceFile.bytes(atPath: path) }
            catalog = try StringCatalog(bytes: bytes, file: path)
        } catch {
            collector.add(error, fatal: true)
            return
        }
        for warning in catalog.warnings { collector.add(warning, fatal: false) }
        checkStates(of: catalog, file: path, into: &collector)
        let name = String((path.split(separator: "/").last ?? "").dropLast(".xcstrings".count))
        let source = catalog.sourceLanguage
        // Keys nobody is to translate: marked so, or stale (no longer in the code, so Xcode
        // stops asking for them too).
        let untranslatable = Set(catalog.strings.filter { !$0.shouldTranslate || $0.extractionState == "stale" }.map(\.key))
        var development: [String: (entry: TableEntry, signature: FormatSignature)] = [:]
        for language in [source] + catalog.languages.filter({ $0 != source }) {
            let table: StringTable
            do {
                table = try StringTable(catalog: catalog, file: path, name: name, localization: Localization(language))
            } catch {
                collector.add(error, fatal: true)
                continue
            }
            let signatures = collector.check(table, language: language, warnings: Array(table.warnings.dropFirst(catalog.warnings.count)))
            guard language != source else {
                development = signatures
                continue
            }
            collector.compare(signatures, with: development, localization: language, developmentLocalization: source) { entry in
                untranslatable.contains(entry.key) ? nil : (entry.location.file, entry.location.line)
            }
        }
    }

    /// One finding per entry and language whose strings are not all `translated`; stale keys
    /// (no longer in the code) are left out, as there is nothing left to translate them for.
    private func checkStates(of catalog: StringCatalog, file: String, into collector: inout LintCollector) {
        for entry in catalog.strings where entry.extractionState != "stale" {
            for (language, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
                guard let state = Self.untranslatedState(localization) else { continue }
                collector.add(
                    LintFinding(
                        .catalogState, file: file, line: entry.line, key: entry.key,
                        message: "the '\(language)' string is '\(state)', not 'translated'"))
            }
        }
    }

    /// The first state other than `translated` among a localization's string units.
    private static func untranslatedState(_ localization: StringCatalog.Localization, depth: Int = 0) -> String? {
        guard depth <= FormatExpansion.maximumDepth else { return nil }
        if let state = localization.stringUnit?.state, state != "translated" { return state }
        let variations = localization.variations
        let nested =
            (variations?.plural ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            + (variations?.device ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            + localization.substitutions.sorted { $0.key < $1.key }.flatMap { $0.value.plural.sorted { $0.key < $1.key }.map(\.value) }
        for variant in nested {
            if let state = untranslatedState(variant, depth: depth + 1) { return state }
        }
        return nil
    }
}
