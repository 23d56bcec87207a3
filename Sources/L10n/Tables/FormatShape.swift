import L10nFormat
import L10nICU

/// How formats and variants map between the formats: which stringsdict formats are a catalog
/// plural variation, which specifiers a catalog writes as `%arg`, where variables read.
///
/// The tokenizer's numbering decides every rewrite: unnumbered specifiers and variables take
/// the next slot of a counter that an explicit `n$` does not advance, so a specifier is only
/// rewritten when no other slot moves.
package enum FormatShape {
    /// The name given to the variable of a plural that the source did not name (a catalog
    /// plural variation, a Smartling group).
    package static let pluralVariableName = "value"

    /// A plural written as a catalog plural variation or a Smartling group: its variants and
    /// the argument it selects on.
    package struct Plural {
        package var cases: [PluralCategory: String]
        package var valueType: String?
    }

    /// The plural of a format that is one plural variable and nothing else, whose variants
    /// use no variables and select on the argument their own first specifier reads; such a
    /// format means the same as a catalog plural variation or a Smartling group.
    ///
    /// The variable is `%#@items@` (the first argument), or `%2$#@items@` with variants whose
    /// specifiers all have explicit positions (so they read the same from any base) — the
    /// form ``format(forPlural:)`` writes for plurals selecting on a later argument.
    package static func wholePlural(_ format: LocalizedFormat) -> Plural? {
        let tokens = FormatTokenizer.tokenize(format.format)
        guard tokens.count == 1, case .variable(let name, let slot, let explicit) = tokens[0].content,
            let variable = format.variables[name], !variable.usesArgPlaceholder,
            variable.argumentNumber == nil || variable.argumentNumber == slot + 1,
            case .plural(let cases) = variable.rule, !cases.isEmpty
        else { return nil }
        guard slot == 0 && !explicit || explicit && cases.values.allSatisfy(hasOnlyExplicitPositions) else { return nil }
        for text in cases.values where hasVariable(text) { return nil }
        let sample = cases[.other] ?? cases.sorted { $0.key < $1.key }.first?.value ?? ""
        guard (firstSlot(sample) ?? 0) == slot, valueType(readingSlot: slot, in: sample) == variable.valueType else { return nil }
        return Plural(cases: cases, valueType: variable.valueType)
    }

    /// Whether every specifier of `text` has an explicit position (and no `*` count reads an
    /// unnumbered slot).
    package static func hasOnlyExplicitPositions(_ text: String) -> Bool {
        unnumberedSlots(text) == 0
    }

    /// A format with one variable for plural variants that select on the argument their
    /// `other` variant's first specifier reads (a catalog plural variation, a Smartling group);
    /// `nil` if a variant uses a variable.
    package static func format(forPlural cases: [PluralCategory: String]) -> LocalizedFormat? {
        for text in cases.values where hasVariable(text) { return nil }
        let sample = cases[.other] ?? cases.sorted { $0.key < $1.key }.first?.value ?? ""
        let slot = firstSlot(sample) ?? 0
        let name = pluralVariableName
        var variants = cases
        var format = "%#@\(name)@"
        if slot != 0 {
            // The variable reads `slot`, and its variants would number from there: make them
            // explicit, numbered as they were.
            format = "%\(slot + 1)$#@\(name)@"
            variants = variants.mapValues { positional($0) }
        }
        let variable = FormatVariable(rule: .plural(variants), valueType: valueType(readingSlot: slot, in: sample))
        return LocalizedFormat(format: format, variables: [name: variable])
    }

    /// Whether `text` has a `%#@name@` variable.
    package static func hasVariable(_ text: String) -> Bool {
        FormatTokenizer.tokenize(text).contains { if case .variable = $0.content { true } else { false } }
    }

    /// The slot the first specifier or variable of `text` reads.
    package static func firstSlot(_ text: String, base: Int = 0) -> Int? {
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            switch token.content {
            case .specifier(let specifier): return specifier.argumentIndex
            case .variable(_, let index, _): return index
            default: continue
            }
        }
        return nil
    }

    /// The conversion (without `%` and position, `lld`) of the first specifier of `text`
    /// reading `slot`, if it has no flags, width or precision.
    package static func valueType(readingSlot slot: Int, in text: String, base: Int = 0) -> String? {
        let utf8 = Array(text.utf8)
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            guard case .specifier(let specifier) = token.content, specifier.argumentIndex == slot else { continue }
            return bareConversion(utf8[token.range], specifier)
        }
        return nil
    }

    /// `d` for `%d` or `%2$d`; `nil` when the specifier has flags, a width or a precision.
    package static func bareConversion(_ source: ArraySlice<UInt8>, _ specifier: FormatSpecifier) -> String? {
        guard specifier.flags.isEmpty, case .none = specifier.width, case .none = specifier.precision, !specifier.hasEmptyPrecision
        else { return nil }
        var rest = source.dropFirst()
        if specifier.hasExplicitPosition, let dollar = rest.firstIndex(of: 0x24) {
            rest = rest[(dollar + 1)...]
        }
        return rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self)
    }

    /// `text` with every specifier given its explicit position (numbered from `base`).
    package static func positional(_ text: String, base: Int = 0) -> String {
        let utf8 = Array(text.utf8)
        var output: [UInt8] = []
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            switch token.content {
            case .specifier(let specifier): output += FormatExpansion.positional(utf8[token.range], specifier)
            default: output += utf8[token.range]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The number of slots the unnumbered specifiers, `*` counts and variables of `text` take.
    package static func unnumberedSlots(_ text: String) -> Int {
        var count = 0
        for token in FormatTokenizer.tokenize(text) {
            switch token.content {
            case .specifier(let specifier):
                if !specifier.hasExplicitPosition { count += 1 }
                if case .argument = specifier.width, !specifier.hasExplicitPosition { count += 1 }
                if case .argument = specifier.precision, !specifier.hasExplicitPosition { count += 1 }
            case .variable(_, _, let explicit):
                if !explicit { count += 1 }
            default: continue
            }
        }
        return count
    }
}

extension FormatShape {
    /// Where each variable of `format` reads: its slot (a catalog's `argNum`, else its own
    /// position) and the position of its `%#@name@` token, found by walking the format and the
    /// variants of the variables it uses, each numbered from its variable's slot.
    package static func variableSlots(_ format: LocalizedFormat) -> [String: (slot: Int, tokenIndex: Int)] {
        var slots: [String: (slot: Int, tokenIndex: Int)] = [:]
        walk(format.format, base: 0, format: format, depth: 0, into: &slots)
        return slots
    }

    private static func walk(
        _ text: String, base: Int, format: LocalizedFormat, depth: Int, into slots: inout [String: (slot: Int, tokenIndex: Int)]
    ) {
        guard depth <= FormatExpansion.maximumDepth else { return }
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            guard case .variable(let name, let index, _) = token.content, slots[name] == nil, let variable = format.variables[name] else {
                continue
            }
            let slot = variable.argumentNumber.map { $0 - 1 } ?? index
            slots[name] = (slot, index)
            for variant in variable.allStrings {
                walk(variant, base: slot, format: format, depth: depth + 1, into: &slots)
            }
        }
    }
}
