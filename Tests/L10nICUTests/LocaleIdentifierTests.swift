import Foundation
import L10nICU
import Testing

/// The public identifier type: validated and canonicalized once, compared by its canonical
/// form, and answering the subtag questions without going back to the caller's spelling.
@Suite struct LocaleIdentifierTests {
    /// Through the throwing initializer: with a literal argument, `LocaleIdentifier("…")` in
    /// this test target is L10nTestSupport's literal conversion.
    func id(_ text: String) throws -> LocaleIdentifier { try LocaleIdentifier(text) }

    @Test(arguments: [
        ("EN-us", "en_US"), ("en_US", "en_US"), ("en-US-u-nu-arab", "en_US@numbers=arab"), ("zh-Hant-TW", "zh_Hant_TW"),
        ("und", "root"), ("root", "root"), ("i-klingon", "tlh"), ("sr_Latn", "sr_Latn"),
    ])
    func canonicalizesOnce(written: String, canonical: String) throws {
        let identifier = try LocaleIdentifier(written)
        #expect(identifier.canonical == canonical)
        #expect(identifier.description == canonical)
        #expect(try LocaleIdentifier(identifier.canonical) == identifier)
    }

    @Test func spellingsOfOneLocaleAreEqual() throws {
        #expect(try id("EN-us") == id("en_US"))
        #expect(try Set([id("de-CH"), id("de_CH"), id("DE_ch")]).count == 1)
        #expect(try id("de") < id("fr"))
    }

    @Test func subtags() throws {
        let taiwan = try id("zh_Hant_TW@calendar=buddhist")
        #expect(taiwan.language == "zh")
        #expect(taiwan.script == "Hant")
        #expect(taiwan.region == "TW")
        #expect(taiwan.baseName.canonical == "zh_Hant_TW")
        #expect(taiwan.baseName.parent?.canonical == "zh_Hant")
        #expect(try id("zh").parent == nil)
        #expect(try id("fr").script == nil)
        #expect(try id("fr").region == nil)
        #expect(LocaleIdentifier.root.language == "root")
        #expect(LocaleIdentifier.root.baseName == .root)
    }

    @Test func likelySubtagsAndLanguageTags() throws {
        #expect(try id("zh_TW").addingLikelySubtags().canonical == "zh_Hant_TW")
        #expect(try id("zh_Hant_TW").minimizingSubtags().canonical == "zh_TW")
        #expect(try id("en_US@numbers=arab").languageTag() == "en-US-u-nu-arab")
    }

    @Test func localeData() throws {
        #expect(try id("de_CH").hasLocaleData)
        #expect(try !id("xx").hasLocaleData)
    }

    @Test(arguments: ["", " en", "!!", "e", "12", "en--US", "Base", String(repeating: "x", count: 158)])
    func refusesWhatIsNoLocale(text: String) {
        let error = #expect(throws: ICUError.self) { try LocaleIdentifier(text) }
        #expect(error?.reason == .invalidLocale)
        #expect(error?.input == text)
    }

    /// Malformed beyond the language (`en__US`: an empty region and a two-letter variant, which
    /// has no BCP 47 form) is refused when created, not by the first call that needs the tag;
    /// so is a numbering system ICU does not have. Other keyword values ICU ignores are kept.
    @Test func malformedIdentifiersAreRefusedWhenCreated() throws {
        for text in ["en__US", "de__X", "en_US_1"] {
            let error = try #require(throws: ICUError.self) { try LocaleIdentifier(text) }
            #expect(error.reason == .invalidLocale && error.input == text)
            #expect(error.description.contains("is not well-formed: it has no BCP 47 form"), "\(error)")
        }
        for text in ["ar@numbers=foo", "en-US-u-nu-abcd"] {
            let error = try #require(throws: ICUError.self) { try LocaleIdentifier(text) }
            #expect(error.reason == .invalidLocale && error.description.contains("which ICU does not have"), "\(error)")
        }
        // Well-formed values ICU knows, or ignores, stay: ICU formats `calendar=foo` as `en_US`.
        #expect(try id("en_US@calendar=foo").canonical == "en_US@calendar=foo")
        #expect(try id("ar@numbers=latn").canonical == "ar@numbers=latn")
        #expect(try id("en_US_POSIX").languageTag() == "en-US-u-va-posix")
        #expect(try id("ca_ES_VALENCIA").languageTag() == "ca-ES-valencia")
    }

    /// A spelling is canonicalized once: again, the same identifier, or the same error.
    @Test func spellingsAreCanonicalizedOnce() throws {
        #expect(try id("EN-us") == (try id("EN-us")) && (try id("EN-us")).canonical == "en_US")
        let first = try #require(throws: ICUError.self) { try id("en__US") }
        let again = try #require(throws: ICUError.self) { try id("en__US") }
        #expect(first == again)
        // Longer than any locale: refused before the cache, the same way each time.
        let long = String(repeating: "x", count: 200)
        #expect(throws: ICUError.self) { try LocaleIdentifier(long) }
        #expect(throws: ICUError.self) { try LocaleIdentifier(long) }
    }

    /// An error keeps the whole input but echoes at most `ICUError.echoLimit` characters of it,
    /// with what cannot be seen escaped.
    @Test func errorsEchoInputCutAndVisible() throws {
        let long = String(repeating: "x", count: 1_000)
        let tooLong = try #require(throws: ICUError.self) { try LocaleIdentifier(long) }
        #expect(tooLong.input == long)
        #expect(
            tooLong.description
                == "locale identifier '\(String(repeating: "x", count: 64))…' (1,000 characters) is longer than 157 characters")

        let spacedText = "en\u{00A0}US"
        let spaced = try #require(throws: ICUError.self) { try LocaleIdentifier(spacedText) }
        #expect(spaced.description == #"locale identifier 'en\u{00A0}US' contains characters other than printable ASCII"#)

        let french = "fr"
        let rules = try PluralRules(locale: LocaleIdentifier(french))
        let decimal = try #require(throws: ICUError.self) { try rules.category(forDecimal: "1\u{202F}000") }
        #expect(decimal.description.hasPrefix(#"'1\u{202F}000' is not a decimal number: it "#), "\(decimal)")
    }

    /// As `Codable`: the canonical string out, any spelling in through the validating initializer.
    @Test(arguments: ["EN-us", "en-US-u-nu-arab", "zh-Hant-TW", "und", "root", "i-klingon", "sr_Latn", "de_CH@collation=phonebook"])
    func codableAsTheCanonicalString(written: String) throws {
        let identifier = try LocaleIdentifier(written)
        let data = try JSONEncoder().encode([identifier])
        #expect(try JSONSerialization.jsonObject(with: data) as? [String] == [identifier.canonical])
        #expect(try JSONDecoder().decode([LocaleIdentifier].self, from: data) == [identifier])
        let spelled = try JSONEncoder().encode([written])
        #expect(try JSONDecoder().decode([LocaleIdentifier].self, from: spelled) == [identifier])
    }

    @Test(arguments: ["", " en", "!!", "Base", String(repeating: "x", count: 158)])
    func decodingRefusesWhatIsNoLocale(text: String) throws {
        let data = try JSONEncoder().encode([text])
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode([LocaleIdentifier].self, from: data) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.intValue) == [0])
        #expect(context.debugDescription.contains("not a locale identifier"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocaleIdentifier].self, from: Data("[5]".utf8)) }
    }
}
