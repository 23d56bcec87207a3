import Foundation
import L10nTestSupport
import Synchronization
import Testing

@testable import L10n

/// Choosing a request's localization from its sources in order (`LanguageSelection`): the
/// first source that names one of the bundle's localizations wins, malformed and unmatched
/// values fall through, the backstop keeps the `Accept-Language` user's region, only the
/// outcome is reported, and `Vary` names what the choice read.
@Suite struct LanguageSelectionTests {
    /// A request's sources as a framework would hand them over.
    struct Input: LanguageSelectionInput {
        var path = "/"
        var query: [String: String] = [:]
        var cookies: [String: String] = [:]
        var acceptLanguage: String?

        var firstPathSegment: Substring? {
            let segment = path.drop { $0 == "/" }.prefix { $0 != "/" }
            return segment.isEmpty ? nil : Substring(segment)
        }
        func queryParameter(_ name: String) -> String? { query[name] }
        func cookie(_ name: String) -> String? { cookies[name] }
    }

    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    let localizer: Localizer
    let all = LanguageSelection([.pathPrefix, .queryParameter("lang"), .cookie("lang"), .acceptLanguage])

    init() throws {
        localizer = try Localizer(path: Self.examplePath)
    }

    func select(_ input: Input, _ selection: LanguageSelection? = nil) throws -> ResolvedLocalization {
        try localizer.localization(selecting: selection ?? all, from: input)
    }

    @Test func theFirstSourceThatMatchesWins() throws {
        let everything = Input(path: "/ru/home", query: ["lang": "fr"], cookies: ["lang": "ja"], acceptLanguage: "pl")
        var chosen = try select(everything)
        #expect(chosen.languageSource == .pathPrefix)
        #expect(chosen.localization == "ru")

        chosen = try select(everything, LanguageSelection([.acceptLanguage, .cookie("lang"), .queryParameter("lang")]))
        #expect(chosen.languageSource == .acceptLanguage)
        #expect(chosen.localization == "pl")

        var input = everything
        input.path = "/home"
        #expect(try select(input).languageSource == .queryParameter("lang"))
        input.query = [:]
        #expect(try select(input).languageSource == .cookie("lang"))
        #expect(try select(input).localization == "ja")
        input.cookies = [:]
        #expect(try select(input).languageSource == .acceptLanguage)
    }

