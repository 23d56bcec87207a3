internal import CICUShim
import L10nSupport

/// A classic ICU `UNumberFormat` configured the way CoreFoundation configures its own for one
/// localized printf conversion, so `%d %u %f %e %g` come out as `String(format:locale:)` prints them.
///
/// CF mutates one shared formatter per style before every call; here each distinct
/// configuration gets its own formatter, opened once and kept in a ``PrintfFormatSet`` (the
/// process's shared one, or a `Localizer` lane's own), so steady-state formatting opens nothing. ICU's `UNumberFormat` is not thread-safe while
/// formatting, so the configured format is only a template: each call borrows a clone of it
/// from a small pool and formats with no lock held, so tasks formatting the same conversion
/// run in parallel (the pool's lock is held only to pop and push a pointer).
package final class ICUPrintfNumberFormatter: @unchecked Sendable {
    /// The largest width, precision or digit count accepted, so no input can make ICU allocate
    /// without bound.
    package static let maximumCount = 10_000

    /// The locale's canonical identifier, as ICU calls and messages take it.
    package let locale: String
    /// The configuration.
    package let options: PrintfNumberFormatOptions
    /// The locale's decimal separator, which CF also puts into `%a` output.
    package let decimalSeparator: String

    /// How the template writes integers, when ``IntegerPattern`` can say and the options have
    /// no width or digit count (which vary with an integer's length): integers are then
    /// rendered without ICU.
    private let integerPattern: IntegerPattern?

    /// The configured template; only cloned (`unum_clone` is const) once configured.
    private let handle: OpaquePointer
    /// Clones of the template, each used by one call at a time.
    private let clones = HandlePool<OpaquePointer>(capacity: 8) { clone in
        cicu_unum_close(clone)
        ICUHandleKind.printfNumberFormat.didClose()
    }

    /// Opens and configures a formatter (a set's formats are made by this).
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidOptions``) for counts beyond
    ///   ``maximumCount``, ``ICUError/Reason/failure`` when ICU fails. A locale ICU has no data
    ///   for formats with root data, as CoreFoundation does.
    ///
    /// - Parameter rendersIntegers: Whether integers may be rendered from an ``IntegerPattern``
    ///   (`false`: every call asks ICU, for the tests to compare with).
    package init(locale identifier: LocaleIdentifier, options: PrintfNumberFormatOptions, rendersIntegers: Bool = true) throws(ICUError) {
        let counts = [
            options.maximumFractionDigits, options.minimumFractionDigits, options.formatWidth,
            options.minimumIntegerDigits ?? 0, options.significantDigits ?? 0,
        ]
        if case .significant(let digits, _) = options.style, !(1...Self.maximumCount).contains(digits) {
            throw ICUError(.invalidOptions, input: "", message: "significant digits must lie within 1...\(Self.maximumCount)")
        }
        // -1 is CF's "negative precision": ICU then keeps the pattern's own digit counts.
        guard counts.allSatisfy({ (-1...Self.maximumCount).contains($0) }) else {
            throw ICUError(.invalidOptions, input: "", message: "printf counts must lie within -1...\(Self.maximumCount)")
        }
        let canonical = identifier.canonical
        let apple = options.numberData == .apple ? AppleNumberData.differences(for: canonical) : nil
        let opening = apple?.openingIdentifier(canonical) ?? canonical
        let icuStyle = options.style == .scientific ? CICU_UNUM_SCIENTIFIC : CICU_UNUM_DECIMAL
        let opened = try withICUStatus("unum_open", context: "printf format for \(canonical)") { status in
            cicu_unum_open(icuStyle, opening, &status.rawValue)
        }
        guard let opened else {
            throw ICUError(function: "unum_open", status: .memoryAllocation, context: canonical)
        }
        // Configured and read before `self` owns the handle: a throw from a partly initialized
        // object skips `deinit`, so the handle is closed here. After this, `deinit` closes it.
        let decimalSeparator: String
        do {
            try apple?.applySymbolsAndGrouping(to: opened, locale: canonical)
            try Self.configure(opened, options, locale: canonical, minimumGroupingDigits: apple?.minimumGroupingDigits)
            decimalSeparator = try ICUBuffer.utf16("unum_getSymbol", context: canonical) { buffer, capacity, status in
                cicu_unum_getSymbol(opened, CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL, buffer, capacity, &status.rawValue)
            }
        } catch {
            cicu_unum_close(opened)
            throw error
        }
        if rendersIntegers, options.style == .decimal, options.formatWidth == 0, (options.minimumIntegerDigits ?? 0) <= 1,
            options.significantDigits == nil
        {
            // The template is not shared yet, so it formats the probes itself.
            integerPattern = IntegerPattern { value in
                try? ICUBuffer.utf16("unum_formatInt64", context: canonical) { buffer, capacity, status in
                    cicu_unum_formatInt64(opened, value, buffer, capacity, &status.rawValue)
                }
            }
        } else {
            integerPattern = nil
        }
        ICUHandleKind.printfNumberFormat.didOpen()
        self.handle = opened
        self.locale = canonical
        self.options = options
        self.decimalSeparator = decimalSeparator
    }

    /// Whether integers are rendered from an ``IntegerPattern`` (for the tests).
    package var rendersIntegersWithoutICU: Bool { integerPattern != nil }

    deinit {
        cicu_unum_close(handle)
        ICUHandleKind.printfNumberFormat.didClose()
    }

    /// Runs `body` with a clone of the template that no other call is using.
    private func withFormat<Result>(_ body: (OpaquePointer) throws(ICUError) -> Result) throws(ICUError) -> Result {
        try clones.withHandle(
            open: { () throws(ICUError) in
                let cloned = try withICUStatus("unum_clone", context: locale) { status in cicu_unum_clone(handle, &status.rawValue) }
                guard let cloned else {
                    throw ICUError(function: "unum_clone", status: .memoryAllocation, context: locale)
                }
                ICUHandleKind.printfNumberFormat.didOpen()
                return cloned
            }, body)
    }

    /// Formats an integer exactly (`unum_formatInt64`).
    package func string(for value: Int64) throws(ICUError) -> String {
        if let integerPattern { return integerPattern.string(for: value) }
        return try withFormat { format throws(ICUError) in
            try ICUBuffer.utf16("unum_formatInt64", context: locale) { buffer, capacity, status in
                cicu_unum_formatInt64(format, value, buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Formats an unsigned integer exactly, above `Int64.max` too (`unum_formatDecimal`).
    package func string(forUnsigned value: UInt64) throws(ICUError) -> String {
        if value <= UInt64(Int64.max) { return try string(for: Int64(value)) }
        let digits = Array(String(value).utf8CString)
        return try withFormat { format throws(ICUError) in
            try ICUBuffer.utf16("unum_formatDecimal", context: locale) { buffer, capacity, status in
                cicu_unum_formatDecimal(format, digits, Int32(digits.count - 1), buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Formats a floating-point value (`unum_formatDouble`).
    package func string(for value: Double) throws(ICUError) -> String {
        try withFormat { format throws(ICUError) in
            try ICUBuffer.utf16("unum_formatDouble", context: locale) { buffer, capacity, status in
                cicu_unum_formatDouble(format, value, buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Appends what ``string(for:)-(Int64)`` returns, as UTF-8, with no `String` in between.
    package func appendUTF8(_ value: Int64, to output: inout [UInt8]) throws(ICUError) {
        if let integerPattern { return integerPattern.appendUTF8(value, to: &output) }
        try withFormat { format throws(ICUError) in
            try ICUBuffer.appendUTF8("unum_formatInt64", context: locale, to: &output) { buffer, capacity, status in
                cicu_unum_formatInt64(format, value, buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Appends what ``string(forUnsigned:)`` returns, as UTF-8.
    package func appendUTF8(unsigned value: UInt64, to output: inout [UInt8]) throws(ICUError) {
        if value <= UInt64(Int64.max) { return try appendUTF8(Int64(value), to: &output) }
        output.append(contentsOf: try string(forUnsigned: value).utf8)
    }

    /// Appends what ``string(for:)-(Int64)`` returns, as UTF-8.
    package func appendUTF8(_ value: Int64, to output: inout UTF8Output) throws(ICUError) {
        if let integerPattern { return integerPattern.appendUTF8(value, to: &output) }
        try withFormat { format throws(ICUError) in
            try ICUBuffer.appendUTF8("unum_formatInt64", context: locale, to: &output) { buffer, capacity, status in
                cicu_unum_formatInt64(format, value, buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Appends what ``string(forUnsigned:)`` returns, as UTF-8.
    package func appendUTF8(unsigned value: UInt64, to output: inout UTF8Output) throws(ICUError) {
        if value <= UInt64(Int64.max) { return try appendUTF8(Int64(value), to: &output) }
        output.append(try string(forUnsigned: value))
    }

    /// Appends what ``string(for:)-(Double)`` returns, as UTF-8.
    package func appendUTF8(_ value: Double, to output: inout [UInt8]) throws(ICUError) {
        try withFormat { format throws(ICUError) in
            try ICUBuffer.appendUTF8("unum_formatDouble", context: locale, to: &output) { buffer, capacity, status in
                cicu_unum_formatDouble(format, value, buffer, capacity, &status.rawValue)
            }
        }
    }

    /// Sets the attributes in CoreFoundation's order: later settings depend on earlier ones
    /// (applying a pattern resets digit counts; the `+` pattern is derived from the current one).
    ///
    /// - Parameter minimumGroupingDigits: Apple's minimum, when ``NumberData/apple`` data
    ///   differs from the locale's own.
    private static func configure(
        _ handle: OpaquePointer, _ options: PrintfNumberFormatOptions, locale: String, minimumGroupingDigits: Int?
    ) throws(ICUError) {
        switch options.style {
        case .decimal:
            break
        case .scientific:
            try applyPattern("#E+00", to: handle, locale: locale)
            cicu_unum_setAttribute(handle, CICU_UNUM_SIGNIFICANT_DIGITS_USED, 1)
        case .significant(let digits, let scientific):
            var pattern = "@" + String(repeating: "#", count: digits - 1)
            if scientific {
                pattern += "E+00"
            } else {
                let primary = Int(cicu_unum_getAttribute(handle, CICU_UNUM_GROUPING_SIZE))
                let secondary = Int(cicu_unum_getAttribute(handle, CICU_UNUM_SECONDARY_GROUPING_SIZE))
                if primary > 0, digits > primary {
                    pattern.insert(",", at: pattern.index(pattern.startIndex, offsetBy: digits - primary))
                    if secondary > 0, digits > primary + secondary {
                        pattern.insert(",", at: pattern.index(pattern.startIndex, offsetBy: digits - primary - secondary))
                    }
                }
            }
            try applyPattern(pattern, to: handle, locale: locale)
        }
        cicu_unum_setAttribute(handle, CICU_UNUM_FORMAT_WIDTH, 0)
        cicu_unum_setAttribute(handle, CICU_UNUM_MAX_FRACTION_DIGITS, Int32(options.maximumFractionDigits))
        cicu_unum_setAttribute(handle, CICU_UNUM_MIN_FRACTION_DIGITS, Int32(options.minimumFractionDigits))
        if options.plusSign {
            let current = try ICUBuffer.utf16("unum_toPattern", context: locale) { buffer, capacity, status in
                cicu_unum_toPattern(handle, buffer, capacity, &status.rawValue)
            }
            if !current.hasPrefix("+") { try applyPattern("+" + current, to: handle, locale: locale) }
        }
        // ICU pads only to a positive width: without one, CF's width 0 and padding settings
        // format exactly as ICU's defaults (width -1, no padding character), and the defaults
        // keep DecimalFormat's fast path for integers (about 4× faster), which any padding
        // property turns off.
        let padded = options.formatWidth > 0
        cicu_unum_setAttribute(handle, CICU_UNUM_FORMAT_WIDTH, padded ? Int32(options.formatWidth) : -1)
        if let minimum = options.minimumIntegerDigits {
            cicu_unum_setAttribute(handle, CICU_UNUM_MIN_INTEGER_DIGITS, Int32(minimum))
        }
        if padded {
            cicu_unum_setAttribute(handle, CICU_UNUM_PADDING_POSITION, options.paddingPosition.rawValue)
            if let padding = options.paddingCharacter {
                let units = Array(String(padding).utf16)
                try withICUStatus("unum_setTextAttribute", context: locale) { status in
                    cicu_unum_setTextAttribute(handle, CICU_UNUM_PADDING_CHARACTER, units, Int32(units.count), &status.rawValue)
                }
            }
        }
        if let significant = options.significantDigits {
            cicu_unum_setAttribute(handle, CICU_UNUM_MIN_SIGNIFICANT_DIGITS, Int32(significant))
            cicu_unum_setAttribute(handle, CICU_UNUM_MAX_SIGNIFICANT_DIGITS, Int32(significant))
        }
        // CF's output follows the locale's minimum grouping digits (Polish `1000`, not `1 000`),
        // which classic formats ignore unless told. Only where the minimum is above 1: setting
        // the attribute turns off the integer fast path, which the other locales keep. Apple's
        // data sets its own minimum where it differs from the locale's (Italian 2, not 1).
        let grouping = LocaleIdentifier(canonical: locale)
        if let minimumGroupingDigits {
            cicu_unum_setAttribute(handle, CICU_UNUM_MINIMUM_GROUPING_DIGITS, Int32(minimumGroupingDigits))
        } else if try ICUCaches.minimumGrouping.value(
            for: grouping, make: { () throws(ICUError) in try ICUMinimumGrouping(locale: grouping) }
        )
        .digits > 1 {
            cicu_unum_setAttribute(handle, CICU_UNUM_MINIMUM_GROUPING_DIGITS, CICU_UNUM_MINIMUM_GROUPING_DIGITS_AUTO)
        }
    }

    private static func applyPattern(_ pattern: String, to handle: OpaquePointer, locale: String) throws(ICUError) {
        let units = Array(pattern.utf16)
        try withICUStatus("unum_applyPattern", context: "\(pattern) for \(locale)") { status in
            cicu_unum_applyPattern(handle, units, Int32(units.count), &status.rawValue)
        }
    }
}
