import L10n
import L10nResources
import L10nTestSupport

/// Random property-list trees of every type Foundation can write (no UIDs), with strings from
/// many scripts (non-BMP too), XML's special characters, control characters and edge numbers.
struct RandomPropertyList {
    var generator: SeededGenerator

    /// Characters strings are drawn from.
    static let scalars: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        for text in [
            "abcXYZ019 _-.,;:!?", "<>&\"'", "\t\n\r\u{0}\u{1F}\u{7F}", "éüßñÆø", "абвгд", "αβγ", "שלום", "مرحبا",
            "नमस्ते", "你好世界", "こんにちは", "\u{A0}\u{2009}\u{3000}\u{FEFF}\u{FFFD}\u{FFFF}", "😀🌍👍🏽𝄞𠀀𝕏",
        ] {
            scalars.append(contentsOf: text.unicodeScalars)
        }
        return scalars
    }()

    static let integers: [Int128] = [
        0, 1, -1, 127, 128, 255, 256, -256, 65535, 65536, Int128(UInt32.max), Int128(UInt32.max) + 1,
        Int128(Int64.max), Int128(Int64.min), Int128(Int64.max) + 1, Int128(UInt64.max),
    ]

    static let reals: [Double] = [
        0, -0.0, 1, -1, 0.1, 1.0 / 3, .pi, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, Double(Float(1.1)),
    ]

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func string(maxLength: Int = 12) -> String {
        var text = String()
        for _ in 0..<int(0..<maxLength + 1) {
            text.unicodeScalars.append(Self.scalars[int(0..<Self.scalars.count)])
        }
        return text
    }

    /// A random value; containers only while `depth` lasts.
    mutating func value(depth: Int) -> PropertyListValue {
        switch int(0..<(depth > 0 ? 10 : 7)) {
        case 0: return .string(string())
        case 1:
            if int(0..<2) == 0 { return .integer(Self.integers[int(0..<Self.integers.count)]) }
            return .integer(Int128(Int64.random(in: .min ... .max, using: &generator)))
        case 2:
            if int(0..<2) == 0 { return .real(Self.reals[int(0..<Self.reals.count)]) }
            return .real(Double(bitPattern: generator.next()))
        case 3: return .boolean(int(0..<2) == 0)
        // Whole seconds from year 1 to 9999: XML dates have no fractions and four-digit years.
        case 4: return .date(Double(Int64.random(in: -63_113_904_000...252_423_993_599, using: &generator)))
        case 5: return .data((0..<int(0..<40)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case 6: return .string(string(maxLength: 40))
        case 7, 8:
            var entries: [PropertyListDictionary.Entry] = []
            for _ in 0..<int(0..<6) {
                let key = string()
                guard !entries.contains(where: { $0.key == key }) else { continue }
                entries.append(PropertyListDictionary.Entry(key: key, value: value(depth: depth - 1)))
            }
            return .dictionary(PropertyListDictionary(entries))
        default:
            return .array((0..<int(0..<6)).map { _ in value(depth: depth - 1) })
        }
    }
}
