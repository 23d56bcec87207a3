import L10n
import L10nICU

/// How much of a bundle a recording's comparison checked: the keys, localizations and plural
/// categories that had a field compared, against those the bundle has, and for each answer the
/// fields compared and those the recording platform left out.
///
/// A plural category counts as compared when an answer with a compared `formatted` field gave
/// the variable's argument a number of that category, in the rules the comparison chose with.
public struct RecordingCoverage: Sendable {
    /// One recorded answer: what was compared, and what was not with why.
    public struct Answer: Sendable {
        /// The answer's line in the recording.
        public var recordingLine: Int
        public var request: RecordedRequest
        /// The fields the recording has, each compared.
        public var compared: [RecordingComparison.Field]
        /// Field → why the recording platform did not answer it.
        public var skipped: [String: String]
    }

    /// A plural whose language uses categories no compared answer chose.
    public struct MissingCategories: Sendable, Hashable, CustomStringConvertible {
        public var table: String
        public var key: String
        public var localization: String
        /// The variable (`files`), or `nil` for a catalog or Smartling plural.
        public var variable: String?
        public var categories: [PluralCategory]

        /// `Localizable files.remaining (ar) files: zero, two`.
        public var description: String {
            "\(table) \(key) (\(localization))\(variable.map { " \($0)" } ?? ""): "
                + categories.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// The answers, in recording order.
    public var answers: [Answer] = []
    /// `(table, key)` pairs the bundle has, and those an answer compared a field of.
    public var keysPresent = 0
    public var keysCompared = 0
    /// The bundle's localizations, and those an answer compared a field in.
    public var localizationsPresent = 0
    public var localizationsCompared = 0
    /// Plural categories the bundle's plurals need (each plural of each key in each
    /// localization, the categories its language uses), and those compared.
    public var pluralCategoriesPresent = 0
    public var pluralCategoriesCompared = 0
    /// The plurals with categories left uncompared, in table, key and localization order.
    public var missingCategories: [MissingCategories] = []

    /// `coverage: 9 of 14 keys, 6 of 6 localizations, 20 of 31 plural categories compared`.
    public var summary: String {
        "coverage: \(keysCompared) of \(keysPresent) keys, \(localizationsCompared) of \(localizationsPresent) localizations, "
            + "\(pluralCategoriesCompared) of \(pluralCategoriesPresent) plural categories compared"
    }

    struct PluralKey: Hashable {
        var table: String
        var key: String
        var localization: String
        var variable: String?
    }

    /// The plural categories `arguments` choose in an entry, by plural, under `rules`.
    static func chosenCategories(
        entry: TableEntry, arguments: [RecordedArgument], rules: PluralRules
    ) -> [(variable: String?, argument: RecordedArgument, category: PluralCategory)] {
        let signature = FormatSignature(entry.value)
        return RequestGenerator.pluralSlots(entry.value, signature).compactMap { plural in
            guard plural.slot < arguments.count else { return nil }
            let argument = arguments[plural.slot]
            let category: PluralCategory?
            switch argument {
            case .integer(let value): category = try? rules.category(for: value)
            case .double(let value): category = try? rules.category(for: value)
            case .text: category = nil
            }
            return category.map { (plural.variable, argument, $0) }
        }
    }

    /// No answers, nothing present.
    init() {}

    /// The coverage of `answers` (with the fields each compared) over `localizer`'s bundle.
    init(answers: [(answer: Answer, locale: String?)], localizer: Localizer, pluralRules: PluralRuleSource) {
        self.answers = answers.map(\.answer)
        let bundle = localizer.bundle
        let localizations = bundle.localizations.filter { bundle.pseudoLocalizations[$0] == nil }
        var keys: Set<[String]> = []
        var needed: [PluralKey: [PluralCategory]] = [:]
        for table in bundle.tableNames {
            for localization in localizations {
                guard let strings = try? bundle.table(table, localization: localization) else { continue }
                let rules = try? PluralRules(locale: LocaleIdentifier(localization.name))
                for entry in strings.entries.values {
                    keys.insert([table, entry.key])
                    guard let rules else { continue }
                    for plural in RequestGenerator.pluralSlots(entry.value, FormatSignature(entry.value)) {
                        needed[PluralKey(table: table, key: entry.key, localization: localization.name, variable: plural.variable)] =
                            rules.categories
                    }
                }
            }
        }
        keysPresent = keys.count
        localizationsPresent = localizations.count
        pluralCategoriesPresent = needed.values.reduce(0) { $0 + $1.count }

        var comparedKeys: Set<[String]> = []
        var comparedLocalizations: Set<String> = []
        var chosen: [PluralKey: Set<PluralCategory>] = [:]
        for (answer, locale) in answers where !answer.compared.isEmpty {
            let table = answer.request.table ?? "Localizable"
            comparedKeys.insert([table, answer.request.key])
            guard let resolved = Self.resolve(answer.request, locale: locale, localizer: localizer, pluralRules: pluralRules)
            else { continue }
            comparedLocalizations.insert(resolved.localization.name)
            guard answer.compared.contains(.formatted),
                let entry = try? bundle.table(table, searchList: resolved.searchList)[answer.request.key],
                let rules = try? resolved.pluralRules
            else { continue }
            for choice in Self.chosenCategories(entry: entry, arguments: answer.request.args ?? [], rules: rules) {
                let key = PluralKey(table: table, key: answer.request.key, localization: entry.localization.name, variable: choice.variable)
                chosen[key, default: []].insert(choice.category)
            }
        }
        keysCompared = comparedKeys.intersection(keys).count
        localizationsCompared = comparedLocalizations.intersection(localizations.map(\.name)).count
        let order = needed.keys.sorted {
            ($0.table, $0.key, $0.localization, $0.variable ?? "") < ($1.table, $1.key, $1.localization, $1.variable ?? "")
        }
        for key in order {
            let categories = needed[key] ?? []
            let compared = chosen[key] ?? []
            pluralCategoriesCompared += categories.filter(compared.contains).count
            let missing = categories.filter { !compared.contains($0) }
            if !missing.isEmpty {
                missingCategories.append(
                    MissingCategories(
                        table: key.table, key: key.key, localization: key.localization, variable: key.variable, categories: missing))
            }
        }
    }

    /// The resolution a comparison answers `request` with.
    ///
    /// - Parameter locale: The locale the answer was recorded with, if it says.
    static func resolve(
        _ request: RecordedRequest, locale recorded: String?, localizer: Localizer, pluralRules: PluralRuleSource
    ) -> ResolvedLocalization? {
        let languages: LocalizationRequest.Languages =
            request.language.map { .localization(Localization($0)) } ?? .preferred(request.preferred ?? [])
        let locale = (recorded ?? request.locale).flatMap { try? LocaleIdentifier($0) }
        let options = LocalizationOptions(
            table: request.table ?? "Localizable", locale: locale, pluralRules: pluralRules, device: request.device, width: request.width)
        return try? localizer.localization(for: LocalizationRequest(languages, options: options))
    }
}
