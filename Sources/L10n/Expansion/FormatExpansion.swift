import L10nFormat
import L10nICU
import L10nSupport

/// Expands a ``LocalizedValue`` into one format string whose every specifier names its
/// argument (`%2$lld`), ready for the format engine with the caller's whole argument list.
///
/// Stringsdict semantics (DESIGN §4.4): a `%#@name@` variable reads the argument at its own
/// position (or a catalog substitution's `argNum`); its chosen variant is itself a format whose
/// unnumbered specifiers start at that argument, and whose `%#@…@` refer to the same entry's
/// variables. Rewriting every specifier to an explicit position lets the expanded text be
/// formatted once against the whole list, so arguments after a variable keep their places.
package struct FormatExpansion {
    /// Nested variables deeper than this are a cycle or a mistake: real entries nest two.
    package static let maximumDepth = 16

    /// Chooses plural variants: by the arguments, or along a path when compiling ahead.
    let chooser: any PluralVariantChooser
    /// Chooses device and width variants.
    let selection: VariantSelection
    /// Records where each specifier of the result was written, to map a format error back to
    /// the text a translator wrote; `nil` (no cost) unless a call has failed or a bundle is
    /// being validated.
    let trace: ExpansionTrace?

    /// Expands for formatting `arguments`.
    init(arguments: [FormatArgument], selection: VariantSelection, trace: ExpansionTrace? = nil) {
        self.chooser = ArgumentPluralChooser(arguments: arguments, selection: selection)
        self.selection = selection
        self.trace = trace
    }

    init(chooser: any PluralVariantChooser, selection: VariantSelection, trace: ExpansionTrace? = nil) {
        self.chooser = chooser
        self.selection = selection
        self.trace = trace
    }

    /// The positional format for `value`.
    func format(for value: LocalizedValue, key: String?, depth: Int = 0) throws(LocalizationError) -> String {
        guard depth <= Self.maximumDepth else {
            throw LocalizationError(.expansionDepth, key: key, message: "variants nest deeper than \(Self.maximumDepth) levels")
        }
        switch value {
        case .text(let text):
            trace?.recordVerbatim(text)
            return text
        case .format(let format):
            return try expand(format.format, variables: format.variables, base: 0, key: key, depth: depth)
        case .plural(let cases):
            // A catalog plural variation or a Smartling group: the number is the argument the
            // first specifier of the `other` variant reads, as in Xcode's compiled form.
            let sample = cases[.other] ?? cases.sorted { $0.key < $1.key }.first?.value
            let index = sample.flatMap(Self.firstArgumentIndex) ?? 0
            guard let chosen = try chooser.pluralCase(cases, argumentAt: index, variable: nil, displayedWith: nil, key: key)
            else { throw Self.noVariant(key: key, variable: nil) }
            return try format(for: chosen.value, choice: .init(.plural, variable: nil, name: chosen.category.rawValue), key, depth)
        case .device(let cases):
            guard let chosen = VariantSelection.deviceChoice(cases, device: selection.device) else {
                throw VariantSelection.missingDeviceVariant(selection.device, key: key)
            }
            return try format(for: chosen.value, choice: .init(.device, variable: nil, name: chosen.name), key, depth)
        case .width(let variants):
            guard let chosen = selection.widthCase(variants) else { throw VariantSelection.missingWidthVariant(key: key) }
            return try format(for: chosen.value, choice: .init(.width, variable: nil, name: "\(chosen.width)"), key, depth)
        }
    }

    /// The positional format for a variant `choice` chose, one level down.
    private func format(
        for variant: LocalizedValue, choice: @autoclosure () -> ExpansionTrace.Choice, _ key: String?, _ depth: Int
    ) throws(LocalizationError) -> String {
        guard let trace else { return try format(for: variant, key: key, depth: depth + 1) }
        trace.enter(choice())
        defer { trace.leave() }
        return try format(for: variant, key: key, depth: depth + 1)
    }

    /// `text` with its unnumbered specifiers numbered from `base` and its variables replaced
    /// by their expanded variants.
    private func expand(
        _ text: String, variables: [String: FormatVariable], base: Int, key: String?, depth: Int
    ) throws(LocalizationError) -> String {
        guard depth <= Self.maximumDepth else {
            throw LocalizationError(
                .expansionDepth, key: key,
                message: "variables nest deeper than \(Self.maximumDepth) levels (a variable that refers to itself?)")
        }
        let leafKey = LeafKey(text: ExactText(text), base: base)
        // A trace must see the tokens, which a remembered leaf skips; and a traced expansion (a
        // failed call, a validation of every entry) leaves the memos to the calls that succeed.
        let origin = trace?.begin(text)
        if origin == nil, let expanded = SharedCaches.expansionLeaves.cached(leafKey) { return expanded }
        let tokens =
            origin == nil
            ? FormatTokenizer.memoizedTokens(text, firstArgumentIndex: base) : FormatTokenizer.tokenize(text, firstArgumentIndex: base)
        if tokens.count == 1, case .variable(let name, let index, _) = tokens[0].content {
            // `%#@files@` alone, the commonest format: the variant's expansion is the result,
            // returned as is (a remembered string) rather than copied into a new one.
            return try expandVariable(name, index, variables: variables, key: key, depth: depth)
        }
        let utf8 = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count + 16)
        var isLeaf = true
        for token in tokens {
            let source = utf8[token.range]
            switch token.content {
            case .literal, .percent, .malformed:
                output.append(contentsOf: source)
            case .specifier(let specifier):
                let start = output.count
                output.append(contentsOf: Self.positional(source, specifier))
                if let trace, let origin { trace.record(output: start..<output.count, source: token.range, origin: origin) }
            case .variable(let name, let index, _):
                isLeaf = false
                let start = output.count
                let mark = trace?.mark
                output.append(contentsOf: try expandVariable(name, index, variables: variables, key: key, depth: depth).utf8)
                if let trace, let mark { trace.shift(from: mark, by: start) }
            }
        }
        let expanded = String(decoding: output, as: UTF8.self)
        if isLeaf, origin == nil, text.utf8.count <= FormatTokenizer.memoizedFormatLength {
            SharedCaches.expansionLeaves.store(expanded, for: leafKey)
        }
        return expanded
    }

    /// The chosen variant of variable `name` (read at `index` unless it names its argument),
    /// expanded from its own position.
    private func expandVariable(
        _ name: String, _ index: Int, variables: [String: FormatVariable], key: String?, depth: Int
    ) throws(LocalizationError) -> String {
        guard let variable = variables[name] else {
            throw LocalizationError(
                .undefinedVariable(name), key: key, message: "the format uses variable '\(name)', which the entry does not define")
        }
        let position = variable.argumentNumber.map { $0 - 1 } ?? index
        guard let chosen = try chooseVariant(of: variable, name: name, at: position, key: key) else {
            throw Self.noVariant(key: key, variable: name)
        }
        var variant = chosen.value
        if variable.usesArgPlaceholder {
            variant = Self.replacingArgPlaceholders(in: variant, position: position, valueType: variable.valueType ?? "@")
        }
        guard let trace else { return try expand(variant, variables: variables, base: position, key: key, depth: depth + 1) }
        trace.enter(ExpansionTrace.Choice(.plural, variable: name, name: chosen.category.rawValue, written: chosen.value))
        defer { trace.leave() }
        return try expand(variant, variables: variables, base: position, key: key, depth: depth + 1)
    }

    /// A chooser found no variant without saying which category it wanted: only when compiling
    /// along a path that takes the empty variant, whose leaf then goes the ordinary way (where
    /// ``ArgumentPluralChooser`` reports the category).
    private static func noVariant(key: String?, variable: String?) -> LocalizationError {
        LocalizationError(
            .missingVariant(variable: variable, variant: nil), key: key, message: "\(subject(variable)) has no variant to choose")
    }

    /// How messages name a plural: its variable, or a catalog's (or Smartling's) whole-value plural.
    static func subject(_ variable: String?) -> String {
        variable.map { "variable '\($0)'" } ?? "the plural variation"
    }

    /// A text without variables, rewritten from `base`: the same every time, so remembered
    /// (`SharedCaches.expansionLeaves`).
    struct LeafKey: Hashable, Sendable {
        let text: ExactText
        let base: Int
    }

    private func chooseVariant(
        of variable: FormatVariable, name: String, at position: Int, key: String?
    ) throws(LocalizationError) -> (category: PluralCategory, value: String)? {
        switch variable.rule {
        case .plural(let cases):
            return try chooser.pluralCase(cases, argumentAt: position, variable: name, displayedWith: variable.valueType, key: key)
        case .unknown(let type, _):
            throw LocalizationError(
                .unknownRule(variable: name, type: type), key: key,
                message: "variable '\(name)' has rule type '\(type)', which this runtime cannot evaluate")
        }
    }

    /// A specifier's text with explicit positions: `%d` → `%3$d`, `%*d` → `%3$*2$d` (slots as
    /// the tokenizer numbered them, from the variable's own argument on).
    static func positional(_ source: ArraySlice<UInt8>, _ specifier: FormatSpecifier) -> [UInt8] {
        var text: [UInt8] = [0x25]  // %
        text += Array("\(specifier.argumentIndex + 1)$".utf8)
        // Copy the rest, skipping an explicit `n$` and numbering bare `*`s.
        var index = source.startIndex + 1
        if specifier.hasExplicitPosition {
            while index < source.endIndex, source[index] != 0x24 { index += 1 }  // $
            index += 1
        }
        var stars = [specifier.width, specifier.precision].compactMap { count -> Int? in
            if case .argument(let slot) = count { return slot }
            return nil
        }.makeIterator()
        while index < source.endIndex {
            let byte = source[index]
            text.append(byte)
            index += 1
            guard byte == 0x2A else { continue }  // *
            let slot = stars.next() ?? 0
            var lookahead = index
            while lookahead < source.endIndex, source[lookahead] >= 0x30, source[lookahead] <= 0x39 { lookahead += 1 }
            let isExplicit = lookahead > index && lookahead < source.endIndex && source[lookahead] == 0x24
            if !isExplicit { text += Array("\(slot + 1)$".utf8) }
        }
        return text
    }

    /// A catalog variant's `%arg` placeholders as explicit specifiers (`%2$lld`).
    package static func replacingArgPlaceholders(in variant: String, position: Int, valueType: String) -> String {
        let utf8 = Array(variant.utf8)
        var output: [UInt8] = []
        var index = 0
        for token in FormatTokenizer.tokenize(variant) {
            let start = max(token.range.lowerBound, index)
            guard start < token.range.upperBound else { continue }
            if start == token.range.lowerBound, case .specifier(let specifier) = token.content, specifier.conversion == .a,
                token.range.count == 2, utf8[token.range.upperBound...].starts(with: Array("rg".utf8))
            {
                output += Array("%\(position + 1)$\(valueType)".utf8)
                index = token.range.upperBound + 2
            } else {
                output += utf8[start..<token.range.upperBound]
                index = token.range.upperBound
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The argument the first specifier or variable of a value's text reads.
    package static func firstArgumentIndex(_ value: LocalizedValue) -> Int? {
        guard let text = value.allStrings.first else { return nil }
        for token in FormatTokenizer.tokenize(text) {
            switch token.content {
            case .specifier(let specifier): return specifier.argumentIndex
            case .variable(_, let index, _): return index
            default: continue
            }
        }
        return nil
    }
}

/// Chooses among a plural rule's variants during a ``FormatExpansion``.
protocol PluralVariantChooser {
    /// The variant of `cases` for the argument at `position` and its category, or `nil` for none.
    ///
    /// - Parameters:
    ///   - variable: The `%#@name@` variable choosing, which requires its argument; `nil` for
    ///     a whole-value plural, which takes `other` without one.
    ///   - valueType: How the argument will be displayed (for selection on displayed digits).
    func pluralCase<Value>(
        _ cases: [PluralCategory: Value], argumentAt position: Int, variable: String?, displayedWith valueType: String?,
        key: String?
    ) throws(LocalizationError) -> (category: PluralCategory, value: Value)?
}

/// Chooses by the arguments of one call, as Apple does.
struct ArgumentPluralChooser: PluralVariantChooser {
    let arguments: [FormatArgument]
    let selection: VariantSelection

    func pluralCase<Value>(
        _ cases: [PluralCategory: Value], argumentAt position: Int, variable: String?, displayedWith valueType: String?,
        key: String?
    ) throws(LocalizationError) -> (category: PluralCategory, value: Value)? {
        let argument = arguments.indices.contains(position) ? arguments[position] : nil
        if argument == nil, let variable {
            throw LocalizationError(
                .missingArgument(variable: variable), key: key,
                message: "variable '\(variable)' reads argument \(position + 1), but \(arguments.count) were given")
        }
        let category = try selection.pluralCategory(for: argument, displayedWith: valueType, hasZeroCase: cases[.zero] != nil)
        if let chosen = cases[category] { return (category, chosen) }
        if let other = cases[.other] { return (.other, other) }
        // Formatting an empty variant here (what this runtime once did) leaves a silent blank
        // in an interface, never what a translator meant: an error names what is missing.
        let subject = FormatExpansion.subject(variable)
        let value = argument.map { "argument \(position + 1) (\($0.messageText))" } ?? "no argument"
        throw LocalizationError(
            .missingVariant(variable: variable, variant: category.rawValue), key: key,
            message: category == .other
                ? "\(subject) has no 'other' variant, which \(value) selects"
                : "\(subject) has no '\(category.rawValue)' variant, which \(value) selects, and no 'other' to fall back on")
    }
}

extension FormatArgument {
    /// The argument as an error message quotes it.
    var messageText: String {
        switch self {
        case .int(let value): "\(value)"
        case .uint(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value.prefix(40))\""
        case .character(let value): "character U+\(String(value, radix: 16, uppercase: true))"
        case .null: "nil"
        }
    }
}
