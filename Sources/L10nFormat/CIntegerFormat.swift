/// C `printf` output for `%d %u %o %x %X`, written directly: the same bytes glibc's `snprintf`
/// gives, without building a format string or a `va_list` on the hot path.
enum CIntegerFormat {
    /// Appends `value` (signed for `d`, otherwise its bit pattern as unsigned) to `output`.
    ///
    /// C's rules: a precision is a minimum digit count (and `%.0d` of 0 prints no digit) and
    /// disables the `0` flag; `#` prefixes `0x`/`0X` to non-zero hexadecimal and makes octal
    /// start with `0`; `+` and ` ` give non-negative signed values a sign; `-` left-justifies.
    static func append(
        _ value: Int64, conversion: UInt8, flags: FormatFlags, width: Int?, precision: Int?, to output: inout [UInt8]
    ) {
        let signed = conversion == 0x64 || conversion == 0x69
        let negative = signed && value < 0
        let magnitude: UInt64 = signed ? value.magnitude : UInt64(bitPattern: value)
        let base: UInt64 =
            switch conversion {
            case 0x6F: 8
            case 0x78, 0x58: 16
            default: 10
            }
        let hexDigits: StaticString = conversion == 0x58 ? "0123456789ABCDEF" : "0123456789abcdef"

        // Digits, least significant first (22 at most: 64 bits in octal).
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        var remaining = magnitude
        while remaining > 0 {
            let digit = Int(remaining % base)
            digits.append(hexDigits.withUTF8Buffer { $0[digit] })
            remaining /= base
        }
        let minimumDigits = precision ?? 1
        var zeros = max(minimumDigits - digits.count, 0)
        if conversion == 0x6F, flags.contains(.alternate), zeros == 0, digits.last != 0x30 || digits.isEmpty {
            zeros = 1
        }

        var prefix: [UInt8] = []
        if negative {
            prefix.append(0x2D)
        } else if signed, flags.contains(.plusSign) {
            prefix.append(0x2B)
        } else if signed, flags.contains(.space) {
            prefix.append(0x20)
        }
        if base == 16, flags.contains(.alternate), magnitude != 0 {
            prefix.append(0x30)
            prefix.append(conversion)
        }

        let length = prefix.count + zeros + digits.count
        let padding = max((width ?? 0) - length, 0)
        if flags.contains(.leftJustify) {
            emit(prefix, zeros, digits, to: &output)
            output.append(contentsOf: repeatElement(0x20, count: padding))
        } else if flags.contains(.zeroPad), precision == nil {
            emit(prefix, zeros + padding, digits, to: &output)
        } else {
            output.append(contentsOf: repeatElement(0x20, count: padding))
            emit(prefix, zeros, digits, to: &output)
        }
    }

    private static func emit(_ prefix: [UInt8], _ zeros: Int, _ digits: [UInt8], to output: inout [UInt8]) {
        output.append(contentsOf: prefix)
        output.append(contentsOf: repeatElement(0x30, count: zeros))
        output.append(contentsOf: digits.reversed())
    }
}
