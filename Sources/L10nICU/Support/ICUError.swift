internal import CICUShim

/// A failure reported by an ICU function.
///
/// ICU reports failures through an error-code out-parameter. Warnings (negative codes such as
/// `U_USING_DEFAULT_WARNING`) count as success; only codes greater than `U_ZERO_ERROR` are
/// turned into an `ICUError`.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ICU function that failed, without its version suffix (for example `uplrules_openForType`).
    public let function: String
    /// ICU's error code (a value of its `UErrorCode` enumeration).
    public let code: Int32
    /// ICU's name for the code (`u_errorName`), for example `U_ILLEGAL_ARGUMENT_ERROR`.
    public let name: String
    /// What the caller was doing, such as the locale or skeleton involved.
    public let context: String

    init(function: String, status: ICUStatus, context: String = "") {
        self.function = function
        self.code = status.rawValue
        self.name = String(cString: cicu_u_errorName(status.rawValue))
        self.context = context
    }

    /// One line naming the function, the context and ICU's error name.
    public var description: String {
        context.isEmpty ? "\(function) failed: \(name)" : "\(function) failed for \(context): \(name)"
    }
}

/// ICU's error code as it crosses the shim: an `Int32` (ICU's enumeration stays on the C side,
/// see `cicu.h`). Shim calls take `&status.rawValue`.
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
    _ body: (inout ICUStatus) throws -> Result
) throws -> Result {
    var status = ICUStatus.zero
    let result = try body(&status)
    if status.isFailure {
        throw ICUError(function: function, status: status, context: context())
    }
    return result
}
