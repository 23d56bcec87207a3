/// Objects without references: numbers, dates, data, strings and UIDs, and the bounds checks
/// every object's bytes go through.
extension BinaryPropertyListParser {
    /// The last (up to) 64 bits of the `size`-byte big-endian integer at `offset`, as
    /// CoreFoundation reads integers of any width. Callers check the range first, so a bad file
    /// is an error rather than a trap on the array's bounds check.
    static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value &<< 8 | UInt64(bytes[index]) }
        return value
    }

    /// The range of `count` items of `unit` bytes from `start`, checked to lie in the object area.
    func span(_ start: Int, count: Int, unit: Int, object: Int) throws(ResourceError) -> Range<Int> {
        let (size, overflow) = count.multipliedReportingOverflow(by: unit)
        let (end, carry) = start.addingReportingOverflow(size)
        guard !overflow, !carry, start <= end, end <= trailer.offsetTableOffset else {
            throw failure(object, "object of \(count) × \(unit) bytes at \(object) runs past the object area")
        }
        return start..<end
    }

    /// An object's element count and where its content starts: the marker's low nibble, or
    /// (when that is 15) the integer object that follows the marker.
    func length(_ marker: UInt8, at offset: Int) throws(ResourceError) -> (count: Int, start: Int) {
        let start = offset + 1
        guard marker & 0x0F == 0x0F else { return (Int(marker & 0x0F), start) }
        guard start < trailer.offsetTableOffset, bytes[start] >> 4 == 0x1 else {
            throw failure(start, "object at \(offset) has no integer count after its marker")
        }
        let size = 1 << Int(bytes[start] & 0x0F)
        let digits = try span(start + 1, count: size, unit: 1, object: offset)
        let count = Self.unsigned(bytes, at: digits.lowerBound, size: size)
        guard count <= UInt64(Int.max) else { throw failure(start, "count \(count) is too large") }
        return (Int(count), digits.upperBound)
    }

    /// 1, 2 and 4-byte integers are unsigned, 8-byte ones signed; a 16-byte one (written for
    /// values past `Int64.max`) gives its low 64 bits, unsigned, as CoreFoundation reads it.
    @inline(never) func integer(_ marker: UInt8, at offset: Int) throws(ResourceError) -> PropertyListValue {
        let size = 1 << Int(marker & 0x0F)
        guard size <= 16 else { throw failure(offset, "\(size)-byte integer (at most 16 bytes)") }
        let digits = try span(offset + 1, count: size, unit: 1, object: offset)
        let value = Self.unsigned(bytes, at: digits.lowerBound, size: size)
        return .integer(size <= 8 ? Int128(Int64(bitPattern: value)) : Int128(value))
    }

    /// A 4-byte or 8-byte IEEE 754 number.
    @inline(never) func real(_ marker: UInt8, at offset: Int) throws(ResourceError) -> PropertyListValue {
        switch marker {
        case 0x22:
            let digits = try span(offset + 1, count: 4, unit: 1, object: offset)
            return .real(Double(Float(bitPattern: UInt32(Self.unsigned(bytes, at: digits.lowerBound, size: 4)))))
        case 0x23:
            let digits = try span(offset + 1, count: 8, unit: 1, object: offset)
            return .real(Double(bitPattern: Self.unsigned(bytes, at: digits.lowerBound, size: 8)))
        default:
            throw failure(offset, "real number of unsupported size (marker 0x\(hex(marker)))")
        }
    }

    /// An 8-byte float of seconds since 2001-01-01T00:00:00Z.
    @inline(never) func date(_ marker: UInt8, at offset: Int) throws(ResourceError) -> PropertyListValue {
        guard marker == 0x33 else { throw failure(offset, "unknown object marker 0x\(hex(marker))") }
        let digits = try span(offset + 1, count: 8, unit: 1, object: offset)
        return .date(Double(bitPattern: Self.unsigned(bytes, at: digits.lowerBound, size: 8)))
    }

    @inline(never) func dataBytes(_ marker: UInt8, at offset: Int) throws(ResourceError) -> [UInt8] {
        let (count, start) = try length(marker, at: offset)
        let range = try span(start, count: count, unit: 1, object: offset)
        return Array(bytes[range])
    }

    /// A one-byte-per-character string. CoreFoundation calls it ASCII but reads bytes past
    /// 0x7F as Latin-1, and so does this.
    @inline(never) func asciiString(_ marker: UInt8, at offset: Int) throws(ResourceError) -> String {
        let (count, start) = try length(marker, at: offset)
        let characters = bytes[try span(start, count: count, unit: 1, object: offset)]
        if characters.allSatisfy({ $0 < 0x80 }) { return String(decoding: characters, as: UTF8.self) }
        var text = String()
        text.unicodeScalars.append(contentsOf: characters.lazy.map { Unicode.Scalar($0) })
        return text
    }

    /// A big-endian UTF-16 string, transcoded straight to UTF-8; surrogates must pair up.
    /// CoreFoundation rejects an empty one (writers use the one-byte form for ""), and so does this.
    @inline(never) func utf16String(_ marker: UInt8, at offset: Int) throws(ResourceError) -> String {
        let (count, start) = try length(marker, at: offset)
        guard count > 0 else { throw failure(offset, "empty UTF-16 string") }
        let range = try span(start, count: count, unit: 2, object: offset)
        var unpaired: Int?
        let text = String(unsafeUninitializedCapacity: count * 3) { output in
            var written = 0
            var position = range.lowerBound
            while position < range.upperBound {
                var scalar = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
                if scalar & 0xF800 == 0xD800 {
                    let trail = position + 3 < range.upperBound ? UInt32(bytes[position + 2]) << 8 | UInt32(bytes[position + 3]) : 0
                    guard scalar < 0xDC00, trail & 0xFC00 == 0xDC00 else {
                        unpaired = position
                        return 0
                    }
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (trail - 0xDC00)
                    position += 2
                }
                position += 2
                written += Self.encodeUTF8(scalar, into: output, at: written)
            }
            return written
        }
        if let unpaired {
            let unit = UInt16(bytes[unpaired]) << 8 | UInt16(bytes[unpaired + 1])
            throw failure(unpaired, "unpaired UTF-16 surrogate 0x\(String(unit, radix: 16, uppercase: true))", .encoding)
        }
        return text
    }

    /// Writes `scalar` (a valid Unicode scalar value) as UTF-8 at `index`; returns the byte count.
    ///
    /// Audited unchecked access: the writes go to a `String`'s uninitialized storage, whose
    /// buffer pointer does not check its subscript in release builds, so the range is checked
    /// here, once per scalar.
    static func encodeUTF8(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        let length = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        precondition(index >= 0 && length <= output.count - index, "UTF-8 of a UTF-16 string outgrew its buffer")
        switch scalar {
        case ..<0x80:
            output[index] = UInt8(scalar)
            return 1
        case ..<0x800:
            output[index] = UInt8(0xC0 | scalar >> 6)
            output[index + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case ..<0x10000:
            output[index] = UInt8(0xE0 | scalar >> 12)
            output[index + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[index + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[index] = UInt8(0xF0 | scalar >> 18)
            output[index + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[index + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[index + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }

    /// A keyed-archiver UID of 1 to 16 bytes; CoreFoundation allows values up to `UInt32.max`.
    @inline(never) func uid(_ marker: UInt8, at offset: Int) throws(ResourceError) -> PropertyListValue {
        let size = Int(marker & 0x0F) + 1
        let digits = try span(offset + 1, count: size, unit: 1, object: offset)
        let value = Self.unsigned(bytes, at: digits.lowerBound, size: size)
        guard value <= UInt64(UInt32.max) else { throw failure(offset, "UID \(value) is larger than 4294967295") }
        return .uid(value)
    }
}
