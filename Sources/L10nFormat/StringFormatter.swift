import L10nICU
import L10nSupport

/// Formats like CoreFoundation's `String(format:locale:)`, from typed arguments.
///
/// With a locale, `%d %i %D %u %U %f %F %e %E %g %G` are localized through ICU exactly as CF
/// configures its number formatters (grouping on, the locale's digits and separators, CF's
/// padding rules); every other conversion, and everything when the locale is `nil`, is C
/// `printf` output. See ``FormatArgument`` for how values meet conversions, and ``FormatError``
/// for what is refused rather than left undefined.
///
/// A value type holding only its configuration: cheap to copy and share across tasks. The ICU
/// formatters it uses are cached process-wide per locale and configuration.
public struct StringFormatter: Sendable, Hashable {
    /// The largest width or precision accepted, so `%999999999d` cannot allocate gigabytes.
    public static let maximumCount = 10_000

    /// Behaviour switches beyond the locale.
    public struct Options: Sendable, Hashable {
        /// Reproduce Apple's bug of formatting localized unsigned values as signed (`%llu` of
        /// `UInt64.max` prints `-1`, `%u` of `UInt32.max` too). Off by default: values print correctly.
        public var reproducesAppleUnsignedBug: Bool
        /// Whose locale data localized numbers use: the system ICU's (the default) or current
        /// Apple platforms' where the system's is older (`NumberData.apple`: Latin digits in
        /// Arabic, Italian `1000` ungrouped, as an iPhone prints them).
        public var numberData: NumberData

        /// Creates options; the defaults print correct values with the system ICU's data.
        public init(reproducesAppleUnsignedBug: Bool = false, numberData: NumberData = .system) {
            self.reproducesAppleUnsignedBug = reproducesAppleUnsignedBug
            self.numberData = numberData
        }
    }

    /// The locale numbers are localized for, or `nil` for C output.
    public let locale: LocaleIdentifier?
    /// The behaviour switches.
    public var options: Options

    /// Creates a formatter for a locale (`nil`: C/POSIX output, no localization).
    public init(locale: LocaleIdentifier?, options: Options = Options()) {
        self.locale = locale
        self.options = options
    }

    /// Formats `format` with `arguments`.
    ///
    /// - Parameters:
    ///   - format: The format string (`%[n$][flags][width][.precision][length]conversion`).
    ///   - arguments: The arguments, by slot.
    ///   - firstArgumentIndex: The slot the first unnumbered specifier reads (0 for a
    ///     whole format; a stringsdict variable's slot for the string its rule chose).
    /// - Throws: ``FormatError`` for a missing argument, an argument the conversion cannot read,
    ///   a width or precision above ``maximumCount``, or a locale ICU cannot use.
    public func format(
        _ format: String, _ arguments: [FormatArgument], firstArgumentIndex: Int = 0
    ) throws(FormatError) -> String {
        let tokens = FormatTokenizer.memoizedTokens(format, firstArgumentIndex: firstArgumentIndex)
        return try render(format.utf8.span, tokens, arguments, numberFormats: nil)
    }

