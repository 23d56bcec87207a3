internal import CICUShim

/// Raw ICU calls with nothing of this package around them, for the benchmarks' baselines.
///
/// The benchmarks compare the runtime with what ICU itself costs: `uplrules_select`,
/// `unum_formatInt64` and `unum_formatDouble` into a caller's buffer, with no cache, no
/// `String` and no error type — the floor an ICU-backed runtime cannot go below. They live here
/// because the `cicu_*` shim is an internal target of this package, not a product, and they
/// are SPI, not API: only `@_spi(Benchmarks) import L10nICU` sees them.
@_spi(Benchmarks)
public enum ICUBaseline {
    /// An ICU failure while opening a baseline handle, with ICU's error name.
    public struct OpenError: Error, CustomStringConvertible {
        /// The function and ICU's error name.
        public let description: String
    }

    /// A `UPluralRules` (cardinal) and nothing else.
    public final class PluralRules: @unchecked Sendable {
        private let handle: OpaquePointer

        /// Opens cardinal rules for a canonical ICU locale ID (`uplrules_openForType`).
        public init(locale: String) throws(OpenError) {
            var status = ICUStatus.zero
            let opened = cicu_uplrules_openForType(locale, CICU_UPLURAL_TYPE_CARDINAL, &status.rawValue)
            guard let opened, !status.isFailure else {
                cicu_uplrules_close(opened)
                throw OpenError(description: "uplrules_openForType: \(String(cString: cicu_u_errorName(status.rawValue)))")
            }
            handle = opened
        }

        deinit { cicu_uplrules_close(handle) }

        /// `uplrules_select` into `buffer`; returns the keyword's length in UTF-16 units, or -1
        /// when ICU fails.
        public func select(_ value: Double, into buffer: UnsafeMutablePointer<UInt16>, capacity: Int32) -> Int32 {
            var status = ICUStatus.zero
            let length = cicu_uplrules_select(handle, value, buffer, capacity, &status.rawValue)
            return status.isFailure ? -1 : length
        }
    }

    /// A classic decimal `UNumberFormat` (`unum_open(UNUM_DECIMAL)`), used from one thread.
    public final class NumberFormat: @unchecked Sendable {
        private let handle: OpaquePointer

        /// Opens the locale's decimal format.
        public init(locale: String) throws(OpenError) {
            var status = ICUStatus.zero
            let opened = cicu_unum_open(CICU_UNUM_DECIMAL, locale, &status.rawValue)
            guard let opened, !status.isFailure else {
                cicu_unum_close(opened)
                throw OpenError(description: "unum_open: \(String(cString: cicu_u_errorName(status.rawValue)))")
            }
            handle = opened
        }

        deinit { cicu_unum_close(handle) }

        /// Sets the minimum and maximum fraction digits (`unum_setAttribute`), as `%.2f` needs.
        public func setFractionDigits(_ digits: Int32) {
            cicu_unum_setAttribute(handle, CICU_UNUM_MIN_FRACTION_DIGITS, digits)
            cicu_unum_setAttribute(handle, CICU_UNUM_MAX_FRACTION_DIGITS, digits)
        }

        /// `unum_formatInt64` into `buffer`; returns the length, or -1 when ICU fails.
        public func format(_ value: Int64, into buffer: UnsafeMutablePointer<UInt16>, capacity: Int32) -> Int32 {
            var status = ICUStatus.zero
            let length = cicu_unum_formatInt64(handle, value, buffer, capacity, &status.rawValue)
            return status.isFailure ? -1 : length
        }

        /// `unum_formatDouble` into `buffer`; returns the length, or -1 when ICU fails.
        public func format(_ value: Double, into buffer: UnsafeMutablePointer<UInt16>, capacity: Int32) -> Int32 {
            var status = ICUStatus.zero
            let length = cicu_unum_formatDouble(handle, value, buffer, capacity, &status.rawValue)
            return status.isFailure ? -1 : length
        }
    }

    /// `uloc_canonicalize` into `buffer`; returns the length, or -1 when ICU fails: what
    /// canonicalizing an identifier costs ICU, for `LocaleIdentifier.init`'s baseline.
    public static func canonicalize(_ identifier: String, into buffer: UnsafeMutablePointer<CChar>, capacity: Int32) -> Int32 {
        var status = ICUStatus.zero
        let length = cicu_uloc_canonicalize(identifier, buffer, capacity, &status.rawValue)
        return status.isFailure ? -1 : length
    }
}
