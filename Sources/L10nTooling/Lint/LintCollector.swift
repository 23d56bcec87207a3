import L10n
import L10nICU
import L10nResources

/// Gathers findings while a ``Linter`` walks tables: the checks of single entries, and the
/// comparison of a translation with the development language.
struct LintCollector {
    let disabled: Set<LintRule>
    private(set) var findings: [LintFinding] = []
    /// Language → the plural categories its CLDR rules use (`nil`: ICU has no rules for it).
    private var categories: [String: Set<PluralCategory>?] = [:]

    init(disabled: Set<LintRule>) {
        self.disabled = disabled
    }

    mutating func add(_ finding: LintFinding) {
        guard !disabled.contains(finding.rule) else { return }
        findings.append(finding)
    }

    /// A reader's error or warning as a finding of the rule its kind belongs to.
    mutating func add(_ error: ResourceError, fatal: Bool) {
        let rule: LintRule
        switch error.kind {
        case _ where fatal: rule = .unreadableFile
        case .duplicateKey: rule = .duplicateKey
        case .unknownRuleType: rule = .unknownRuleType
        case .shadowedCatalog: rule = .catalogShadowed
        default: rule = .resourceWarning
        }
        add(LintFinding(rule, file: error.file, line: error.line, key: error.key, message: error.message))
    }

    /// Checks each entry of `table` alone (plurals for `language`, variables, value types) and
    /// returns every entry's signature for comparisons.
    ///
    /// - Parameter warnings: The reader warnings to report (default: the table's).
    mutating func check(
        _ table: StringTable, language: String?, warnings: [ResourceError]? = nil
    ) -> [String: (entry: TableEntry, signature: FormatSignature)] {
        for warning in warnings ?? table.warnings { add(warning, fatal: false) }
        var signatures: [String: (TableEntry, FormatSignature)] = [:]
        signatures.reserveCapacity(table.count)
        let needed = language.flatMap { pluralCategories(for: $0) }
        for entry in table.entries.values {
            let signature = FormatSignature(entry.value)
            signatures[entry.key] = (entry, signature)
            check(entry, signature, needed: needed, language: language)
        }
        return signatures
    }

    private mutating func check(_ entry: TableEntry, _ signature: FormatSignature, needed: Set<PluralCategory>?, language: String?) {
        func report(_ rule: LintRule, _ message: String) {
            add(LintFinding(rule, file: entry.location.file, line: entry.location.line, key: entry.key, message: message))
        }
        for name in signature.undefined {
            report(.variableUndefined, "the format uses %#@\(name)@, but the entry defines no variable '\(name)'")
        }
        if case .format(let format) = entry.value {
            for name in format.variables.keys.sorted() where !signature.referenced.contains(name) {
                report(.variableUnused, "variable '\(name)' is defined but no format uses %#@\(name)@")
            }
        }
        if let conflict = signature.conflict {
            report(
                .formatMismatch,
                "argument \(conflict.slot + 1) is read both as \(conflict.first.rawValue) and as \(conflict.second.rawValue)")
        }
        if let mismatch = signature.valueTypeMismatch {
            report(
                .valueTypeMismatch,
                "variable '\(mismatch.variable)' has value type '\(mismatch.valueType)', but its variants read that argument as \(mismatch.found.rawValue)"
            )
        }
        for plural in signature.plurals {
            let subject = plural.variable.map { "variable '\($0)'" } ?? "the plural variation"
            if !plural.categories.contains(.other) {
                report(.pluralMissingOther, "\(subject) has no 'other' category")
            }
            guard let needed, let language else { continue }
            let missing = needed.subtracting(plural.categories).subtracting([.other]).sorted()
            if !missing.isEmpty {
                report(.pluralMissingCategory, "\(subject) lacks \(Self.list(missing)), which '\(language)' uses")
            }
            let unused = plural.categories.subtracting(needed).subtracting([.zero, .other]).sorted()
            if !unused.isEmpty {
                report(.pluralUnusedCategory, "\(subject) has \(Self.list(unused)), which '\(language)' never uses; ignored at run time")
            }
        }
    }

    /// Compares a translation's entries with the development language's.
    ///
    /// - Parameter missingLocation: Where to report a development key the translation lacks.
    mutating func compare(
        _ translation: [String: (entry: TableEntry, signature: FormatSignature)],
        with development: [String: (entry: TableEntry, signature: FormatSignature)],
        localization: String, developmentLocalization: String,
        missingLocation: (TableEntry) -> (file: String, line: Int?)?
    ) {
        for (key, source) in development {
            guard let target = translation[key] else {
                guard let location = missingLocation(source.entry) else { continue }
                add(
                    LintFinding(
                        .keyMissingTranslation, file: location.file, line: location.line, key: key,
                        message:
                            "in the development language (\(developmentLocalization)) but missing from the '\(localization)' translation"))
                continue
            }
            if let difference = source.signature.difference(from: target.signature) {
                add(
                    LintFinding(
                        difference.rule, file: target.entry.location.file, line: target.entry.location.line, key: key,
                        message: "'\(localization)' " + difference.message))
            }
        }
    }

    private mutating func pluralCategories(for language: String) -> Set<PluralCategory>? {
        if let known = categories[language] { return known }
        let found = (try? PluralRules(locale: LocaleIdentifier(language))).map { Set($0.categories) }
        categories[language] = found
        return found
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}
