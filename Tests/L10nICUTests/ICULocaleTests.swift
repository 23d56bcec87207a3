import L10nICU
import Testing

@Suite struct ICULocaleTests {
    @Test(arguments: [
        ("en_US", "en_US"), ("en-US", "en_US"), ("EN_us", "en_US"), ("zh-Hant-TW", "zh_Hant_TW"),
        ("en-US-u-nu-arab", "en_US@numbers=arab"), ("ar@numbers=latn", "ar@numbers=latn"),
        ("de-CH-u-co-phonebk", "de_CH@collation=phonebook"), ("i-klingon", "tlh"),
        ("root", "root"), ("und", "root"), ("sr-Latn", "sr_Latn"),
    ])
    func canonicalize(input: String, expected: String) throws {
        #expect(try ICULocale.canonicalize(input) == expected)
    }

    @Test func components() throws {
        #expect(try ICULocale.baseName("zh_Hant_TW@calendar=buddhist") == "zh_Hant_TW")
        #expect(try ICULocale.language("zh_Hant_TW") == "zh")
        #expect(try ICULocale.script("zh_Hant_TW") == "Hant")
        #expect(try ICULocale.script("zh_TW") == nil)
        #expect(try ICULocale.region("zh_Hant_TW") == "TW")
        #expect(try ICULocale.region("es-419") == "419")
        #expect(try ICULocale.region("fr") == nil)
        #expect(try ICULocale.languageTag("en_US@numbers=arab") == "en-US-u-nu-arab")
        #expect(try ICULocale.baseName("root") == "root")
    }

    @Test(arguments: [
        ("zh_TW", "zh_Hant_TW"), ("zh", "zh_Hans_CN"), ("sr", "sr_Cyrl_RS"), ("en", "en_Latn_US"),
        ("ar", "ar_Arab_EG"), ("pt", "pt_Latn_BR"),
    ])
    func likelySubtags(minimal: String, maximal: String) throws {
        #expect(try ICULocale.addLikelySubtags(minimal) == maximal)
        #expect(try ICULocale.minimizeSubtags(maximal) == minimal)
    }

    @Test func parents() throws {
        #expect(try ICULocale.parent("zh_Hant_TW") == "zh_Hant")
        #expect(try ICULocale.parent("zh_Hant") == "zh")
        #expect(try ICULocale.parent("zh") == nil)
        #expect(try ICULocale.parent("en_US@numbers=arab") == "en")
    }

    @Test func localeData() {
        #expect(ICULocale.hasLocaleData("en_XX"))  // unknown region, known language
        #expect(ICULocale.hasLocaleData("ar@numbers=latn"))
        #expect(!ICULocale.hasLocaleData("xx"))
        #expect(!ICULocale.hasLocaleData("!!"))
        #expect(ICULocale.availableLocales.contains("ru"))
        #expect(ICULocale.icuVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0 >= 60)
    }

    @Test(arguments: ["", " en", "en_US ", "!!", "e", "éé", "en-US-", "12", "en--US", String(repeating: "x", count: 158)])
    func rejectsMalformedIdentifiers(identifier: String) {
        expectICUError(.invalidLocale) { _ = try ICULocale.canonicalize(identifier) }
    }
}
