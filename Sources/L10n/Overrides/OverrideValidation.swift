import L10nResources

/// Checks overrides before they are served, as `l10n lint` checks a file: each override's
/// localization and table must be the bundle's, its key one ``OverrideKey`` reads, each
/// entry's overrides must make one entry (``OverrideEntries``) that the bundle's validation
/// passes (``EntryValidation``, as ``LocalizationBundle/validate()`` checks a file's), and the
/// entries they make — merged over the
/// localization's own table, as a line added to its file would be — must pass lint's error
/// rules, alone and against the development language.
struct OverrideValidation {
    let bundle: LocalizationBundle

    /// `overrides` (one scope's: the global ones, or one tenant's, over `global`), their
    /// localizations spelled as the bundle spells them, or the problems that refuse them.
    func checked(
        _ overrides: [TranslationOverride], over global: [TranslationOverride]
    ) -> Result<[TranslationOverride], OverrideRefusal> {
        var problems: [OverrideRefusal.Problem] = []
        var accepted: [TranslationOverride] = []
        for var override in overrides {
            guard !override.key.isEmpty else {
                problems.append(.emptyKey(override))
                continue
            }
            guard let localization = bundle.localizations.first(where: { $0.folded == override.localization.folded }) else {
                problems.append(.unknownLocalization(override, available: bundle.localizations))
                continue
            }
            guard bundle.tableNames.contains(override.table) else {
                problems.append(.unknownTable(override, available: bundle.tableNames))
                continue
            }
            override.localization = localization
            accepted.append(override)
        }
        // Keys that name no variant they can be, entries their overrides cannot make, and
        // what the bundle's validation reports for the entries they make — but what lint
        // reports in its own words.
        let lint = lintErrors(accepted, over: global)
        let linted = Set(lint.map { LintedEntry(file: $0.file, key: $0.key ?? "", rule: $0.rule) })
        let byTable = Dictionary(grouping: accepted) { OverrideOverlay.TableKey(localization: $0.localization, table: $0.table) }
        for (_, overrides) in byTable.sorted(by: { ($0.key.table, $0.key.localization) < ($1.key.table, $1.key.localization) }) {
            let made = OverrideEntries(overrides)
            problems += made.problems.map { OverrideRefusal.Problem.invalidKey($0.override, reason: $0.reason) }
            for entry in made.entries.sorted(by: { $0.key < $1.key }) {
                for error in EntryValidation(entry: entry).errors() {
                    if let rule = Self.lintRule(reporting: error.reason),
                        linted.contains(LintedEntry(file: entry.location.file, key: entry.key, rule: rule))
                    {
                        continue
                    }
                    problems.append(.invalid(error))
                }
            }
        }
        problems += lint.map(OverrideRefusal.Problem.lint)
        return problems.isEmpty ? .success(accepted) : .failure(OverrideRefusal(problems: problems))
    }

    /// An entry's file, key and a lint rule reported for it.
    private struct LintedEntry: Hashable {
        let file: String
        let key: String
        let rule: LintRule
    }

    /// The lint rule that reports what a validation error with `reason` reports, if one does.
    private static func lintRule(reporting reason: LocalizationError.Reason) -> LintRule? {
        switch reason {
        case .missingVariant(_, "other"?): .pluralMissingOther
        case .undefinedVariable: .variableUndefined
        default: nil
        }
    }

    /// Lint's errors about the overrides' entries: each localization's table with the
    /// overrides over it, checked alone and compared with the development localization's.
    private func lintErrors(_ overrides: [TranslationOverride], over global: [TranslationOverride]) -> [LintFinding] {
        let layer = OverrideOverlay.tables(of: overrides)
        let globalLayer = OverrideOverlay.tables(of: global)
        let files = Set(overrides.map(\.file))
        let linter = Linter()
        var collector = LintCollector(disabled: [])
        for (key, overriding) in layer.sorted(by: { ($0.key.table, $0.key.localization) < ($1.key.table, $1.key.localization) }) {
            func table(of localization: Localization) -> StringTable? {
                var table = (try? bundle.table(key.table, localization: localization)) ?? nil
                let tableKey = OverrideOverlay.TableKey(localization: localization, table: key.table)
                for layer in [globalLayer, layer] {
                    guard let overrides = layer[tableKey] else { continue }
                    table = (table ?? StringTable(name: key.table)).merging(overriddenBy: overrides)
                }
                return table
            }
            let merged = table(of: key.localization)
            guard let development = developmentLocalization, development != key.localization else {
                // The development language's own: checked alone, and against the bundle's
                // entries it replaces, whose arguments the code passes.
                let language = key.localization.isBase ? bundle.developmentRegion?.name : key.localization.name
                guard let merged else { continue }
                let signatures = collector.check(merged, language: language)
                if let files = (try? bundle.table(key.table, localization: key.localization)) ?? nil {
                    var reference = LintCollector(disabled: [])
                    collector.compare(
                        signatures, with: reference.check(files, language: language), localization: key.localization.name,
                        developmentLocalization: key.localization.name
                    ) { _ in nil }
                }
                continue
            }
            let tables = [
                Linter.FileTable(localization: development, table: table(of: development)),
                Linter.FileTable(localization: key.localization, strings: overriding.entries.first?.value.location.file, table: merged),
            ]
            linter.lint(tables, developmentRegion: bundle.developmentRegion, into: &collector)
        }
        // Only what the overrides brought: the bundle's own files are lint's to report.
        return collector.findings.filter { $0.severity == .error && files.contains($0.file) }.sorted()
    }

    /// The localization lint compares translations with: the development region as the bundle
    /// spells it, else `Base`.
    private var developmentLocalization: Localization? {
        if let region = bundle.developmentRegion,
            let spelled = bundle.localizations.first(where: { $0.folded == region.folded && !$0.isBase })
        {
            return spelled
        }
        return bundle.localizations.contains(.base) ? .base : nil
    }
}
