import L10nICU

extension StringFormatter {
    /// The ICU format CF would configure for one conversion (`__CFStringFormatLocalizedNumber`).
    private func icuFormatter(
        locale: LocaleIdentifier, options: PrintfNumberFormatOptions, _ context: Context
    ) throws(FormatError) -> ICUPrintfNumberFormatter {
        if let prepared = context.numberFormats?.formatter(for: options) { return prepared }
        do {
            return try PrintfFormatSet.shared.format(locale: locale, options: options)
        } catch {
            throw context.error(.localeFailure(String(describing: error)), nil)
        }
    }

    /// Padding as CF sets it for integers: a precision pads with localized zeros to that many
    /// digits (then with spaces to the width); the `0` flag pads to the width with zeros.
    func appendLocalizedInteger(
        _ value: IntegerValue, _ spec: FormatSpecifier, width: Int?, precision: Int?, locale: LocaleIdentifier, _ context: Context,
        to output: inout [UInt8]
    ) throws(FormatError) {
        let isNegative: Bool =
            switch value {
            case .signed(let number): number < 0
            case .unsigned: false
            }
        let hasPrecision = precision != nil
        let width = width ?? 0
        let options = Self.integerOptions(
            spec, width: width, precision: precision, isNegative: isNegative, numberData: self.options.numberData)
        let formatter = try icuFormatter(locale: locale, options: options, context)
        do {
            guard hasPrecision else {
                // The common case: ICU's text is the output, appended with no `String` made.
                switch value {
                case .signed(let number): try formatter.appendUTF8(number, to: &output)
                case .unsigned(let number): try formatter.appendUTF8(unsigned: number, to: &output)
                }
                return
            }
            var text: String
            switch value {
            case .signed(let number): text = try formatter.string(for: number)
            case .unsigned(let number): text = try formatter.string(forUnsigned: number)
            }
            // CF pads to the width in UTF-16 units after formatting to the precision.
            let length = text.utf16.count
            if length < width {
                let padding = String(repeating: " ", count: width - length)
                text = spec.flags.contains(.leftJustify) ? text + padding : padding + text
            }
            output.append(contentsOf: text.utf8)
        } catch {
            throw context.error(.localeFailure(String(describing: error)), spec.argumentIndex)
        }
    }

    /// The ICU configuration CF sets for a localized integer (`precision`: `nil` when absent or
    /// a lone `.`). Depends on the value only through its sign, so a prepared format can look
    /// the formats up ahead (``PreparedFormat``).
    static func integerOptions(
        _ spec: FormatSpecifier, width: Int?, precision: Int?, isNegative: Bool, numberData: NumberData
    ) -> PrintfNumberFormatOptions {
        let hasPrecision = precision != nil
        let precisionValue = max(precision ?? 0, -1)
        let padZero = spec.flags.contains(.zeroPad) || hasPrecision
        let formatWidth = hasPrecision ? precisionValue : (width ?? 0)
        let position: PrintfNumberFormatOptions.PaddingPosition =
            spec.flags.contains(.leftJustify) ? .afterSuffix : (padZero ? .afterPrefix : .beforePrefix)
        return PrintfNumberFormatOptions(
            style: .decimal,
            plusSign: spec.flags.contains(.plusSign) && !isNegative,
            maximumFractionDigits: precisionValue,
            minimumFractionDigits: 0,
            formatWidth: max(formatWidth, 0),
            minimumIntegerDigits: padZero && formatWidth > 0 && position != .beforePrefix ? formatWidth : nil,
            paddingPosition: hasPrecision ? .afterPrefix : position,
            paddingCharacter: padZero ? nil : " ",
            numberData: numberData)
    }

    /// CF's floating-point path: `%f` decimal, `%e` the pattern `#E+00` with precision + 1
    /// significant digits, `%g` a significant-digit pattern chosen from the value's magnitude.
    func appendLocalizedDouble(
        _ value: Double, _ spec: FormatSpecifier, width: Int?, precision: Int?, locale: LocaleIdentifier, _ context: Context,
        to output: inout [UInt8]
    ) throws(FormatError) {
        let options = Self.doubleOptions(value, spec, width: width, precision: precision, numberData: self.options.numberData)
        let formatter = try icuFormatter(locale: locale, options: options, context)
        do {
            try formatter.appendUTF8(value, to: &output)
        } catch {
            throw context.error(.localeFailure(String(describing: error)), spec.argumentIndex)
        }
    }

    /// The ICU configuration CF sets for a localized floating-point conversion. Depends on the
    /// value through its sign and, for `%g`, its magnitude (scientific or not).
    static func doubleOptions(
        _ value: Double, _ spec: FormatSpecifier, width: Int?, precision: Int?, numberData: NumberData
    ) -> PrintfNumberFormatOptions {
        var digits = max(precision ?? 6, -1)
        let style: PrintfNumberFormatOptions.Style
        switch spec.conversion {
        case .e, .E:
            style = .scientific
        case .g, .G:
            if digits == 0 { digits = 1 }
            let maximum = Self.powerOfTen(digits)
            let scientific =
                (value > 0 && (value > maximum || value < 0.0001))
                || (value < 0 && (value < -maximum || value > -0.0001))
            style = .significant(digits: max(digits, 1), scientific: scientific)
        default:
            style = .decimal
        }
        let padZero = spec.flags.contains(.zeroPad)
        let isGeneral = if case .significant = style { true } else { false }
        return PrintfNumberFormatOptions(
            style: style,
            plusSign: spec.flags.contains(.plusSign) && !(value < 0),
            maximumFractionDigits: digits,
            minimumFractionDigits: digits,
            formatWidth: max(width ?? 0, 0),
            minimumIntegerDigits: nil,
            paddingPosition: spec.flags.contains(.leftJustify) ? .afterSuffix : (padZero ? .afterPrefix : .beforePrefix),
            paddingCharacter: padZero ? (isGeneral ? "0" : nil) : " ",
            significantDigits: style == .scientific ? digits + 1 : nil,
            numberData: numberData)
    }

    /// CF prints `%a` with C's `snprintf`, then puts the locale's decimal separator in place of
    /// the point (`0x1,8p+0` in German).
    func localizeHexadecimalPoint(
        in output: inout [UInt8], from start: Int, locale: LocaleIdentifier, _ context: Context
    ) throws(FormatError) {
        guard let point = output[start...].firstIndex(of: 0x2E) else { return }
        let decimal = PrintfNumberFormatOptions(style: .decimal, numberData: options.numberData)
        let separator = try icuFormatter(locale: locale, options: decimal, context)
            .decimalSeparator
        if separator != "." { output.replaceSubrange(point...point, with: separator.utf8) }
    }

    /// `pow(10, n)` for the small `n` a precision allows, without Foundation.
    static func powerOfTen(_ exponent: Int) -> Double {
        if exponent > 308 { return .infinity }
        if exponent < 0 { return 1 / powerOfTen(-exponent) }
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
