import L10nFormat
import L10nResources

extension LocalizationBundle {
    /// Reads every table of every localization and checks every entry, reporting every problem
    /// at once: what a service calls at startup, to refuse to start (or to log and go on) before
    /// the first request fails.
    ///
    /// What is read: each `.strings` and `.stringsdict` file of each `.lproj` folder (`Base.lproj`
    /// included), and each language of each String Catalog, at the top or in an `.lproj` folder
    /// such as `mul.lproj`. Each is read on its own, so a file that cannot be read hides nothing
    /// of the others (a lookup reads a table's `.strings` and `.stringsdict` together and stops
    /// at the first that fails). Files are read through the bundle's cache, each at most once:
    /// lookups afterwards read nothing again.
    ///
    /// The report's ``ValidationReport/errors``:
    /// - each file that cannot be read: ``LocalizationError/Reason/resource(_:)``, with the
    ///   `ResourceError` naming the file, its line and column (or byte offset) and key;
    /// - per entry, what fails each time it is formatted whatever the arguments, as the
    ///   ``Localizer`` would throw it: a `%#@variable@` the entry does not define, variables that
    ///   nest deeper than 16 levels, a plural or device variation without `other`, a width
    ///   variation without variants, a catalog `argNum` of 0, a width or precision written above
    ///   `StringFormatter.maximumCount` (named as written in its variant). Each names the file,
    ///   the entry's line, the key and the localization.
    ///
    /// A bundle without localizations is an error (``LocalizationError/Reason/noLocalization``:
    /// every request would fail); one without a development region is warned about, with the fix.
    ///
    /// The report's ``ValidationReport/warnings``: the bundle's ``warnings`` (a second catalog for
    /// a table, catalog languages that `.lproj` files shadow, `Info.plist` findings) and each
    /// table's (duplicate keys, unknown rule types and device names, catalog strings left out).
    /// A variable with a rule type this runtime does not know is a warning only: the entry is
    /// kept, and fails when it is formatted (``LocalizationError/Reason/unknownRule(variable:type:)``).
    ///
    /// Errors and warnings are sorted by file, then line (or byte offset), then localization,
    /// key and message, each listed once. Nothing is reported to a ``LocalizationReporter``.
    ///
    /// What varies per call is not checked: arguments that do not fit (a string for `%d`),
    /// missing arguments, plural rules that cannot be opened for a request's locale.
    public func validate() -> ValidationReport {
        var errors: [LocalizationError] = []
        var warnings = self.warnings
        func check(_ source: TableSource, table name: String, format: FileFormat) {
            do {
                let table = try load(source, table: name, format: format)
                warnings += table.warnings
                for entry in table.entriesInFileOrder {
                    errors += EntryValidation(entry: entry).errors()
                }
            } catch {
                errors.append(Self.unreadable(error, localization: source.localization))
            }
        }
        for folder in contents.folders.keys.sorted() {
            for file in (contents.folders[folder] ?? []).sorted() {
                let source = TableSource.file(path: resourcesPath + "/" + folder + ".lproj/" + file, localization: Localization(folder))
                if file.hasSuffix(".strings") {
                    check(source, table: String(file.dropLast(".strings".count)), format: .strings)
                } else if file.hasSuffix(".stringsdict") {
                    check(source, table: String(file.dropLast(".stringsdict".count)), format: .stringsdict)
                }
            }
        }
        for (name, catalog) in contents.catalogs.sorted(by: { $0.value.path < $1.value.path }) {
            switch catalog.catalog {
            case .failure(let error):
                errors.append(Self.unreadable(error, localization: nil))
            case .success:
                for language in catalog.languages {
                    check(.catalog(path: catalog.path, language: language), table: name, format: .stringsdict)
                }
            }
        }
        // Lint's own checks of each translation against the development language, and of each
        // plural against its language's rules: what is wrong even when it formats.
        let others = Set(LintRule.allCases).subtracting(Self.servingLintRules)
        for finding in Linter(disabled: others).lint(bundle: self) {
            errors.append(
                LocalizationError(
                    .lint(finding.rule), key: finding.key, message: "\(finding.message) [\(finding.rule.id)]",
                    source: SourceLocation(file: finding.file, line: finding.line), localization: finding.localization))
        }
        if localizations.isEmpty {
            errors.append(
                LocalizationError(
                    .noLocalization, message: "no localizations: \(path) has no .lproj folder and no String Catalog with a language"))
        } else if developmentRegion == nil {
            warnings.append(
                ResourceError(
                    .structure, file: path,
                    message: "no development region (no Info.plist CFBundleDevelopmentRegion, no catalog sourceLanguage): a key a "
                        + "translation lacks has no localization to fall back to; pass developmentRegion: (\"en\") when opening the bundle")
            )
        }
        return ValidationReport(errors: Self.ordered(errors, by: Self.order), warnings: Self.ordered(warnings, by: Self.order))
    }

    /// The lint rules validation runs (``LocalizationError/Reason/lint(_:)``): the errors that
    /// show wrong text or fail for some arguments, which no entry check finds alone — a
    /// translation's specifiers against the development language's (count, types, positions),
    /// a variable's value type against its variants, a plural category the language uses
    /// missing. Lint's other error rules are found as entries' own errors (`variable-undefined`,
    /// `plural-missing-other`) or as unreadable files, except `int-vs-long-long`: `%d` where the
    /// development language has `%lld` formats every value a 32-bit integer holds alike, and
    /// real translations have it often; lint reports it, serving does not avoid it.
    public static let servingLintRules: Set<LintRule> = [.formatMismatch, .valueTypeMismatch, .pluralMissingCategory]

    /// A file that cannot be read, as an error that names it like an entry's errors do.
    private static func unreadable(_ error: ResourceError, localization: Localization?) -> LocalizationError {
        LocalizationError(
            .resource(error), key: error.key, message: error.message,
            source: SourceLocation(file: error.file, line: error.line, column: error.column), localization: localization)
    }

    /// `items` sorted by `order`, each once.
    private static func ordered<Item: Hashable>(_ items: [Item], by order: (Item, Item) -> Bool) -> [Item] {
        var seen: Set<Item> = []
        return items.filter { seen.insert($0).inserted }.sorted(by: order)
    }

    private static func order(_ lhs: LocalizationError, _ rhs: LocalizationError) -> Bool {
        func position(_ error: LocalizationError) -> (String, Int, Int, Int) {
            if case .resource(let resource) = error.reason {
                return (resource.file, resource.line ?? 0, resource.column ?? 0, resource.byteOffset ?? 0)
            }
            return (error.source?.file ?? "", error.source?.line ?? 0, error.source?.column ?? 0, 0)
        }
        let left = position(lhs)
        let right = position(rhs)
        if left != right { return left < right }
        return (lhs.localization?.name ?? "", lhs.key ?? "", lhs.message) < (rhs.localization?.name ?? "", rhs.key ?? "", rhs.message)
    }

    private static func order(_ lhs: ResourceError, _ rhs: ResourceError) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.byteOffset ?? 0, lhs.key ?? "", lhs.message)
            < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.byteOffset ?? 0, rhs.key ?? "", rhs.message)
    }
}
