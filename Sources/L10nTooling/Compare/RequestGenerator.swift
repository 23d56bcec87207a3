import L10n
import L10nFormat
import L10nICU

/// Requests for `Tools/AppleRecorder` that cover a bundle, so a recording checks every string
/// rather than the few someone wrote down, and stays whole as translations change.
///
/// For every table, every key any localization has, in every localization (one request with
/// `language`, as the recorder chooses it): arguments typed from the entry's specifiers
/// (`%d` 1234, `%f` 1234.5, `%@` `"Anna"`, `%c` 65), and for each plural the entry has, one
/// request per CLDR plural category the localization's language uses, with a number of that
/// category found by asking ICU's rules (integers from 0, then powers of ten, for the millions
/// French calls `many`; numbers with a fraction where the variable formats a floating-point
/// value, since a JSON number without one reads as an integer). For the first key of each
/// table, the user's preference lists too: each localization alone, with a region, after a
/// language the bundle lacks, and a list nothing matches.
///
/// An entry with device variants is asked once per device it names (`device`), and one with
/// width variants once per width (`width`), besides the default request (the `other` device,
/// the widest variant). Apple's bundle answers for the device it runs on, so a recording made
/// on a Mac answers the `mac` requests and marks the others unsupported; one made on an iOS
/// simulator, the `iphone` ones.
///
/// What the requests cannot reach is listed in ``GeneratedRequests/unreachable``: a category
/// no argument of the variable's type selects (`one` of a `%f` in English).
public struct RequestGenerator: Sendable {
    public let bundle: LocalizationBundle

    public init(bundle: LocalizationBundle) {
        self.bundle = bundle
    }

    /// The default argument for each kind of specifier, and the text one.
    static let integerSample: Int64 = 1234
    static let doubleSample = 1234.5
    static let textSample = "Anna"
    /// `%c`: a code point (`A`).
    static let characterSample: Int64 = 65

    /// Integers tried, in order, for a category: small numbers, then the round numbers some
    /// languages give their own category (French `many` for exact millions).
    static let integerCandidates: [Int64] = Array(0...199) + [1000, 10_000, 100_000, 1_000_000, 1_000_000_000]
    /// Numbers with a fraction tried for a floating-point variable.
    static let fractionCandidates: [Double] = [0.5, 1.5, 2.5, 3.5, 5.5, 0.1, 1.1, 2.1, 0.25, 21.5, 100.5, 1_000_000.5]

    /// The requests, in table, key and localization order.
    ///
    /// - Throws: `ResourceError` when a table cannot be read (naming its file).
    public func requests() throws(ResourceError) -> GeneratedRequests {
        var result = GeneratedRequests()
        let localizations = bundle.localizations.filter { bundle.pseudoLocalizations[$0] == nil }
        for table in bundle.tableNames.sorted() {
            var entries: [Localization: StringTable] = [:]
            for localization in localizations {
                if let found = try bundle.table(table, localization: localization) { entries[localization] = found }
            }
            let keys = Set(entries.values.flatMap(\.entries.keys)).sorted()
            for key in keys {
                // A localization without the key is asked too: Apple answers with the key.
                let reference =
                    bundle.developmentRegion.flatMap { entries[$0]?[key] }
                    ?? localizations.lazy.compactMap { entries[$0]?[key] }.first
                for localization in localizations {
                    let entry = entries[localization]?[key] ?? reference
                    result.requests += requests(key: key, table: table, localization: localization, entry: entry, into: &result)
                }
                if key == keys.first, let entry = reference {
                    result.requests += preferenceRequests(key: key, table: table, localizations: localizations, entry: entry)
                }
            }
        }
        return result
    }

    /// The requests for one key in one localization.
    private func requests(
        key: String, table: String, localization: Localization, entry: TableEntry?, into result: inout GeneratedRequests
    ) -> [RecordedRequest] {
        let request = RecordedRequest(key: key, table: table, language: localization.name)
        guard let entry else { return [request] }
        let signature = FormatSignature(entry.value)
        let arguments = Self.defaultArguments(signature)
        var requests = [Self.with(request, arguments)]
        for device in Self.devices(entry.value) where device != "other" {
            var asked = Self.with(request, arguments)
            asked.device = device
            requests.append(asked)
        }
        for width in Self.widths(entry.value) {
            var asked = Self.with(request, arguments)
            asked.width = width
            requests.append(asked)
        }
        let plurals = Self.pluralSlots(entry.value, signature)
        guard !plurals.isEmpty else { return requests }
        guard let rules = try? PluralRules(locale: LocaleIdentifier(localization.name)) else {
            result.unreachable.append("\(table) \(key) (\(localization)): no plural rules for '\(localization)'")
            return requests
        }
        for plural in plurals where plural.slot < arguments.count {
            let floating = signature.specifiers[plural.slot]?.conversion.isFloatingPoint ?? false
            for category in rules.categories {
                guard let sample = Self.sample(of: category, rules: rules, floating: floating) else {
                    let kind = floating ? "number with a fraction" : "integer"
                    result.unreachable.append(
                        "\(table) \(key) (\(localization)): '\(category)' of \(plural.variable ?? "the plural") is chosen for no \(kind)")
                    continue
                }
                var chosen = arguments
                chosen[plural.slot] = sample
                requests.append(Self.with(request, chosen))
            }
        }
        return requests
    }

