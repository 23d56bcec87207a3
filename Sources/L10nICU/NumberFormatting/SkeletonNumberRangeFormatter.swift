internal import CICUShim

/// Owns one ICU `UNumberRangeFormatter`: the input of `uplrules_selectForRange`, and what an
/// ``ICUNumberRangeFormatter`` formats with.
///
/// For plural selection ranges never collapse and identical ends still form a range, so that
/// "1–1" is judged by CLDR's range rules like any other range (the defaults); for display, ICU's
/// own defaults (`UNUM_RANGE_COLLAPSE_AUTO`, `UNUM_IDENTITY_FALLBACK_APPROXIMATELY`: "3–5 %",
/// "~5").
///
/// Sendable: a `UNumberRangeFormatter` is immutable after opening and its format functions are
/// thread-safe; each call uses its own `UFormattedNumberRange`.
final class SkeletonNumberRangeFormatter: @unchecked Sendable {
    let skeleton: String
    private let handle: OpaquePointer

    /// How ranges are written: for plural selection (every range as a range, nothing shared)
    /// or for display (ICU's defaults).
    enum Presentation {
        case pluralSelection, display
    }

    init(skeleton: String, locale: String, presentation: Presentation = .pluralSelection) throws(ICUError) {
        let utf16 = Array(skeleton.utf16)
        let (collapse, identity) =
            switch presentation {
            case .pluralSelection: (CICU_UNUM_RANGE_COLLAPSE_NONE, CICU_UNUM_IDENTITY_FALLBACK_RANGE)
            case .display: (CICU_UNUM_RANGE_COLLAPSE_AUTO, CICU_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)
            }
        let opened = try withICUStatus(
            "unumrf_openForSkeletonWithCollapseAndIdentityFallback", context: "skeleton '\(skeleton)'"
        ) { status in
            cicu_unumrf_openForSkeletonWithCollapseAndIdentityFallback(
                utf16, Int32(utf16.count), collapse, identity, locale, &status.rawValue)
        }
        guard let opened else {
            throw ICUError(
                function: "unumrf_openForSkeletonWithCollapseAndIdentityFallback",
                status: .memoryAllocation, context: skeleton)
        }
        ICUHandleKind.numberRangeFormatter.didOpen()
        self.skeleton = skeleton
        self.handle = opened
    }

    deinit {
        cicu_unumrf_close(handle)
        ICUHandleKind.numberRangeFormatter.didClose()
    }

    /// Formats the range `first`–`second` (decimal strings in ICU syntax) and hands the result to `body`.
    func withFormatted<R>(_ first: String, _ second: String, _ body: (OpaquePointer) throws(ICUError) -> R) throws(ICUError) -> R {
        let result = try withICUStatus("unumrf_openResult") { status in cicu_unumrf_openResult(&status.rawValue) }
        guard let result else {
            throw ICUError(function: "unumrf_openResult", status: .memoryAllocation)
        }
        defer { cicu_unumrf_closeResult(result) }
        try withICUStatus("unumrf_formatDecimalRange", context: "\(first)–\(second)") { status in
            var first = first
            var second = second
            first.withUTF8 { start in
                second.withUTF8 { end in
                    start.withMemoryRebound(to: CChar.self) { start in
                        end.withMemoryRebound(to: CChar.self) { end in
                            cicu_unumrf_formatDecimalRange(
                                handle, start.baseAddress!, Int32(start.count), end.baseAddress!, Int32(end.count),
                                result, &status.rawValue)
                        }
                    }
                }
            }
        }
        return try body(result)
    }

    /// The range of two doubles, as text.
    func string(_ first: Double, _ second: Double) throws(ICUError) -> String {
        let result = try withICUStatus("unumrf_openResult") { status in cicu_unumrf_openResult(&status.rawValue) }
        guard let result else {
            throw ICUError(function: "unumrf_openResult", status: .memoryAllocation)
        }
        defer { cicu_unumrf_closeResult(result) }
        try withICUStatus("unumrf_formatDoubleRange", context: "\(first)–\(second)") { status in
            cicu_unumrf_formatDoubleRange(handle, first, second, result, &status.rawValue)
        }
        return try Self.text(of: result)
    }

    /// The range of two decimals in ICU's syntax, as text.
    func string(_ first: String, _ second: String) throws(ICUError) -> String {
        try withFormatted(first, second) { result throws(ICUError) in try Self.text(of: result) }
    }

    private static func text(of result: OpaquePointer) throws(ICUError) -> String {
        try ICUBuffer.utf16("unumrf_resultAsValue") { buffer, capacity, status in
            cicu_unumrf_resultToString(result, buffer, capacity, &status.rawValue)
        }
    }
}
