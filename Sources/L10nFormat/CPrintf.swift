#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// C `printf` output for one conversion, which is what CoreFoundation prints for every
/// conversion it does not localize (it calls `snprintf` with the specifier's own text).
///
/// Widths and precisions arrive resolved (no `*`), values already truncated to their declared C
/// width and widened to 64 bits, so the varargs passed always match the format: no undefined
/// behaviour whatever the input.
enum CPrintf {
    /// Appends `snprintf` output for an integer conversion (`d i u o x X c p`) to `output`.
    static func appendInteger(
        _ value: Int64, conversion: UInt8, flags: FormatFlags, width: Int?, precision: Int?,
        to output: inout [UInt8]
    ) {
        switch conversion {
        case 0x64, 0x69, 0x75, 0x6F, 0x78, 0x58:
            CIntegerFormat.append(
                value, conversion: conversion, flags: flags, width: width, precision: precision,
                to: &output)
            return
        default:
            break
        }
        // `%llc` would be a wide character; `%c` and `%p` take no length.
        let length: StaticString? = conversion == 0x70 || conversion == 0x63 ? nil : "ll"
        withFormat(
            flags: flags, width: width, precision: precision, length: length,
            conversion: conversion
        ) { format in
            if conversion == 0x70, let pointer = OpaquePointer(bitPattern: Int(truncatingIfNeeded: value)) {
                append(format, pointer, to: &output)
            } else if conversion == 0x70 {
                // glibc's text for a null pointer, padded like any `%p` output.
                StringFormatter.appendPadded("(nil)", flags: flags, width: width, precision: nil, to: &output)
            } else if conversion == 0x63 {
                append(format, Int32(truncatingIfNeeded: value), to: &output)
            } else {
                append(format, value, to: &output)
            }
        }
    }

    /// Appends `snprintf` output for a floating-point conversion (`f F e E g G a A`).
    static func appendDouble(
        _ value: Double, conversion: UInt8, flags: FormatFlags, width: Int?, precision: Int?,
        to output: inout [UInt8]
    ) {
        withFormat(flags: flags, width: width, precision: precision, length: nil, conversion: conversion) { format in
            append(format, value, to: &output)
        }
    }

    /// Builds `%[flags][width][.precision][length]conversion` as a C string.
    private static func withFormat(
        flags: FormatFlags, width: Int?, precision: Int?, length: StaticString?, conversion: UInt8,
        _ body: (UnsafePointer<CChar>) -> Void
    ) {
        var format: [UInt8] = [0x25]
        format.reserveCapacity(32)
        if flags.contains(.leftJustify) { format.append(0x2D) }
        if flags.contains(.plusSign) { format.append(0x2B) }
        if flags.contains(.space) { format.append(0x20) }
        if flags.contains(.zeroPad) { format.append(0x30) }
        if flags.contains(.alternate) { format.append(0x23) }
        if let width { format.append(contentsOf: String(width).utf8) }
        if let precision {
            format.append(0x2E)
            format.append(contentsOf: String(precision).utf8)
        }
        if let length { length.withUTF8Buffer { format.append(contentsOf: $0) } }
        format.append(conversion)
        format.append(0)
        format.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Calls `vsnprintf` with one argument, retrying once with the exact size when the stack
    /// buffer is too small, and appends the bytes up to the first NUL (as CF does), reading
    /// any byte above 0x7F as Latin-1 (as CF reads `%c` output).
    private static func append(_ format: UnsafePointer<CChar>, _ argument: any CVarArg, to output: inout [UInt8]) {
        func attempt(_ capacity: Int) -> Int {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                let needed = Int(withVaList([argument]) { vsnprintf(buffer.baseAddress!, capacity, format, $0) })
                if needed >= 0, needed < capacity {
                    buffer.withMemoryRebound(to: UInt8.self) { bytes in
                        for byte in bytes[0..<needed] {
                            if byte == 0 { break }
                            if byte < 0x80 {
                                output.append(byte)
                            } else {
                                output.append(0xC0 | (byte >> 6))
                                output.append(0x80 | (byte & 0x3F))
                            }
                        }
                    }
                    return -1
                }
                return max(needed, 0)
            }
        }
        let needed = attempt(256)
        if needed > 0 { _ = attempt(needed + 1) }
    }
}