    @Test func aSourceMatchesAsAUserPreferenceDoes() throws {
        // `fr-CA` is no localization of the bundle; Apple's matching takes `fr` and formats
        // for the user's `fr_CA`, exactly as for a preference list.
        let chosen = try select(Input(query: ["lang": "fr-CA"]))
        let preferred = try localizer.localization(for: .preferred(["fr-CA"]))
        #expect(chosen.localization == "fr")
        #expect(chosen.locale == preferred.locale)
        #expect(chosen.contentLanguage == "fr")
        #expect(
            try chosen.localize("files.remaining", arguments: [2]).string
                == (try preferred.localize("files.remaining", arguments: [2]).string))
    }

    @Test(arguments: ["xx", "", "fr;q=1", "../fr", "fr\u{0}", "é", "1fr", String(repeating: "a", count: 36), "fr,ru"])
    func unmatchedOrMalformedValuesFallThrough(value: String) throws {
        let chosen = try select(Input(path: "/\(value)/x", query: ["lang": value], cookies: ["lang": value], acceptLanguage: "ru"))
        #expect(chosen.languageSource == .acceptLanguage)
        #expect(chosen.localization == "ru")
    }

    @Test func theLongestAcceptedValueStillMatches() throws {
        let longest = "fr-" + String(repeating: "x", count: LanguageSelection.maximumValueLength - 3)
        #expect(LanguageSelection.language(longest) == longest)
        #expect(LanguageSelection.language(longest + "x") == nil)
    }

    @Test func nothingMatchingFallsBackToTheDevelopmentRegionInTheUsersRegion() throws {
        let chosen = try select(Input(query: ["lang": "xx"], acceptLanguage: "de-CH, it;q=0.5"))
        #expect(chosen.languageSource == .developmentRegion)
        #expect(chosen.localization == "en")
        #expect(chosen.isBackstop)
        // Apple formats the development region's strings for the user's region.
        #expect(chosen.locale == (try localizer.localization(for: .acceptLanguage("de-CH, it;q=0.5")).locale))

        let bare = try select(Input())
        #expect(bare.languageSource == .developmentRegion)
        #expect(bare.localization == "en")
        #expect(try select(Input(acceptLanguage: "*")).languageSource == .developmentRegion)
        #expect(try select(Input(acceptLanguage: "en")).languageSource == .acceptLanguage)
    }

    @Test func isBackstopSaysWhetherAPreferenceMatched() throws {
        #expect(try !localizer.localization(for: .acceptLanguage("ja")).isBackstop)
        #expect(try !localizer.localization(for: .acceptLanguage("en-AU")).isBackstop)
        #expect(try localizer.localization(for: .acceptLanguage("de")).isBackstop)
        #expect(try localizer.localization(for: .preferred([])).isBackstop)
        #expect(try !localizer.localization(for: .localization("ru")).isBackstop)
        // The same outcome reached both ways keeps each its own answer.
        #expect(try localizer.localization(for: .acceptLanguage("xx")).isBackstop)
        #expect(try !localizer.localization(for: .acceptLanguage("en")).isBackstop)
    }

    @Test func onlyTheKeptLocalizationIsReported() throws {
        let events = Mutex<[String]>([])
        let reporting = try Localizer(
            path: Self.examplePath, reporter: TestReporter { event, metadata in events.withLock { $0.append("\(event)") } })
        let header = "xx-" + String(repeating: "a", count: 8) + String(repeating: ", xx;q=0.1", count: 70)
        let chosen = try reporting.localization(
            selecting: all, from: Input(query: ["lang": "ja"], acceptLanguage: header), metadata: ["request-id": "7"])
        #expect(chosen.languageSource == .queryParameter("lang"))
        #expect(events.withLock { $0 } == ["served(localization: \"ja\", contentLanguage: \"ja\")"])

        events.withLock { $0 = [] }
        let fallback = try reporting.localization(selecting: all, from: Input(acceptLanguage: header))
        #expect(fallback.languageSource == .developmentRegion)
        #expect(fallback.isHeaderTruncated)
        let kinds = events.withLock { $0 }
        #expect(kinds.count == 2)
        #expect(kinds == ["truncatedHeader(byteCount: \(header.utf8.count))", "served(localization: \"en\", contentLanguage: \"en\")"])
    }

    @Test func queryValuesAreFoundAndDecoded() {
        let cases: [(query: String, value: String?)] = [
            ("lang=fr", "fr"), ("a=1&lang=fr-CA&lang=ru", "fr-CA"), ("language=fr&lang=", ""), ("lang", nil),
            ("&&lang=ja&", "ja"), ("lang=pt%2DBR", "pt-BR"), ("l%61ng=ru", "ru"), ("lang=a+b", "a b"),
            ("lang=%E6%97%A5", "日"), ("lang=%4", nil), ("lang=%zz", nil), ("lang=%FF", nil), ("xlang=fr", nil), ("", nil),
            ("lang=fr=CA", "fr=CA"),
        ]
        for (query, value) in cases {
            #expect(LanguageSelection.queryValue("lang", in: query) == value, "\(query)")
        }
    }

    @Test func varyNamesTheHeadersTheChoiceRead() {
        #expect(LanguageSelection.standard.varyingHeaders == ["Accept-Language", "Cookie"])
        #expect(LanguageSelection([.pathPrefix, .queryParameter("l")]).varyingHeaders == [])
        #expect(
            LanguageSelection([.pathPrefix, .acceptLanguage, .developmentRegion, .acceptLanguage]).sources
                == [.pathPrefix, .acceptLanguage])

        let standard = LanguageSelection.standard
        #expect(standard.vary(adding: nil) == "Accept-Language, Cookie")
        #expect(standard.vary(adding: "") == "Accept-Language, Cookie")
        #expect(standard.vary(adding: "Accept-Encoding") == "Accept-Encoding, Accept-Language, Cookie")
        #expect(standard.vary(adding: "accept-language ,Origin") == "accept-language ,Origin, Cookie")
        #expect(standard.vary(adding: "Cookie, Accept-Language") == nil)
        #expect(standard.vary(adding: "*") == nil)
        #expect(LanguageSelection([.queryParameter("lang")]).vary(adding: "Origin") == nil)
    }
}
