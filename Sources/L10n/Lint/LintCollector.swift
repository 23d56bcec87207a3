import L10nICU
import L10nResources

/// Gathers findings while a ``Linter`` walks tables: the checks of single entries, and the
/// comparison of a translation with the development language.
struct LintCollector {
    let disabled: Set<LintRule>
    private(set) var findings: [LintFinding] = []
    /// Language → the plural categories its CLDR rules use (`nil`: ICU has no rules for it).
    private var categories: [String: Set<PluralCategory>?] = [:]
    /// The categories each language uses only for exact millions (see `millionsOnlyCategories`).
    private var millionsOnly: [String: Set<PluralCategory>] = [:]

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
        switch error.reason {
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
            add(
                LintFinding(
                    rule, file: entry.location.file, line: entry.location.line, key: entry.key, message: message,
                    localization: entry.localization))
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
            let missing = needed.subtracting(plural.categories).subtracting([.other])
            let millionsOnly = missing.intersection(millionsOnlyCategories(for: language)).sorted()
            let others = missing.subtracting(millionsOnly).sorted()
            if !others.isEmpty {
                report(.pluralMissingCategory, "\(subject) lacks \(Self.list(others)), which '\(language)' uses")
            }
            if !millionsOnly.isEmpty {
                report(
                    .pluralMissingMillions,
                    "\(subject) lacks \(Self.list(millionsOnly)), which '\(language)' uses only for exact millions (1000000) "
                        + "and compact forms (1M); those numbers fall back to 'other'")
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
                            "in the development language (\(developmentLocalization)) but missing from the '\(localization)' translation",
                        localization: Localization(localization)))
                continue
            }
            if let difference = source.signature.difference(from: target.signature),
                !Self.agreesWithKeysPlaceholders(key, target.signature, development: source.signature)
            {
                add(
                    LintFinding(
                        difference.rule, file: target.entry.location.file, line: target.entry.location.line, key: key,
                        message: "'\(localization)' " + difference.message, localization: target.entry.localization))
            }
            if TranslationMarkup.isCarried(byKey: key),
                let difference = TranslationMarkup.difference(target.entry.value, from: source.entry.value)
            {
                add(
                    LintFinding(
                        .markupMismatch, file: target.entry.location.file, line: target.entry.location.line, key: key,
                        message: "'\(localization)' " + difference, localization: target.entry.localization))
            }
        }
    }

    private mutating func pluralCategories(for language: String) -> Set<PluralCategory>? {
        if let known = categories[language] { return known }
        let found = (try? PluralRules(locale: LocaleIdentifier(language))).map { Set($0.categories) }
        categories[language] = found
        return found
    }

    /// Whether a translation's specifiers are exactly the ones the key itself spells, where the
    /// development language's text shows fewer (`"%d new messages" = "New messages";`): the
    /// caller formats with the key's arguments, so the translation that shows the number is
    /// right and the development text merely omits it.
    private static func agreesWithKeysPlaceholders(
        _ key: String, _ translation: FormatSignature, development: FormatSignature
    ) -> Bool {
        guard key.contains("%") else { return false }
        let keys = FormatSignature(.text(key))
        return !keys.arguments.isEmpty && keys == translation && development.arguments.count < keys.arguments.count
            && development.arguments.allSatisfy { keys.arguments[$0.key] == $0.value }
    }

    /// The categories `language` chooses for exact millions (1,000,000) but for no integer up to
    /// 100,000 and no decimal from 0.0 to 9.9: in CLDR, the `many` of French, Spanish, Italian,
    /// Portuguese and Catalan (`e = 0 and i != 0 and i % 1000000 = 0 and v = 0`, and compact
    /// exponents). A translation without them reads right for every other number.
    private mutating func millionsOnlyCategories(for language: String) -> Set<PluralCategory> {
        if let known = millionsOnly[language] { return known }
        var found: Set<PluralCategory> = []
        if let rules = try? PluralRules(locale: LocaleIdentifier(language)),
            let million = try? rules.category(for: 1_000_000), million != .other
        {
            let integers = Array(0...1_000) + [10_000, 100_000, 999_999]
            let decimals = (0..<100).map { "\($0 / 10).\($0 % 10)" }
            let reachedBelow =
                integers.contains { (try? rules.category(for: $0)) == million }
                || decimals.contains { (try? rules.category(forDecimal: $0)) == million }
            if !reachedBelow { found = [million] }
        }
        millionsOnly[language] = found
        return found
    }

    private static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}
