internal import CICU

/// A failure reported by an ICU function.
///
/// ICU reports failures through a `UErrorCode` out-parameter. Warnings (negative codes such as
/// `U_USING_DEFAULT_WARNING`) count as success; only codes greater than `U_ZERO_ERROR` are
/// turned into an `ICUError`.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ICU function that failed, without its version suffix (for example `uplrules_openForType`).
    public let function: String
    /// The raw `UErrorCode` value.
    public let code: Int32
    /// ICU's name for the code (`u_errorName`), for example `U_ILLEGAL_ARGUMENT_ERROR`.
    public let name: String
    /// What the caller was doing, such as the locale or skeleton involved.
    public let context: String

    init(function: String, status: UErrorCode, context: String = "") {
        self.function = function
        self.code = status.rawValue
        self.name = String(cString: cicu_u_errorName(status))
        self.context = context
    }

    /// One line naming the function, the context and ICU's error name.
    public var description: String {
        context.isEmpty ? "\(function) failed: \(name)" : "\(function) failed for \(context): \(name)"
    }
}

extension UErrorCode {
    /// ICU's `U_FAILURE`: warnings are negative, success is zero.
    var isFailure: Bool { rawValue > U_ZERO_ERROR.rawValue }
}

/// Runs `body` with a fresh status and throws an ``ICUError`` when ICU reports a failure.
@inline(__always)
func withICUStatus<Result>(
    _ function: String,
    context: @autoclosure () -> String = "",
    _ body: (inout UErrorCode) throws -> Result
) throws -> Result {
    var status = U_ZERO_ERROR
    let result = try body(&status)
    if status.isFailure {
        throw ICUError(function: function, status: status, context: context())
    }
    return result
}
