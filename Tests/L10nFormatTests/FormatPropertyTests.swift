import L10nFormat
import L10nTestSupport
import Testing

/// Random format strings, built from the bytes the grammar cares about, with random argument
/// lists: formatting never traps, and either returns a string or throws a ``FormatError``; the
/// tokenizer's tokens always tile the format exactly.
@Suite struct FormatPropertyTests {
    static let pieces: [String] = [
        "%", "%", "%", "%%", "1", "2", "9", "0", "$", "*", ".", "-", "+", " ", "#", "'", "h", "hh", "l", "ll",
        "q", "L", "j", "z", "t", "d", "i", "u", "o", "x", "X", "D", "U", "O", "f", "F", "e", "E", "g", "G",
        "a", "A", "c", "C", "s", "S", "@", "p", "n", "k", "@name@", "#@a.b@", "日", "é", "\u{0}", "🇨🇭",
        "99999999999", "10000",
    ]
    static let locales: [String?] = [nil, "en_US", "de_DE", "ar_EG", "hi_IN", "fr_FR"]

    static func randomArgument(_ random: inout SeededGenerator) -> FormatArgument {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: .int(Int64.random(in: .min ... .max, using: &random))
        case 1: .uint(UInt64.random(in: .min ... .max, using: &random))
        case 2: .double([0, -0.0, 1.5, .nan, .infinity, -1e300, .leastNonzeroMagnitude, 123456.789].randomElement(using: &random) ?? 0)
        case 3: .string(["", "x", "日本", "%d"].randomElement(using: &random) ?? "")
        case 4: .null
        case 5: .character(UInt32.random(in: 0...0x10FFFF, using: &random))
        default: .int(Int64.random(in: -20...20, using: &random))
        }
    }

    @Test func randomFormatsNeverTrap() {
        var random = SeededGenerator(seed: 0xF0_4D_A7_00_01)
        var formatted = 0
        var failed = 0
        for _ in 0..<5000 {
            var format = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                format += Self.pieces.randomElement(using: &random) ?? ""
            }
            let arguments = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.randomArgument(&random) }
            let locale = Self.locales.randomElement(using: &random) ?? nil

            let tokens = FormatTokenizer.tokenize(format)
            var position = 0
            for token in tokens {
                #expect(token.range.lowerBound == position, "tokens of \(format) leave a gap")
                position = token.range.upperBound
            }
            #expect(position == format.utf8.count, "tokens of \(format) do not reach its end")

            do {
                _ = try StringFormatter(locale: testLocale(locale)).format(format, arguments)
                formatted += 1
            } catch {
                failed += 1
            }
        }
        #expect(formatted > 1000)
        #expect(failed > 200)
    }
}
