import L10nICU
import L10nSupport

/// A format string made ready for one ``StringFormatter``: tokenized once, and with the ICU
/// formats its localized conversions will ask for looked up ahead, so formatting it again
/// costs no tokenizing, no memo lookup and no shared-cache lookup (each of which hashes and
/// takes a lock). The ``Localizer`` prepares its entries' formats this way.
///
/// Formatting a prepared format gives exactly what ``StringFormatter/format(_:_:firstArgumentIndex:)``
/// gives for its text. Its literal text and its commonest conversions are rendered as
/// ``PreparedFormat/Step``s, straight into one buffer; every other token goes through the
/// general renderer, with the formats found ahead, or else the cache's.
package final class PreparedFormat: Sendable {
    /// The format's UTF-8 bytes, which the tokens' ranges index.
    let bytes: [UInt8]
    let tokens: [FormatToken]
    /// The locale the formats below are for (the preparing formatter's).
    let locale: LocaleIdentifier?
    /// The switches of the formatter that prepared it (``steps`` depend on them).
    let options: StringFormatter.Options
    /// The tokens as the renderer takes them (see ``Step``).
    let steps: [Step]
    /// The localized integers ``steps`` refer to.
    let integers: [LocalizedInteger]
    /// The ICU formats the conversions use, by configuration. A format has a handful, so a
    /// linear search by equality beats hashing the configuration.
    private let formats: [(options: PrintfNumberFormatOptions, formatter: ICUPrintfNumberFormatter)]
    /// The same formats, lent to ``integers`` without a retain (they hold indices into it).
    let integerFormats: UnretainedObjects<ICUPrintfNumberFormatter>

    init(
        bytes: [UInt8], tokens: [FormatToken], locale: LocaleIdentifier?, options: StringFormatter.Options,
        formats: [(options: PrintfNumberFormatOptions, formatter: ICUPrintfNumberFormatter)]
    ) {
        self.bytes = bytes
        self.tokens = tokens
        self.locale = locale
        self.options = options
        self.formats = formats
        self.integerFormats = UnretainedObjects(formats.map(\.formatter))
        var steps: [Step] = []
        var integers: [LocalizedInteger] = []
        for (index, token) in tokens.enumerated() {
            switch token.content {
            case .literal:
                steps.append(.literal(token.range))
            case .specifier(let spec) where spec.conversion == .object && spec.width == .none && spec.precision == .none:
                steps.append(.object(argument: spec.argumentIndex, token: index))
            case .variable(_, let argumentIndex, _):
                steps.append(.object(argument: argumentIndex, token: index))
            case .specifier(let spec):
                let integer =
                    locale == nil
                    ? nil
                    : LocalizedInteger(spec, token: index, options: options) { options in
                        formats.firstIndex { $0.options == options }
                    }
                if let integer {
                    steps.append(.localizedInteger(integers.count))
                    integers.append(integer)
                } else {
                    steps.append(.token(index))
                }
            case .percent, .malformed:
                steps.append(.token(index))
            }
        }
        self.steps = steps
        self.integers = integers
    }

    /// An estimate of the memory it holds, for caches bounded in bytes: its arrays by capacity
    /// and the objects' headers. The ICU formats are not counted: they belong to the format set
    /// it took them from, which bounds them.
    package var approximateBytes: Int {
        48 * 3 + bytes.capacity + tokens.capacity * MemoryLayout<FormatToken>.stride
            + steps.capacity * MemoryLayout<Step>.stride + integers.capacity * MemoryLayout<LocalizedInteger>.stride
            + formats.capacity * MemoryLayout<(PrintfNumberFormatOptions, ICUPrintfNumberFormatter)>.stride
            + integerFormats.count * MemoryLayout<Int>.stride
    }

    func formatter(for options: PrintfNumberFormatOptions) -> ICUPrintfNumberFormatter? {
        for format in formats where format.options == options { return format.formatter }
        return nil
    }
}

extension StringFormatter {
    /// Prepares `format` (its first unnumbered specifier reads slot 0) for this formatter.
    ///
    /// Every configuration a conversion can ask for is looked up: each sign, and for `%g` both
    /// notations. Counts read from arguments (`*`) are known only per call, so those conversions
    /// use the shared cache; so does anything whose lookup failed here (the call reports it).
    ///
    /// - Parameter formatSet: Where the formats come from; `nil`: the process's shared set.
    package func prepare(_ format: String, formatSet: PrintfFormatSet? = nil) -> PreparedFormat {
        let tokens = FormatTokenizer.tokenize(format)
        guard let locale else {
            return PreparedFormat(bytes: Array(format.utf8), tokens: tokens, locale: nil, options: options, formats: [])
        }
        var formats: [(options: PrintfNumberFormatOptions, formatter: ICUPrintfNumberFormatter)] = []
        for options in tokens.flatMap({ Self.configurations($0, numberData: options.numberData) })
        where !formats.contains(where: { $0.options == options }) {
            let found = try? (formatSet ?? .shared).format(locale: locale, options: options)
            guard let formatter = found else { continue }
            formats.append((options, formatter))
        }
        return PreparedFormat(bytes: Array(format.utf8), tokens: tokens, locale: locale, options: options, formats: formats)
    }

    /// Values that reach every configuration a `%g` can choose: each sign, each notation.
    private static let representativeDoubles: [Double] = [1, -1, 1e300, -1e300]

    /// The configurations a token's localized conversion can ask for, as the renderer computes
    /// them (none when a count comes from an argument or is out of range).
    private static func configurations(_ token: FormatToken, numberData: NumberData) -> [PrintfNumberFormatOptions] {
        let spec: FormatSpecifier
        switch token.content {
        case .specifier(let specifier): spec = specifier
        case .variable(_, let index, _): spec = FormatSpecifier(argumentIndex: index, conversion: .object)
        case .literal, .percent, .malformed: return []
        }
        guard let width = literalCount(spec.width), let precision = literalCount(spec.precision) else { return [] }
        switch spec.conversion {
        case .d, .i, .D, .u, .U:
            let precision = spec.hasEmptyPrecision ? nil : precision
            return [false, true].map { integerOptions(spec, width: width, precision: precision, isNegative: $0, numberData: numberData) }
        case .f, .F, .e, .E, .g, .G:
            return representativeDoubles.map { doubleOptions($0, spec, width: width, precision: precision, numberData: numberData) }
        case .object:
            // `%@` of a number: `%d` for integers, `%.16g` for doubles (see `appendObject`).
            let d = FormatSpecifier(argumentIndex: 0, conversion: .d)
            let g = FormatSpecifier(argumentIndex: 0, precision: .literal(16), conversion: .g)
            return [false, true].map { integerOptions(d, width: nil, precision: nil, isNegative: $0, numberData: numberData) }
                + representativeDoubles.map { doubleOptions($0, g, width: nil, precision: 16, numberData: numberData) }
        case .o, .O, .x, .X, .a, .A, .c, .C, .p, .s, .S, .n:
            return []
        }
    }

    /// A written count as the renderer reads it: `.some(nil)` when absent, `nil` when it is
    /// read from an argument or exceeds ``maximumCount`` (the call then reports it).
    private static func literalCount(_ count: FormatCount) -> Int?? {
        switch count {
        case .none: return .some(nil)
        case .literal(let value): return value.magnitude <= maximumCount ? .some(value) : nil
        case .argument: return nil
        }
    }
}
