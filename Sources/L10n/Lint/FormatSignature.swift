import L10nFormat
import L10nICU

/// What a localized value's format strings read from the argument list: the kind of each
/// argument slot, the variables referred to, and problems found inside the entry itself.
///
/// Built by walking the value's strings once with ``FormatTokenizer``, expanding stringsdict
/// and catalog variables from their own argument slots as the runtime does.
package struct FormatSignature: Equatable {
    /// The kind of value a specifier reads, coarse enough that equal kinds format safely.
    package enum ArgumentKind: String, Equatable {
        case int32 = "a 32-bit integer"
        case int64 = "a 64-bit integer"
        case double = "a floating-point number"
        case object = "an object (%@)"
        case cString = "a C string (%s)"
        case character = "a character (%c)"
        case pointer = "a pointer"

        init(_ specifier: FormatSpecifier) {
            let conversion = specifier.conversion
            if conversion.isInteger {
                let long = specifier.length.integerBitWidth == 64 || conversion == .D || conversion == .U || conversion == .O
                self = long ? .int64 : .int32
            } else if conversion.isFloatingPoint {
                self = .double
            } else {
                switch conversion {
                case .object: self = .object
                case .s, .S: self = .cString
                case .c, .C: self = .character
                default: self = .pointer
                }
            }
        }

        /// The kind a stringsdict value type (`d`, `lld`, `@`, `%f`) names, if it is one.
        init?(valueType: String) {
            guard let specifier = FormatSignature.specifier(valueType: valueType) else { return nil }
            self.init(specifier)
        }
    }

    /// The specifier a stringsdict value type (`d`, `lld`, `@`, `%f`) spells, if it is one.
    static func specifier(valueType: String) -> FormatSpecifier? {
        let text = valueType.hasPrefix("%") ? valueType : "%" + valueType
        guard case .specifier(let specifier)? = FormatTokenizer.tokenize(text).first?.content else { return nil }
        return specifier
    }

    /// Argument slot (0-based) → the kind the first specifier reading it expects.
    var arguments: [Int: ArgumentKind] = [:]
    /// Argument slot → the first specifier reading it (a `*` count reads as `%d`, a variable
    /// as its value type), finer than its kind: signedness and conversion, for typed accessors.
    package var specifiers: [Int: FormatSpecifier] = [:]
    /// Argument slot → the first variable reading it, whose name says what the argument is.
    package var variableNames: [Int: String] = [:]
    /// Variables the strings refer to.
    var referenced: Set<String> = []
    /// Variables referred to but not defined, in order of appearance.
    package var undefined: [String] = []
    /// The first variable whose value type disagrees with a specifier in its variants.
    var valueTypeMismatch: (variable: String, valueType: String, found: ArgumentKind)?
    /// The first argument that one entry's strings read as two different kinds.
    package var conflict: (slot: Int, first: ArgumentKind, second: ArgumentKind)?
    /// Variables whose variants have been walked.
    private var expanded: Set<String> = []
    /// Plural rules: variable name (nil for a catalog or Smartling plural) → its categories.
    package var plurals: [(variable: String?, categories: Set<PluralCategory>)] = []

    package static func == (lhs: FormatSignature, rhs: FormatSignature) -> Bool { lhs.arguments == rhs.arguments }

    /// Walks `value`'s strings.
    package init(_ value: LocalizedValue) {
        add(value, depth: 0)
    }

    private mutating func add(_ value: LocalizedValue, depth: Int) {
        guard depth <= FormatExpansion.maximumDepth else { return }
        switch value {
        case .text(let text):
            add(text, base: 0, variables: [:], depth: depth)
        case .format(let format):
            add(format.format, base: 0, variables: format.variables, depth: depth)
        case .plural(let cases):
            plurals.append((nil, Set(cases.keys)))
            for (_, variant) in cases.sorted(by: { $0.key < $1.key }) { add(variant, depth: depth + 1) }
        case .device(let cases):
            for (_, variant) in cases.sorted(by: { $0.key < $1.key }) { add(variant, depth: depth + 1) }
        case .width(let variants):
            for variant in variants { add(variant.value, depth: depth + 1) }
        }
    }

    private mutating func add(
        _ text: String, base: Int, variables: [String: FormatVariable], depth: Int,
        expected: (name: String, type: String, kind: ArgumentKind, slot: Int)? = nil
    ) {
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            switch token.content {
            case .literal, .percent, .malformed:
                continue
            case .specifier(let specifier):
                let kind = ArgumentKind(specifier)
                for count in [specifier.width, specifier.precision] {
                    if case .argument(let slot) = count { record(FormatSpecifier(argumentIndex: slot, conversion: .d), at: slot) }
                }
                if let expected, specifier.argumentIndex == expected.slot, kind != expected.kind {
                    if valueTypeMismatch == nil { valueTypeMismatch = (expected.name, expected.type, kind) }
                } else {
                    record(specifier, at: specifier.argumentIndex)
                }
            case .variable(let name, let index, _):
                referenced.insert(name)
                guard let variable = variables[name] else {
                    if !undefined.contains(name) { undefined.append(name) }
                    continue
                }
                let slot = variable.argumentNumber.map { $0 > 0 ? $0 - 1 : 0 } ?? index
                if variableNames[slot] == nil { variableNames[slot] = name }
                let valueSpecifier = variable.valueType.flatMap(Self.specifier(valueType:))
                let kind = valueSpecifier.map(ArgumentKind.init)
                if let valueSpecifier { record(valueSpecifier, at: slot) }
                // Each variable's variants are walked once per entry: no cycles, no blow-up.
                guard depth < FormatExpansion.maximumDepth, expanded.insert(name).inserted else { continue }
                if case .plural(let cases) = variable.rule {
                    plurals.append((name, Set(cases.keys)))
                }
                for variant in variable.allStrings {
                    let string =
                        variable.usesArgPlaceholder
                        ? FormatExpansion.replacingArgPlaceholders(in: variant, position: slot, valueType: variable.valueType ?? "@")
                        : variant
                    add(
                        string, base: slot, variables: variables, depth: depth + 1,
                        expected: kind.map { (name, variable.valueType ?? "", $0, slot) })
                }
            }
        }
    }

    private mutating func record(_ specifier: FormatSpecifier, at slot: Int) {
        let kind = ArgumentKind(specifier)
        guard let existing = arguments[slot] else {
            arguments[slot] = kind
            specifiers[slot] = specifier
            return
        }
        if existing != kind, conflict == nil { conflict = (slot, existing, kind) }
    }

    /// How `translation` differs from this (the development language's) signature: `nil` when
    /// they agree; `.longLong` when the only difference is 32-bit integers where this has 64-bit.
    func difference(from translation: FormatSignature) -> (rule: LintRule, message: String)? {
        guard arguments != translation.arguments else { return nil }
        var onlyNarrowed = true
        var details: [String] = []
        for slot in Set(arguments.keys).union(translation.arguments.keys).sorted() {
            let expected = arguments[slot]
            let found = translation.arguments[slot]
            guard expected != found else { continue }
            if !(expected == .int64 && found == .int32) { onlyNarrowed = false }
            switch (expected, found) {
            case (let expected?, let found?): details.append("argument \(slot + 1) is \(found.rawValue), not \(expected.rawValue)")
            case (let expected?, nil): details.append("argument \(slot + 1) (\(expected.rawValue)) is not used")
            case (nil, let found?): details.append("argument \(slot + 1) (\(found.rawValue)) is not in the development language")
            case (nil, nil): break
            }
        }
        if onlyNarrowed {
            return (
                .intVersusLongLong,
                "uses a 32-bit integer specifier where the development language uses a 64-bit one: " + details.joined(separator: "; ")
            )
        }
        return (.formatMismatch, "format specifiers differ from the development language: " + details.joined(separator: "; "))
    }
}
