internal import CICU

/// The two ways ICU hands strings back: UTF-16 (`UChar`) for text and invariant `char` for
/// identifiers. Both follow ICU's preflighting contract: the function returns the full length
/// it needed and sets `U_BUFFER_OVERFLOW_ERROR` when the buffer was too small. We try a stack
/// buffer first and retry once with the exact size, so the common case allocates nothing
/// beyond the resulting `String`.
enum ICUBuffer {
    static let stackCapacity = 128

    /// Reads a UTF-16 string from an ICU function of the form
    /// `f(…, UChar *buffer, int32_t capacity, UErrorCode *status)`.
    static func utf16(
        _ function: String,
        context: @autoclosure () -> String = "",
        _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
    ) throws -> String {
        try read(function, context: context(), fill) { String(decoding: $0, as: UTF16.self) }
    }

    /// Reads an invariant-character string (locale identifiers, keywords) from an ICU function
    /// of the form `f(…, char *buffer, int32_t capacity, UErrorCode *status)`.
    static func chars(
        _ function: String,
        context: @autoclosure () -> String = "",
        _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) throws -> String {
        try read(function, context: context(), fill) { chars in
            chars.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
        }
    }

    private enum Attempt {
        case done(String)
        case needs(Int)
    }

    private static func read<Unit>(
        _ function: String,
        context: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<Unit>, Int32, inout UErrorCode) -> Int32,
        _ decode: (UnsafeBufferPointer<Unit>) -> String
    ) throws -> String {
        func attempt(_ buffer: UnsafeMutableBufferPointer<Unit>) throws -> Attempt {
            var status = U_ZERO_ERROR
            let length = Int(fill(buffer.baseAddress!, Int32(buffer.count), &status))
            if status == U_BUFFER_OVERFLOW_ERROR || length > buffer.count { return .needs(length) }
            if status.isFailure { throw ICUError(function: function, status: status, context: context()) }
            return .done(decode(UnsafeBufferPointer(start: buffer.baseAddress, count: length)))
        }
        let first = try withUnsafeTemporaryAllocation(of: Unit.self, capacity: stackCapacity, attempt)
        switch first {
        case .done(let string):
            return string
        case .needs(let length):
            let second = try withUnsafeTemporaryAllocation(of: Unit.self, capacity: length + 1, attempt)
            guard case .done(let string) = second else {
                throw ICUError(function: function, status: U_BUFFER_OVERFLOW_ERROR, context: context())
            }
            return string
        }
    }
}
