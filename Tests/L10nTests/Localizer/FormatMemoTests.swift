import L10n
import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// Formats and variants are tokenized and rewritten once and remembered by their exact bytes:
/// canonically equivalent texts (`é` as one scalar or as `e` + U+0301) are different keys,
/// because their tokens' byte offsets differ.
@Suite struct FormatMemoTests {
    static let precomposed = "Caf\u{E9} %d %@ fin"
    static let decomposed = "Cafe\u{301} %d %@ fin"

    @Test func canonicallyEquivalentFormatsKeepTheirOwnBytes() throws {
        #expect(Self.precomposed == Self.decomposed)  // equal as Strings, not as bytes
        let formatter = StringFormatter(locale: "fr_FR")
        for _ in 0..<3 {
            for format in [Self.precomposed, Self.decomposed, Self.precomposed] {
                let text = try formatter.format(format, [1234, "x"])
                let prefix = format.utf8.prefix { $0 != 0x25 }
                #expect(Array(text.utf8.prefix(prefix.count)) == Array(prefix))
                #expect(text.utf8.count == prefix.count + "1\u{202F}234 x fin".utf8.count)
            }
        }
    }

    @Test func canonicallyEquivalentVariantsKeepTheirOwnBytes() throws {
        let rules = try PluralRules(locale: "fr")
        func value(_ variant: String) -> LocalizedValue {
            .format(
                LocalizedFormat(
                    format: "%#@n@ !",
                    variables: [
                        "n": FormatVariable(rule: .plural([.one: variant, .other: variant]), valueType: "d")
                    ]))
        }
        for _ in 0..<3 {
            for variant in [Self.precomposed, Self.decomposed] {
                let text = try value(variant).formatted([7, "y"], locale: nil, pluralRules: rules)
                let prefix = Array(variant.utf8.prefix { $0 != 0x25 })
                #expect(Array(text.utf8) == prefix + Array("7 y fin !".utf8))
            }
        }
    }

    @Test func memoizedRewritesMatchAcrossBases() throws {
        // The same variant text read from different argument slots is rewritten per slot.
        let rules = try PluralRules(locale: "en")
        let value = LocalizedValue.format(
            LocalizedFormat(
                format: "%#@a@ and %#@b@",
                variables: [
                    "a": FormatVariable(rule: .plural([.one: "%d item", .other: "%d items"]), valueType: "d"),
                    "b": FormatVariable(rule: .plural([.one: "%d item", .other: "%d items"]), valueType: "d"),
                ]))
        for (first, second) in [(1, 2), (5, 1), (1, 1), (3, 4)] {
            let text = try value.formatted([.int(Int64(first)), .int(Int64(second))], locale: nil, pluralRules: rules)
            let expected = "\(first) item\(first == 1 ? "" : "s") and \(second) item\(second == 1 ? "" : "s")"
            #expect(text == expected)
        }
    }
}
