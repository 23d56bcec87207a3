import Foundation
import L10n

/// One generated format with its arguments, in both our typed form and Foundation's varargs.
public struct FormatCase: CustomStringConvertible {
    public enum Value {
        case int(Int64)
        case uint(UInt64)
        case double(Double)
        case object(String)
        case cString(String)
    }

    public var locale: String?
    public var format: String
    public var values: [Value]

    public var arguments: [FormatArgument] {
        values.map { value in
            switch value {
            case .int(let number): .int(number)
            case .uint(let number): .uint(number)
            case .double(let number): .double(number)
            case .object(let text), .cString(let text): .string(text)
            }
        }
    }

    /// Formats with Foundation, keeping C strings alive for the call.
    public func oracle() -> String {
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { cStrings.forEach { free($0) } }
        let varargs: [any CVarArg] = values.map { value in
            switch value {
            case .int(let number): return number
            case .uint(let number): return number
            case .double(let number): return number
            case .object(let text): return text as NSString
            case .cString(let text):
                let pointer = strdup(text) ?? UnsafeMutablePointer<CChar>.allocate(capacity: 1)
                cStrings.append(pointer)
                return pointer
            }
        }
        return String(format: format, locale: locale.map { Locale(identifier: $0) }, arguments: varargs)
    }

    public var description: String {
        "[\(locale ?? "nil")] \"\(format)\" \(values.map { "\($0)" }.joined(separator: ", "))"
    }
}

/// Builds seeded random formats from every conversion CF localizes or prints with `snprintf`,
/// with flags, widths, precisions, `*`, positions, length modifiers and edge values.
public struct FormatCaseGenerator {
    public static let locales: [String?] = [nil, "en_US", "en_GB", "de_DE", "fr_FR", "ru_RU", "ar_EG", "hi_IN", "ja_JP"]
    static let integers: [Int64] = [
        0, 1, -1, 7, 42, -42, 1234, -1234, 99999, 1234567, -1234567, 65535, 65536, 255, 256, -128,
        Int64(Int8.max), Int64(Int8.min), Int64(Int16.max), Int64(Int16.min), Int64(Int32.max), Int64(Int32.min),
        Int64(UInt32.max), Int64.max, Int64.min, 9_007_199_254_740_993,
    ]
    static let unsigned: [UInt64] = [0, 1, 255, 65535, UInt64(UInt32.max), UInt64(Int64.max), UInt64.max, 1 << 63, 1234567]
    static let doubles: [Double] = [
        0, -0.0, 1, -1, 0.5, 1.5, 2.5, -2.5, 3.14159, 1234567.891, -1234567.891, 0.000012345, 1e20, -1e20, 1e-5,
        1e-4, 0.0001234, 999999.5, 100000, 1000000, 123456789012345, 1e300, Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity,
        2.675, 1.005, 0.125, 12.5, 99.99, 1e15, 1e16, 1e17,
    ]
    static let integerConversions: [Character] = ["d", "i", "u", "x", "X", "o", "c"]
    static let localizedExtra: [Character] = ["D", "U"]
    static let floatingConversions: [Character] = ["f", "F", "e", "E", "g", "G", "a", "A"]
    static let lengths = ["", "", "", "l", "ll", "q", "h", "hh", "z", "j", "t"]

    var random: SeededGenerator
    let locales: [String?]

    public init(seed: UInt64, locales: [String?] = FormatCaseGenerator.locales) {
        random = SeededGenerator(seed: seed)
        self.locales = locales
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    /// One specifier's text (without `%` and position) and the values it reads, in order.
    mutating func specifier(locale: String?) -> (text: String, values: [FormatCase.Value]) {
        var values: [FormatCase.Value] = []
        var text = ""
        for flag in ["-", "+", " ", "0", "#"] where chance(12) { text += flag }
        if chance(35) {
            text += String(Int.random(in: 1...22, using: &random))
        } else if chance(8) {
            text += "*"
            values.append(.int(Int64.random(in: -12...14, using: &random)))
        }
        let kind = Int.random(in: 0..<100, using: &random)
        if kind < 3 {
            // Characters by UTF-16 unit, pointers, and specs CF cannot parse.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return ("%" + text + "C", values + [.int(pick([0x41, 0xE9, 0x263A, 0x1F600, 0x4E2D]))])
            case 1: return ("%" + text + "p", values + [.int(pick([0, 1, 0x1234, 0x7FFF_FFFF_FFFF]))])
            default: return ("%" + pick(["k", "5k", "'d", "5%", "-%", "1$%", "y"]), [])
            }
        }
        if kind < 12 {
            // Objects and C strings: width and precision behave differently. No `#`: CF reads
            // `%#@` as the start of a stringsdict variable, and crashes on some of those.
            text.removeAll { $0 == "#" }
            let word = pick(["", "a", "hello", "Zürich", "日本語", "x y"])
            if chance(50) {
                return ("%" + text + "@", values + [.object(word)])
            }
            if chance(30) { text += "." + String(Int.random(in: 0...6, using: &random)) }
            return ("%" + text + "s", values + [.cString(pick(["", "a", "hello", "abc def"]))])
        }
        if chance(40) {
            if chance(10) {
                text += ".*"
                values.append(.int(Int64.random(in: -3...12, using: &random)))
            } else if chance(10) {
                text += "."
            } else {
                text += "." + String(Int.random(in: 0...14, using: &random))
            }
        }
        if kind < 55 {
            var conversions = Self.integerConversions
            if locale != nil { conversions += Self.localizedExtra }
            let conversion = pick(conversions)
            if conversion == "c" {
                let code = chance(20) ? pick([0, 128, 200, 255, 321, -1]) : Int64.random(in: 32...126, using: &random)
                return ("%" + text + "c", values + [.int(code)])
            }
            text += pick(Self.lengths) + String(conversion)
            let value: FormatCase.Value = chance(70) ? .int(pick(Self.integers)) : .uint(pick(Self.unsigned))
            return ("%" + text, values + [value])
        }
        let conversion = pick(Self.floatingConversions)
        text += String(conversion)
        // CF crashes on a negative `*` precision for `%e` and `%g` when localizing (it pads its
        // ICU pattern to a negative length), so those get a positive one.
        if locale != nil, "eEgG".contains(conversion), let last = values.indices.last, case .int(let p) = values[last], p < 0 {
            values[last] = .int(-p)
        }
        var value = pick(Self.doubles)
        // Arabic's NaN symbol changed length between CLDR 42 and 46 (see FormatCLDRDifferences).
        while locale == "ar_EG", value.isNaN { value = pick(Self.doubles) }
        return ("%" + text, values + [.double(value)])
    }

    public mutating func next() -> FormatCase {
        let locale = pick(locales)
        let count = Int.random(in: 1...3, using: &random)
        var pieces: [(text: String, values: [FormatCase.Value])] = []
        for _ in 0..<count { pieces.append(specifier(locale: locale)) }
        let literals = ["", " ", "|", "x=", " – ", "%%", "日本"]
        // Positional: each single-value specifier gets its slot, written in a shuffled order.
        if chance(20), pieces.allSatisfy({ $0.values.count == 1 }) {
            let order = Array(0..<count).shuffled(using: &random)
            var format = pick(literals)
            for slot in order {
                format += "%\(slot + 1)$" + pieces[slot].text.dropFirst() + pick(literals)
            }
            return FormatCase(locale: locale, format: format, values: pieces.flatMap(\.values))
        }
        var format = pick(literals)
        for piece in pieces { format += piece.text + pick(literals) }
        return FormatCase(locale: locale, format: format, values: pieces.flatMap(\.values))
    }
}
