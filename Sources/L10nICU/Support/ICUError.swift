internal import CICUShim
import L10nSupport

/// Why a call into L10nICU failed: the one error type the module throws, as `L10n` throws
/// `LocalizationError`-style errors with a ``Reason`` and a message.
///
/// Input the caller can fix (a malformed locale identifier or decimal literal, contradictory
/// number options) is told apart from a failure ICU itself reports through its error-code
/// out-parameter. ICU warnings (negative codes such as `U_USING_DEFAULT_WARNING`) count as
/// success; only codes greater than `U_ZERO_ERROR` become a ``Reason/failure``.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that react to a class of problems.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A locale identifier that is empty, too long, not printable ASCII, or has no
        /// well-formed language subtag.
        case invalidLocale
        /// A well-formed locale identifier that ICU has no data for (rather than silently
        /// formatting with root data).
        case unsupportedLocale
        /// Number format options that contradict each other, lie out of range, or name an
        /// unknown currency.
        case invalidOptions
        /// A string that is not a decimal literal in the grammar ``DecimalLiteral`` reads.
        case invalidDecimal
        /// An ICU function reported a failure (``function``, ``code``).
        case failure
    }

    public var reason: Reason
    /// The text at fault as the caller wrote it (the identifier, the literal) or, for a
    /// ``Reason/failure``, what the call was working on (a locale, a skeleton); may be empty.
    public var input: String
    /// What is wrong, without a trailing period: for input, phrased to follow it ("is empty");
    /// for a ``Reason/failure``, ICU's name for the code (`u_errorName`, `U_ILLEGAL_ARGUMENT_ERROR`).
    public var message: String
    /// The UTF-8 offset in ``input`` where a decimal literal stops being one.
    public var offset: Int?
    /// The ICU function that failed, without its version suffix (`uplrules_openForType`).
    public var function: String?
    /// ICU's error code (a value of its `UErrorCode` enumeration).
    public var code: Int32?

    /// An error in input the caller can fix.
    public init(_ reason: Reason, input: String, message: String, offset: Int? = nil) {
        self.reason = reason
        self.input = input
        self.message = message
        self.offset = offset
    }

    /// A failure ICU reported for `function`.
    init(function: String, status: ICUStatus, context: String = "") {
        self.reason = .failure
        self.input = context
        self.message = String(cString: cicu_u_errorName(status.rawValue))
        self.function = function
        self.code = status.rawValue
    }

    /// The input as a message shows it: quoted, what cannot be seen escaped, and no more than
    /// ``echoLimit`` characters of it (an identifier or a number can be as long as a client
    /// makes it).
    private var echoed: String { VisibleText.quoted(input, quote: "'", limit: Self.echoLimit) }

    /// How many characters of the input a description shows.
    public static let echoLimit = 64

    /// One line naming the input (or the function) and what is wrong.
    public var description: String {
        switch reason {
        case .invalidLocale, .unsupportedLocale:
            "locale identifier \(echoed) \(message)"
        case .invalidOptions:
            message
        case .invalidDecimal:
            "\(echoed) is not a decimal number: it \(message)" + (offset.map { " (at offset \($0))" } ?? "")
        case .failure:
            "\(function ?? "ICU") failed" + (input.isEmpty ? "" : " for \(input)") + ": \(message)"
        }
    }
}

/// ICU's error code as it crosses the shim: an `Int32` (ICU's enumeration stays on the C side,
/// see `CICUShim.h`). Shim calls take `&status.rawValue`.
struct ICUStatus: RawRepresentable, Equatable {
    var rawValue: Int32

    static var zero: ICUStatus { ICUStatus(rawValue: CICU_U_ZERO_ERROR) }
    static var invalidFormat: ICUStatus { ICUStatus(rawValue: CICU_U_INVALID_FORMAT_ERROR) }
    static var memoryAllocation: ICUStatus { ICUStatus(rawValue: CICU_U_MEMORY_ALLOCATION_ERROR) }
    static var bufferOverflow: ICUStatus { ICUStatus(rawValue: CICU_U_BUFFER_OVERFLOW_ERROR) }
    static var internalProgramError: ICUStatus { ICUStatus(rawValue: CICU_U_INTERNAL_PROGRAM_ERROR) }

    /// ICU's `U_FAILURE`: warnings are negative, success is zero.
    var isFailure: Bool { rawValue > CICU_U_ZERO_ERROR }
}

/// Runs `body` with a fresh status and throws an ``ICUError`` when ICU reports a failure.
@inline(__always)
func withICUStatus<Result>(
    _ function: String,
    context: @autoclosure () -> String = "",
    _ body: (inout ICUStatus) throws(ICUError) -> Result
) throws(ICUError) -> Result {
    var status = ICUStatus.zero
    let result = try body(&status)
    if status.isFailure {
        throw ICUError(function: function, status: status, context: context())
    }
    return result
}
