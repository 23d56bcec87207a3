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
        #expect(error?.kind == .invalidLocale)
        #expect(error?.input == text)
    }
}
