import L10nTestSupport
import Testing

@testable import L10n

/// The one-pass parser against a plain reading of RFC 9110's grammar, written here with
/// `split` and `Set` as the rules read (the parser avoids both, for speed), on random headers
/// built from valid and broken pieces.
@Suite struct AcceptLanguageReferenceTests {
    static let pieces = [
        "en", "EN", "EN-us", "de-CH", "De-ch", "zh-Hant-TW", "x-private", "*", "en1", "1en", "toolongsubtag", "a-b-c", "-en", "en-",
        "en--us",
        ";q=0.5", ";q=1", ";q=1.000", ";q=0", ";Q=0.25", ";q=0.1234", ";q=2", ";q=abc", ";q=", "; q=0.7 ", ";level=1",
        ",", ", ", ",,", " ", "\t", ";", "é", "fr", "fr;q=0.9", "\u{0}",
    ]

    /// The rules as RFC 9110 and the type's documentation state them.
    static func reference(_ header: String) -> (ranges: [String], isTruncated: Bool) {
        var bytes = Array(header.utf8)
        var isTruncated = false
        if bytes.count > AcceptLanguage.maximumLength {
            isTruncated = true
            let cut = bytes[..<AcceptLanguage.maximumLength].lastIndex(of: UInt8(ascii: ",")) ?? 0
            bytes = Array(bytes[..<cut])
        }
        let items = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        if items.count > AcceptLanguage.maximumItems { isTruncated = true }
        var accepted: [(range: String, weight: Int, position: Int)] = []
        var seen: Set<String> = []
        for (position, item) in items.prefix(AcceptLanguage.maximumItems).enumerated() {
            let parts = item.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
                trim(String(decoding: $0, as: UTF8.self))
            }
            let range = parts[0]
            guard isRange(range) else { continue }
            var weight: Int? = 1000
            for parameter in parts.dropFirst() {
                let lowered = parameter.lowercased()
                weight = lowered.hasPrefix("q=") ? qvalue(String(parameter.dropFirst(2))) : nil
                if weight == nil { break }
            }
            guard let weight, weight > 0, range != "*", seen.insert(range.lowercased()).inserted else { continue }
            accepted.append((range, weight, position))
        }
        accepted.sort { ($0.weight, -$0.position) > ($1.weight, -$1.position) }
        return (accepted.map(\.range), isTruncated)
    }

    static func trim(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    static func isRange(_ text: String) -> Bool {
        if text == "*" { return true }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let alphanumerics = letters.union("0123456789")
        return subtags.enumerated().allSatisfy { index, subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { (index == 0 ? letters : alphanumerics).contains($0) }
        }
    }

    static func qvalue(_ text: String) -> Int? {
        let characters = Array(text)
        guard let first = characters.first, first == "0" || first == "1" else { return nil }
        if characters.count == 1 { return first == "1" ? 1000 : 0 }
        guard characters[1] == ".", characters.count <= 5, characters.dropFirst(2).allSatisfy(\.isASCII),
            characters.dropFirst(2).allSatisfy(\.isNumber)
        else { return nil }
        let digits = String(characters.dropFirst(2))
        let fraction = (Int(digits) ?? 0) * [1000, 100, 10, 1][digits.count]
        if first == "1" { return fraction == 0 ? 1000 : nil }
        return fraction
    }

    @Test func randomHeadersParseAsTheGrammarReads() {
        var random = SeededGenerator(seed: 0xACC3_97)
        for round in 0..<20_000 {
            // Mostly short headers; every 500th long enough to pass the limits.
            let count = round % 500 == 0 ? Int.random(in: 200...2000, using: &random) : Int.random(in: 0...12, using: &random)
            let header = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let parsed = AcceptLanguage(header)
            let expected = Self.reference(header)
            #expect(parsed.preferredLanguages == expected.ranges, "\(header.debugDescription)")
            #expect(parsed.isTruncated == expected.isTruncated, "\(header.debugDescription)")
            // A substring is read from a copy of what the parser reads, a string in place.
            #expect(AcceptLanguage(("x" + header).dropFirst()) == parsed, "\(header.debugDescription)")
            // The resolution's own reading, with no items made.
            let languages = AcceptLanguage.preferredLanguages(of: header)
            #expect(languages.languages == expected.ranges && languages.isTruncated == expected.isTruncated, "\(header.debugDescription)")
        }
    }
}