    /// The same key asked with the user's languages instead of a chosen localization.
    private func preferenceRequests(key: String, table: String, localizations: [Localization], entry: TableEntry) -> [RecordedRequest] {
        let arguments = Self.defaultArguments(FormatSignature(entry.value))
        var lists: [[String]] = []
        for localization in localizations where localization.name != "Base" {
            lists.append([localization.name])
            if let identifier = try? LocaleIdentifier(localization.name), identifier.region == nil,
                let region = try? identifier.addingLikelySubtags().region
            {
                lists.append(["\(localization.name)-\(region)"])
            }
            lists.append(["zz", localization.name])
        }
        lists.append(["zz"])
        return lists.map { Self.with(RecordedRequest(key: key, table: table, preferred: $0), arguments) }
    }

    private static func with(_ request: RecordedRequest, _ arguments: [RecordedArgument]) -> RecordedRequest {
        var request = request
        request.args = arguments.isEmpty ? nil : arguments
        return request
    }

    /// One argument per slot the entry reads, typed from its specifier.
    static func defaultArguments(_ signature: FormatSignature) -> [RecordedArgument] {
        let slots = Set(signature.specifiers.keys).union(signature.variableNames.keys)
        guard let last = slots.max() else { return [] }
        return (0...last).map { slot in
            guard let specifier = signature.specifiers[slot] else { return .integer(integerSample) }
            switch specifier.conversion {
            case .c, .C: return .integer(characterSample)
            case .object, .s, .S: return .text(textSample)
            case _ where specifier.conversion.isFloatingPoint: return .double(doubleSample)
            default: return .integer(integerSample)
            }
        }
    }

    /// The first candidate number of `category` under `rules`.
    static func sample(of category: PluralCategory, rules: PluralRules, floating: Bool) -> RecordedArgument? {
        if floating {
            return fractionCandidates.first { (try? rules.category(for: $0)) == category }.map(RecordedArgument.double)
        }
        return integerCandidates.first { (try? rules.category(for: $0)) == category }.map(RecordedArgument.integer)
    }

    /// Each plural of the entry with the argument slot that chooses its variant: a variable's
    /// slot, or for a catalog or Smartling plural the argument its `other` variant reads first.
    static func pluralSlots(_ value: LocalizedValue, _ signature: FormatSignature) -> [(variable: String?, slot: Int)] {
        var result: [(String?, Int)] = []
        for plural in signature.plurals {
            if let variable = plural.variable {
                if let slot = signature.variableNames.first(where: { $0.value == variable })?.key { result.append((variable, slot)) }
            } else if let cases = firstPluralCases(value) {
                let sample = cases[.other] ?? cases.sorted { $0.key < $1.key }.first?.value
                result.append((nil, sample.flatMap(FormatExpansion.firstArgumentIndex) ?? 0))
            }
        }
        return result
    }

    private static func firstPluralCases(_ value: LocalizedValue) -> [PluralCategory: LocalizedValue]? {
        switch value {
        case .plural(let cases): cases
        case .device(let cases): cases.values.lazy.compactMap(firstPluralCases).first
        case .width(let variants): variants.lazy.compactMap { firstPluralCases($0.value) }.first
        case .text, .format: nil
        }
    }

    /// The devices an entry's variants name, sorted.
    static func devices(_ value: LocalizedValue) -> [String] {
        var found: Set<String> = []
        func walk(_ value: LocalizedValue) {
            switch value {
            case .device(let cases):
                found.formUnion(cases.keys)
                cases.values.forEach(walk)
            case .plural(let cases): cases.values.forEach(walk)
            case .width(let variants): variants.forEach { walk($0.value) }
            case .text, .format: break
            }
        }
        walk(value)
        return found.sorted()
    }

    /// The widths an entry's variants are written for, ascending.
    static func widths(_ value: LocalizedValue) -> [Int] {
        var found: Set<Int> = []
        func walk(_ value: LocalizedValue) {
            switch value {
            case .width(let variants):
                found.formUnion(variants.map(\.width))
                variants.forEach { walk($0.value) }
            case .plural(let cases): cases.values.forEach(walk)
            case .device(let cases): cases.values.forEach(walk)
            case .text, .format: break
            }
        }
        walk(value)
        return found.sorted()
    }
}

/// What ``RequestGenerator`` wrote, and what it could not reach.
public struct GeneratedRequests: Sendable {
    /// The requests, one JSON line each for the recorder.
    public var requests: [RecordedRequest] = []
    /// What no request covers, one line each (`Localizable files.remaining (ru): 'other' of
    /// files is chosen for no integer`: Russian integers are `one`, `few` or `many`).
    public var unreachable: [String] = []
}
