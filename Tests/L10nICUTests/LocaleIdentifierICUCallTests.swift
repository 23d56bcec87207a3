import L10nICU
import Testing

/// The `uloc_*` calls behind ``LocaleIdentifier``, checked on the spellings they are given.
@Suite struct LocaleIdentifierICUCallTests {
    /// Through the throwing initializer (a literal would be the test target's conversion).
    func identifier(_ text: String) throws -> LocaleIdentifier { try LocaleIdentifier(text) }

    @Test(arguments: [
        ("en_US", "en_US"), ("en-US", "en_US"), ("EN_us", "en_US"), ("zh-Hant-TW", "zh_Hant_TW"),
        ("en-US-u-nu-arab", "en_US@numbers=arab"), ("ar@numbers=latn", "ar@numbers=latn"),
        ("de-CH-u-co-phonebk", "de_CH@collation=phonebook"), ("i-klingon", "tlh"),
        ("root", "root"), ("und", "root"), ("sr-Latn", "sr_Latn"),
    ])
    func canonicalize(input: String, expected: String) throws {
        #expect(try identifier(input).canonical == expected)
    }

    @Test func components() throws {
        #expect(try identifier("zh_Hant_TW@calendar=buddhist").baseName.canonical == "zh_Hant_TW")
        #expect(try identifier("zh_Hant_TW").language == "zh")
        #expect(try identifier("zh_Hant_TW").script == "Hant")
        #expect(try identifier("zh_TW").script == nil)
        #expect(try identifier("zh_Hant_TW").region == "TW")
        #expect(try identifier("es-419").region == "419")
        #expect(try identifier("fr").region == nil)
        #expect(try identifier("en_US@numbers=arab").languageTag() == "en-US-u-nu-arab")
        #expect(try identifier("root").baseName.canonical == "root")
    }

    @Test(arguments: [
        ("zh_TW", "zh_Hant_TW"), ("zh", "zh_Hans_CN"), ("sr", "sr_Cyrl_RS"), ("en", "en_Latn_US"),
        ("ar", "ar_Arab_EG"), ("pt", "pt_Latn_BR"),
    ])
    func likelySubtags(minimal: String, maximal: String) throws {
        #expect(try identifier(minimal).addingLikelySubtags().canonical == maximal)
        #expect(try identifier(maximal).minimizingSubtags().canonical == minimal)
    }

    @Test func parents() throws {
        #expect(try identifier("zh_Hant_TW").parent?.canonical == "zh_Hant")
        #expect(try identifier("zh_Hant").parent?.canonical == "zh")
        #expect(try identifier("zh").parent?.canonical == nil)
        #expect(try identifier("en_US@numbers=arab").parent?.canonical == "en")
    }

    @Test func localeData() {
        #expect(((try? identifier("en_XX"))?.hasLocaleData ?? false))  // unknown region, known language
        #expect(((try? identifier("ar@numbers=latn"))?.hasLocaleData ?? false))
        #expect(!((try? identifier("xx"))?.hasLocaleData ?? false))
        #expect(!((try? identifier("!!"))?.hasLocaleData ?? false))
        #expect(ICURawLocale.availableLocales.contains("ru"))
        #expect(RuntimeVersion.current.icu.split(separator: ".").first.flatMap { Int($0) } ?? 0 >= 60)
    }

    @Test(arguments: ["", " en", "en_US ", "!!", "e", "éé", "en-US-", "12", "en--US", String(repeating: "x", count: 158)])
    func rejectsMalformedIdentifiers(text: String) {
        expectICUError(.invalidLocale) { _ = try identifier(text).canonical }
    }
}
