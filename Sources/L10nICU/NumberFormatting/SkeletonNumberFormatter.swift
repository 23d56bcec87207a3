internal import CICUShim
import L10nSupport

/// Owns one ICU `UNumberFormatter`, opened from a number skeleton.
///
/// Sendable: a `UNumberFormatter` is immutable after opening and ICU documents its `unumf_format*`
/// functions as thread-safe; each call formats into a `UFormattedNumber` no other call is using,
/// borrowed from a small pool so steady-state formatting allocates no result object.
final class SkeletonNumberFormatter: NumberFormattingBackend, @unchecked Sendable {
    let skeleton: String
    let locale: String
    private let handle: OpaquePointer
    private let results = HandlePool<OpaquePointer>(capacity: 8) { cicu_unumf_closeResult($0) }

    init(skeleton: String, locale: String) throws(ICUError) {
        let utf16 = Array(skeleton.utf16)
        let opened = try withICUStatus("unumf_openForSkeletonAndLocale", context: "skeleton '\(skeleton)', locale \(locale)") {
            status in
            cicu_unumf_openForSkeletonAndLocale(utf16, Int32(utf16.count), locale, &status.rawValue)
        }
        guard let opened else {
            throw ICUError(function: "unumf_openForSkeletonAndLocale", status: .memoryAllocation, context: locale)
        }
        ICUHandleKind.numberFormatter.didOpen()
        self.skeleton = skeleton
        self.locale = locale
        self.handle = opened
    }

    deinit {
        cicu_unumf_close(handle)
        ICUHandleKind.numberFormatter.didClose()
    }

    /// Formats into a fresh result and hands it to `body` (for plural selection or reading the string).
    func withFormatted<R>(
        _ value: FormattableValue,
        _ body: (OpaquePointer) throws(ICUError) -> R
    ) throws(ICUError) -> R {
        try results.withHandle(open: Self.openResult) { result throws(ICUError) in
            try format(value, into: result)
            return try body(result)
        }
    }

    private static func openResult() throws(ICUError) -> OpaquePointer {
        let result = try withICUStatus("unumf_openResult") { status in cicu_unumf_openResult(&status.rawValue) }
        guard let result else {
            throw ICUError(function: "unumf_openResult", status: .memoryAllocation)
        }
        return result
    }

    private func format(_ value: FormattableValue, into result: OpaquePointer) throws(ICUError) {
        switch value {
        case .int64(let number):
            try withICUStatus("unumf_formatInt", context: "\(number)") { status in
                cicu_unumf_formatInt(handle, number, result, &status.rawValue)
            }
        case .double(let number):
            try withICUStatus("unumf_formatDouble", context: "\(number)") { status in
                cicu_unumf_formatDouble(handle, number, result, &status.rawValue)
            }
        case .decimal(let text):
            try withICUStatus("unumf_formatDecimal", context: text) { status in
                var text = text
                text.withUTF8 { utf8 in
                    utf8.withMemoryRebound(to: CChar.self) { chars in
                        cicu_unumf_formatDecimal(handle, chars.baseAddress!, Int32(chars.count), result, &status.rawValue)
                    }
                }
            }
        }
    }

    func string(_ value: FormattableValue) throws(ICUError) -> String {
        try withFormatted(value) { result throws(ICUError) in
            try ICUBuffer.utf16("unumf_resultToString", context: locale) { buffer, capacity, status in
                cicu_unumf_resultToString(result, buffer, capacity, &status.rawValue)
            }
        }
    }
}

/// A number on its way into ICU, kept in the widest exact form available.
enum FormattableValue: Sendable {
    case int64(Int64)
    case double(Double)
    /// A decimal string in ICU's syntax (`-12.50`, `1.5E6`); used for UInt64 values above
    /// `Int64.max` and for numbers as written.
    case decimal(String)

    init(_ value: UInt64) {
        self = value <= UInt64(Int64.max) ? .int64(Int64(value)) : .decimal(String(value))
    }
}

/// What ``ICUNumberFormatter`` needs from either kind of ICU formatter.
protocol NumberFormattingBackend: Sendable {
    func string(_ value: FormattableValue) throws(ICUError) -> String
}