    func render(
        _ bytes: Span<UInt8>, _ tokens: [FormatToken], _ arguments: [FormatArgument],
        numberFormats: PreparedFormat?
    ) throws(FormatError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        for token in tokens {
            try append(token, bytes, arguments, numberFormats: numberFormats, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends one token of the format in `bytes`.
    func append(
        _ token: FormatToken, _ bytes: Span<UInt8>, _ arguments: [FormatArgument],
        numberFormats: PreparedFormat?, to output: inout [UInt8]
    ) throws(FormatError) {
        switch token.content {
        case .literal:
            output.append(bytes, range: token.range)
        case .percent:
            output.append(0x25)
        case .malformed(let emitted):
            if let emitted { output.append(bytes, range: emitted) }
        case .variable(_, let argumentIndex, _):
            // CF reads an unexpanded stringsdict variable as `%@`.
            let context = Context(range: token.range, arguments: arguments, numberFormats: numberFormats)
            let object = FormatSpecifier(argumentIndex: argumentIndex, conversion: .object)
            do throws(FormatError) {
                try appendObject(object, context, to: &output)
            } catch {
                throw error.naming(bytes, range: token.range)
            }
        case .specifier(let specifier):
            let context = Context(range: token.range, arguments: arguments, numberFormats: numberFormats)
            do throws(FormatError) {
                try append(specifier, context, to: &output)
            } catch {
                throw error.naming(bytes, range: token.range)
            }
        }
    }

    private func append(_ spec: FormatSpecifier, _ context: Context, to output: inout [UInt8]) throws(FormatError) {
        let width = try context.count(spec.width)
        let precision = try context.count(spec.precision)
        switch spec.conversion {
        case .d, .i, .D, .u, .U, .o, .O, .x, .X:
            try appendInteger(spec, width: width, precision: precision, context, to: &output)
        case .f, .F, .e, .E, .g, .G, .a, .A:
            let value = try context.double(spec.argumentIndex)
            if let locale = locale, spec.conversion != .a, spec.conversion != .A {
                try appendLocalizedDouble(
                    value, spec, width: width, precision: precision, locale: locale, context,
                    to: &output)
            } else {
                let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
                let start = output.count
                CPrintf.appendDouble(
                    value, conversion: spec.conversion.rawValue, flags: flags, width: cWidth,
                    precision: cPrecision, to: &output)
                if let locale = locale { try localizeHexadecimalPoint(in: &output, from: start, locale: locale, context) }
            }
        case .c:
            let byte = UInt8(truncatingIfNeeded: try context.integer(spec.argumentIndex))
            let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
            CPrintf.appendInteger(
                Int64(byte), conversion: 0x63, flags: flags, width: cWidth, precision: cPrecision,
                to: &output)
        case .C:
            // CF appends the UTF-16 unit itself, ignoring width and precision.
            let unit = UInt16(truncatingIfNeeded: try context.integer(spec.argumentIndex))
            let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
            output.append(contentsOf: String(Character(scalar)).utf8)
        case .p:
            let raw = try context.pointer(spec.argumentIndex)
            let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
            CPrintf.appendInteger(raw, conversion: 0x70, flags: flags, width: cWidth, precision: cPrecision, to: &output)
        case .s, .S:
            // CF pads strings itself and ignores a negative `*` width rather than left-justifying.
            let text = try context.text(spec.argumentIndex, expected: "a string")
            Self.appendPadded(
                text, flags: spec.flags, width: width.map { max($0, 0) }, precision: precision,
                to: &output)
        case .object:
            try appendObject(spec, context, to: &output)
        case .n:
            break
        }
    }

    private func appendInteger(
        _ spec: FormatSpecifier, width: Int?, precision: Int?, _ context: Context, to output: inout [UInt8]
    ) throws(FormatError) {
        let raw = try context.integer(spec.argumentIndex)
        let bits = spec.length.integerBitWidth
        let signed = Self.signExtend(raw, bits: bits)
        let unsigned = Self.zeroExtend(raw, bits: bits)
        switch spec.conversion {
        case .d, .i, .D:
            let localizedPrecision = spec.hasEmptyPrecision ? nil : precision
            if let locale = locale {
                try appendLocalizedInteger(
                    .signed(signed), spec, width: width, precision: localizedPrecision,
                    locale: locale, context, to: &output)
                return
            }
            let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
            CPrintf.appendInteger(
                signed, conversion: 0x64, flags: flags, width: cWidth, precision: cPrecision,
                to: &output)
        case .u, .U:
            if let locale = locale {
                let value: IntegerValue = options.reproducesAppleUnsignedBug ? .signed(signed) : .unsigned(unsigned)
                try appendLocalizedInteger(
                    value, spec, width: width, precision: spec.hasEmptyPrecision ? nil : precision,
                    locale: locale, context, to: &output)
                return
            }
            let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
            CPrintf.appendInteger(
                Int64(bitPattern: unsigned), conversion: 0x75, flags: flags, width: cWidth,
                precision: cPrecision, to: &output)
        default:
            let conversion: UInt8 = spec.conversion == .O ? 0x6F : spec.conversion.rawValue
            let (flags, cWidth, cPrecision) = Self.cCounts(spec.flags, width, precision)
            CPrintf.appendInteger(
                Int64(bitPattern: unsigned), conversion: conversion, flags: flags, width: cWidth,
                precision: cPrecision, to: &output)
        }
    }

    /// `%@`: strings as they are, `(null)` for nil, numbers as `NSNumber` describes them for the
    /// locale; CF ignores width and precision here.
    private func appendObject(_ spec: FormatSpecifier, _ context: Context, to output: inout [UInt8]) throws(FormatError) {
        let argument = try context.argument(spec.argumentIndex)
        switch argument {
        case .string(let text): output.append(contentsOf: text.utf8)
        case .null: output.append(contentsOf: "(null)".utf8)
        case .int(let value): try appendNumberDescription(.signed(value), context, to: &output)
        case .uint(let value): try appendNumberDescription(.unsigned(value), context, to: &output)
        case .double(let value):
            guard let locale = locale else {
                output.append(contentsOf: value.description.utf8)
                return
            }
            let g = FormatSpecifier(argumentIndex: spec.argumentIndex, precision: .literal(16), conversion: .g)
            try appendLocalizedDouble(value, g, width: nil, precision: 16, locale: locale, context, to: &output)
        case .character:
            throw context.error(.typeMismatch(expected: "an object", actual: argument.typeName), spec.argumentIndex)
        }
    }

    /// `NSNumber`'s `description(withLocale:)` for an integer: localized like `%lld`, except
    /// values above `Int64.max`, which it prints plainly.
    private func appendNumberDescription(
        _ value: IntegerValue, _ context: Context, to output: inout [UInt8]
    ) throws(FormatError) {
        let plain: String? =
            switch value {
            case .signed(let number): locale == nil ? String(number) : nil
            case .unsigned(let number): locale == nil || number > UInt64(Int64.max) ? String(number) : nil
            }
        guard let locale = locale, plain == nil else {
            output.append(contentsOf: (plain ?? "").utf8)
            return
        }
        let d = FormatSpecifier(argumentIndex: 0, conversion: .d)
        try appendLocalizedInteger(value, d, width: nil, precision: nil, locale: locale, context, to: &output)
    }

    /// C's handling of counts: a negative `*` width left-justifies, a negative precision is absent.
    static func cCounts(_ flags: FormatFlags, _ width: Int?, _ precision: Int?) -> (FormatFlags, Int?, Int?) {
        var flags = flags
        var width = width
        if let value = width, value < 0 {
            flags.insert(.leftJustify)
            width = -value
        }
        return (flags, width, precision.flatMap { $0 < 0 ? nil : $0 })
    }

    static func signExtend(_ raw: Int64, bits: Int) -> Int64 {
        switch bits {
        case 8: Int64(Int8(truncatingIfNeeded: raw))
        case 16: Int64(Int16(truncatingIfNeeded: raw))
        case 32: Int64(Int32(truncatingIfNeeded: raw))
        default: raw
        }
    }

    static func zeroExtend(_ raw: Int64, bits: Int) -> UInt64 {
        switch bits {
        case 8: UInt64(UInt8(truncatingIfNeeded: raw))
        case 16: UInt64(UInt16(truncatingIfNeeded: raw))
        case 32: UInt64(UInt32(truncatingIfNeeded: raw))
        default: UInt64(bitPattern: raw)
        }
    }

    /// `%s`: C semantics, counted in Unicode scalars so no character is ever split.
    static func appendPadded(_ text: String, flags: FormatFlags, width: Int?, precision: Int?, to output: inout [UInt8]) {
        var scalars = text.unicodeScalars[...]
        if let precision, precision >= 0, scalars.count > precision {
            scalars = scalars.prefix(precision)
        }
        let (flags, width, _) = cCounts(flags, width, nil)
        let padding = max((width ?? 0) - scalars.count, 0)
        if !flags.contains(.leftJustify) { output.append(contentsOf: repeatElement(0x20, count: padding)) }
        output.append(contentsOf: text.utf8[scalars.startIndex..<scalars.endIndex])
        if flags.contains(.leftJustify) { output.append(contentsOf: repeatElement(0x20, count: padding)) }
    }
}
