internal import CICUShim
import L10nSupport

/// Owns one ICU `UNumberFormat` for a rule-based style (spell-out or ordinal).
///
/// Sendable: ICU's `RuleBasedNumberFormat` keeps mutable state while formatting and is not
/// thread-safe, so every `unum_format*` call holds `lock`.
final class RuleBasedNumberFormat: NumberFormattingBackend, @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = LockedState()
    let locale: String

    init(style: NumberFormatOptions.Style, locale: String) throws(ICUError) {
        let icuStyle = style == .spellOut ? CICU_UNUM_SPELLOUT : CICU_UNUM_ORDINAL
        let opened = try withICUStatus("unum_open", context: "\(style) for \(locale)") { status in
            cicu_unum_open(icuStyle, locale, &status.rawValue)
        }
        guard let opened else {
            throw ICUError(function: "unum_open", status: .memoryAllocation, context: locale)
        }
        ICUHandleKind.ruleBasedNumberFormat.didOpen()
        self.handle = opened
        self.locale = locale
    }

    deinit {
        cicu_unum_close(handle)
        ICUHandleKind.ruleBasedNumberFormat.didClose()
    }

    func string(_ value: FormattableValue) throws(ICUError) -> String {
        try lock.withLock { () throws(ICUError) in
            switch value {
            case .int64(let number):
                try ICUBuffer.utf16("unum_formatInt64", context: locale) { buffer, capacity, status in
                    cicu_unum_formatInt64(handle, number, buffer, capacity, &status.rawValue)
                }
            case .double(let number):
                try ICUBuffer.utf16("unum_formatDouble", context: locale) { buffer, capacity, status in
                    cicu_unum_formatDouble(handle, number, buffer, capacity, &status.rawValue)
                }
            case .decimal(let text):
                try ICUBuffer.utf16("unum_formatDecimal", context: locale) { buffer, capacity, status in
                    cicu_unum_formatDecimal(handle, text, Int32(text.utf8.count), buffer, capacity, &status.rawValue)
                }
            }
        }
    }
}
