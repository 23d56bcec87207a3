/// The elements an XML property list is made of, recognized by their exact, case-sensitive names.
enum XMLPropertyListTag: CaseIterable {
    case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

    /// The element's name as it appears between `<` and `>`.
    var name: StaticString {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        }
    }

    /// The tag named by `length` bytes at `start`, or `nil` for a name property lists do not use.
    static func named(_ bytes: [UInt8], start: Int, length: Int) -> XMLPropertyListTag? {
        guard length >= 3, length <= 7, start >= 0, start + length <= bytes.count else { return nil }
        let candidate: XMLPropertyListTag
        switch bytes[start] {
        case UInt8(ascii: "a"): candidate = .array
        case UInt8(ascii: "d"):
            if Self.dict.matches(bytes, at: start, length: length) { return .dict }
            if Self.date.matches(bytes, at: start, length: length) { return .date }
            candidate = .data
        case UInt8(ascii: "f"): candidate = .false
        case UInt8(ascii: "i"): candidate = .integer
        case UInt8(ascii: "k"): candidate = .key
        case UInt8(ascii: "p"): candidate = .plist
        case UInt8(ascii: "r"): candidate = .real
        case UInt8(ascii: "s"): candidate = .string
        case UInt8(ascii: "t"): candidate = .true
        default: return nil
        }
        return candidate.matches(bytes, at: start, length: length) ? candidate : nil
    }

    /// Whether the `length` bytes at `start` spell this tag's name.
    func matches(_ bytes: [UInt8], at start: Int, length: Int) -> Bool {
        let name = self.name
        guard name.utf8CodeUnitCount == length, start >= 0, start + length <= bytes.count else { return false }
        return name.withUTF8Buffer { nameBytes in
            for index in 0..<length where bytes[start + index] != nameBytes[index] { return false }
            return true
        }
    }
}
