import L10n
import L10nTestSupport
import Testing

/// Regressions found by the oracle: identifiers Apple's matching treats specially. Each expected
/// answer is Apple's own, recorded from Apple's ICU through the oracle, and each test asks the
/// oracle again so the record cannot drift from Apple's ICU.
@Suite struct AppleSpecialIdentifierTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let preferred: [String]
        let available: [String]
        let apple: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        // Private use is no language: `x-private` must not match `und` (this was `und`).
        Case(
            name: "private use skips und", preferred: ["mo", "x-private", "sl", "yue"],
            available: ["und", "cmn-Hans", "it", "zh_hant"], apple: ["zh_hant"]),
        Case(name: "und matches und with a script", preferred: ["und"], available: ["und_Latn"], apple: ["und_Latn"]),
        Case(
            name: "und falls back to und", preferred: ["it_SM", "UNd_US"], available: ["UND-US", "und"],
            apple: ["UND-US", "und"]),
        Case(name: "private use does not match und", preferred: ["x-foo"], available: ["und"], apple: []),
        Case(name: "root does not match und", preferred: ["root"], available: ["und"], apple: []),
        Case(name: "und does not match root", preferred: ["und"], available: ["root"], apple: []),
        Case(name: "root matches root", preferred: ["root"], available: ["root", "fr"], apple: ["root"]),
        Case(name: "root does not match private use", preferred: ["root"], available: ["x-foo"], apple: []),
        // Default countries by Apple's likely subtags: ICU 72 has none for `kxv`, so
        // `kxv_Latn_IN` was a non-default country and lost to `KXV` (this was `KXV`).
        Case(
            name: "a language ICU 72 lacks keeps its default country",
            preferred: ["kxv_Latn", "en_zw"],
            available: ["ee_GH", "xog_UG", "ber", "kxv_Latn_IN", "KPE", "sh", "KXV", "en_JP", "co", "byn", "es_419"],
            apple: ["kxv_Latn_IN", "KXV"]),
        // ICU reads `zh-yue` as `zh_YUE` and that as `yue`, in both versions: Apple's likely
        // subtags apply only to forms they were measured over (this was `zh-hakka` while they
        // applied to every form of `zh`).
        Case(
            name: "a form ICU rereads is left to ICU", preferred: ["zh_Hans_HK"], available: ["zh-hakka", "zh-yue"],
            apple: ["zh-yue"]),
        Case(name: "private use matches private use", preferred: ["x-foo"], available: ["x-bar"], apple: ["x-bar"]),
        Case(
            name: "root passes to the next language", preferred: ["root", "zh-Hans-SG"],
            available: ["x-foo", "wuu_CN"], apple: ["wuu_CN"]),
        Case(
            name: "a trailing separator is dropped", preferred: ["ml", "en_BD"],
            available: ["en_", "ars", "en_SI", "zh-min-nan"], apple: ["en_"]),
        Case(
            name: "both trailing spellings are English", preferred: ["en_US"], available: ["en_", "en-"],
            apple: ["en_", "en-"]),
        Case(
            name: "keywords keep the trailing separator", preferred: ["EN_US_POSIX"],
            available: ["PA", "eN_NZ", "id_ID", "en-150", "en-US", "en_@calendar=hebrew"], apple: ["en-US"]),
        Case(
            name: "an extension without a language is private use", preferred: ["_u_ca_hebrew"],
            available: ["x-foo"], apple: ["x-foo"]),
        Case(name: "grandfathered Klingon is tlh", preferred: ["i-klingon"], available: ["tlh"], apple: ["tlh"]),
    ]

    @Test(arguments: cases) func localizationsToUse(_ testCase: Case) throws {
        let ours = AvailableLocalizations(testCase.available.map { Localization($0) }).localizationsToUse(for: testCase.preferred).names
        #expect(ours == testCase.apple)
        let apple = try AppleOracle.localizationsToUse([(testCase.preferred, testCase.available)])
        #expect(apple == [.value(testCase.apple)], "Apple's ICU no longer answers as recorded")
    }

    /// `ualoc_getAppleParent` of `und` forms keeps `und`; English regions whose locale data
    /// keeps CLDR's parent; trailing separators.
    static let parents: [(String, String)] = [
        ("und-Hant-TW", "und_Hant"), ("UND_LATN", "und"), ("und_US", "und"), ("und", "root"), ("root", "root"),
        ("x-private", "root"), ("_u_ca_hebrew", "root"), ("en_AG", "en_001"), ("en_PG", "en_001"),
        ("en_PN", "en_001"), ("en-GB-", "en_001"), ("en_", "root"),
    ]

    @Test func appleParents() throws {
        let apple = try AppleOracle.appleParents(Self.parents.map(\.0))
        for ((identifier, expected), answer) in zip(Self.parents, apple) {
            #expect(AppleParent.of(identifier) == expected, "\(identifier)")
            #expect(answer == .value([expected]), "Apple's ICU no longer answers \(identifier) as recorded")
        }
    }
}

/// The formatting locale reads the user's locale as Apple's ICU does, like the localization:
/// `und_FR` speaks `und` (Apple's `uloc_getLanguage`), so a user in `und_FR` reading an `und_US`
/// localization keeps their own locale.
@Test func formattingLocaleKeepsAnUndeterminedUsersLocale() throws {
    #expect(FormattingLocale.identifier(chosenLocalization: "und_US", preferredLocaleID: "und_FR") == "und_FR")
    #expect(FormattingLocale.identifier(chosenLocalization: "und_US", preferredLocaleID: "fr_FR") == "und_FR")
}
