internal import CICUShim
import L10nSupport

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
        _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
    ) throws(ICUError) -> String {
        try read(function, context: context(), fill) { units in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: units.count * 3) { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<transcode(units, into: bytes)]), as: UTF8.self)
            }
        }
    }

    /// Reads an invariant-character string (locale identifiers, keywords) from an ICU function
    /// of the form `f(…, char *buffer, int32_t capacity, UErrorCode *status)`.
    static func chars(
        _ function: String,
        context: @autoclosure () -> String = "",
        _ fill: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32
    ) throws(ICUError) -> String {
        try read(function, context: context(), fill) { chars in
            chars.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Appends a UTF-16 result as UTF-8 to `output`, with no `String` in between (formatting
    /// paths that build their output as bytes). Lone surrogates become U+FFFD, as in `String`.
    static func appendUTF8(
        _ function: String,
        context: @autoclosure () -> String = "",
        to output: inout [UInt8],
        _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
    ) throws(ICUError) {
        try read(function, context: context(), fill) { transcode($0, to: &output) }
    }

    /// Appends a UTF-16 result as UTF-8 to `output`.
    static func appendUTF8(
        _ function: String,
        context: @autoclosure () -> String = "",
        to output: inout UTF8Output,
        _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout ICUStatus) -> Int32
    ) throws(ICUError) {
        try read(function, context: context(), fill) { units in
            output.write(upTo: units.count * 3) { transcode(units, into: $0) }
        }
    }

    static func transcode(_ units: UnsafeBufferPointer<UInt16>, to output: inout [UInt8]) {
        // Written to the stack and appended once, so `output` grows once rather than
        // checking capacity per byte.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: units.count * 3) { bytes in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<transcode(units, into: bytes)]))
        }
    }

    /// Writes `units` as UTF-8 into `bytes` (at least 3 bytes per unit: a surrogate pair takes
    /// 4 bytes for 2 units) and returns how many bytes it wrote. Lone surrogates become
    /// U+FFFD, as in `String`. Done here rather than by `String(decoding:as: UTF16.self)`,
    /// which takes the standard library's generic path (several times the cost of the ICU
    /// call itself).
    private static func transcode(_ units: UnsafeBufferPointer<UInt16>, into bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            bytes[count] = byte
            count += 1
        }
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            if unit < 0x80 {
                put(UInt8(unit))
                continue
            }
            var scalar = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), index < units.count, UTF16.isTrailSurrogate(units[index]) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                index += 1
            } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
                scalar = 0xFFFD
            }
            switch scalar {
            case ..<0x800:
                put(0xC0 | UInt8(scalar >> 6))
            case ..<0x10000:
                put(0xE0 | UInt8(scalar >> 12))
                put(0x80 | UInt8((scalar >> 6) & 0x3F))
            default:
                put(0xF0 | UInt8(scalar >> 18))
                put(0x80 | UInt8((scalar >> 12) & 0x3F))
                put(0x80 | UInt8((scalar >> 6) & 0x3F))
            }
            put(0x80 | UInt8(scalar & 0x3F))
        }
        return count
    }

    private enum Attempt<Result> {
        case done(Result)
        case needs(Int)
    }

    private static func read<Unit, Result>(
        _ function: String,
        context: @autoclosure () -> String,
        _ fill: (UnsafeMutablePointer<Unit>, Int32, inout ICUStatus) -> Int32,
        _ decode: (UnsafeBufferPointer<Unit>) -> Result
    ) throws(ICUError) -> Result {
        func attempt(_ buffer: UnsafeMutableBufferPointer<Unit>) throws(ICUError) -> Attempt<Result> {
            var status = ICUStatus.zero
            let length = Int(fill(buffer.baseAddress!, Int32(buffer.count), &status))
            if status == .bufferOverflow || length > buffer.count { return .needs(length) }
            if status.isFailure { throw ICUError(function: function, status: status, context: context()) }
            // ICU reports a length of 0 or more on success; anything else would be read as a count.
            guard length >= 0 else { throw ICUError(function: function, status: .internalProgramError, context: context()) }
            return .done(decode(UnsafeBufferPointer(start: buffer.baseAddress, count: length)))
        }
        let first = try withUnsafeTemporaryAllocation(of: Unit.self, capacity: stackCapacity, attempt)
        switch first {
        case .done(let result):
            return result
        case .needs(let length):
            let second = try withUnsafeTemporaryAllocation(of: Unit.self, capacity: length + 1, attempt)
            guard case .done(let result) = second else {
                throw ICUError(function: function, status: .bufferOverflow, context: context())
            }
            return result
        }
    }
}
