import Foundation
import L10n
import L10nTestSupport
import Testing

@testable import L10nFoundation

/// `String(localized:)` as Apple documents it, over real `.lproj` trees: which localization
/// answers, what `locale:` does, default values, tables, and what a bundle that cannot answer
/// gives.
@Suite struct StringLocalizedTests {
    /// en (the development region) and de, the German table in UTF-16 as Xcode writes it.
    static func orderBundle() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """,
            "en.lproj/Localizable.strings": """
            "%lld files" = "%lld files";
            "Battery at 100%" = "Battery at 100%";
            "%lld%% done" = "%lld%% done";
            "cart" = "^[%lld item](inflect: true) in your cart";
            "Total: %@" = "Total: %@";
            "Queue: %lld" = "Position in queue: %lld";
            """,
            "en.lproj/Shop.strings": #""checkout" = "Check out";"#,
            "de.lproj/Shop.strings": #""checkout" = "Zur Kasse";"#,
        ])
        let german = """
            "%lld files" = "%lld Dateien";
            "Battery at 100%" = "Akku bei 100 %";
            "%lld%% done" = "%lld %% erledigt";
            "cart" = "^[%lld Artikel](inflect: true) im Warenkorb";
            "Total: %@" = "Summe: %@";
            "Queue: %lld" = "Platz in der Warteschlange: %lld";
            """
        try bundle.write(
            "de.lproj/Localizable.strings", bytes: [0xFF, 0xFE] + german.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        return bundle
    }

    static func bound<T>(_ localizer: Localizer, _ languages: [String], _ body: () throws -> T) throws -> T {
        try ResolvedLocalization.withCurrent(try localizer.localization(for: .preferred(languages)), operation: body)
    }

    @Test func theRequestsLanguageAnswersAndItsLocaleFormats() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        let count = 1234
        #expect(try Self.bound(localizer, ["de-CH"]) { String(localized: "\(count) files", bundle: bundle) } == "1’234 Dateien")
        #expect(try Self.bound(localizer, ["de-DE"]) { String(localized: "\(count) files", bundle: bundle) } == "1.234 Dateien")
        #expect(try Self.bound(localizer, ["en-US"]) { String(localized: "\(count) files", bundle: bundle) } == "1,234 files")
        // No localization for Japanese: the development region answers, formatted for Japan.
        #expect(try Self.bound(localizer, ["ja-JP"]) { String(localized: "\(count) files", bundle: bundle) } == "1,234 files")
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "\(40)% done", bundle: bundle) } == "40 % erledigt")
    }

    @Test func localeFormatsTheValuesAndDoesNotChooseTheLanguage() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        let german = Locale(identifier: "de_DE")
        let text = try Self.bound(localizer, ["en-US"]) {
            String(localized: "Total: \(1234.5, format: .number)", bundle: bundle, locale: german)
        }
        #expect(text == "Total: 1.234,5")
        let position = try Self.bound(localizer, ["en-US"]) { String(localized: "Queue: \(12345)", bundle: bundle, locale: german) }
        #expect(position == "Position in queue: 12.345")
    }

    @Test func nothingInterpolatedIsNotFormatted() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        // "100 %" is not a specifier: Apple formats nothing when nothing was interpolated.
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "Battery at 100%", bundle: bundle) } == "Akku bei 100 %")
    }

    @Test func aMissingKeyGivesItsDefaultValueFormatted() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        let apples = 3
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "\(apples) apples", bundle: bundle) } == "3 apples")
        #expect(
            try Self.bound(localizer, ["de"]) {
                String(localized: "fruit.count", defaultValue: "\(apples) pears", bundle: bundle, locale: Locale(identifier: "de"))
            } == "3 pears")
        #expect(
            try Self.bound(localizer, ["de"]) { String(localized: "fruit.none", defaultValue: "No fruit", bundle: bundle) } == "No fruit")
        // A key the table has answers, whatever the default value says.
        #expect(
            try Self.bound(localizer, ["de"]) { String(localized: "checkout", defaultValue: "Pay", table: "Shop", bundle: bundle) }
                == "Zur Kasse")
    }

    @Test func tablesAreNamedOrLocalizable() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "checkout", table: "Shop", bundle: bundle) } == "Zur Kasse")
        // nil or empty: Localizable, where "checkout" is not.
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "checkout", table: "", bundle: bundle) } == "checkout")
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "Battery at 100%", table: "", bundle: bundle) } == "Akku bei 100 %")
    }

    @Test func placeholdersTakeTheReplacements() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        var options = String.LocalizationOptions()
        options.replacements = [7]
        #expect(
            try Self.bound(localizer, ["de"]) { String(localized: "Queue: \(placeholder: .int)", options: options, bundle: bundle) }
                == "Platz in der Warteschlange: 7")
    }

    @Test func grammarAgreementMarkupIsItsText() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        #expect(try Self.bound(localizer, ["de"]) { String(localized: "cart", bundle: bundle) } == "%lld Artikel im Warenkorb")
        #expect(InflectionMarkup.plainText("^[3 item](inflect: true) in your cart") == "3 item in your cart")
        #expect(InflectionMarkup.plainText("Hi ^[Ana](morphology: {partOfSpeech: \"noun\"}) and ^[Bo](inflect: true)!") == "Hi Ana and Bo!")
        #expect(InflectionMarkup.plainText("^[a [nested] one](inflect: true)") == "a [nested] one")
        // Not grammar agreement, or not markup at all: as written.
        #expect(InflectionMarkup.plainText("^[note](footnote: 1)") == "^[note](footnote: 1)")
        #expect(InflectionMarkup.plainText("2^[x] and ^[unclosed") == "2^[x] and ^[unclosed")
        #expect(InflectionMarkup.plainText("^[no attributes]") == "^[no attributes]")
    }

    @Test func aBundleThatCannotAnswerGivesTheDefaultValue() throws {
        let empty = try TemporaryBundle()
        let missing = try #require(Bundle(path: empty.path))
        let name = "Ada"
        #expect(String(localized: "Hello, \(name)!", bundle: missing) == "Hello, Ada!")
        #expect(String(localized: "greeting", defaultValue: "Hi, \(name)", bundle: missing) == "Hi, Ada")
        #expect(String(localized: "plain", bundle: missing) == "plain")
        #expect(BundleLocalizers.shared.entry(for: missing).failure != nil)
    }

    /// A bundle of `%lld files` in English and German (`german`, its translation), served by
    /// a registered localizer that degrades and tells `report` what it reports (and the bundle).
    static func registeredFilesBundle(
        german: String = "%lld Dateien", report: @escaping @Sendable (LocalizationEvent, Bundle) -> Void
    ) throws -> (TemporaryBundle, Bundle, Localizer) {
        let files = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""%lld files" = "%lld files";"#,
            "de.lproj/Localizable.strings": #""%lld files" = ""# + german + #"";"#,
        ])
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(
            path: files.path, developmentRegion: "en", failurePolicy: .degrade, reporter: TestReporter { event, _ in report(event, bundle) }
        )
        LocalizedBundles.register(localizer, for: bundle)
        return (files, bundle, localizer)
    }

    /// A translator's mistake (a specifier that does not fit its arguments) answers from the
    /// development region, and the registered localizer's reporter hears of it.
    @Test func aTranslatorsMistakeDegradesAndIsReported() throws {
        let events = LockedEvents()
        let (files, bundle, localizer) = try Self.registeredFilesBundle(german: "%@ Dateien") { event, _ in events.append(event) }
        defer { withExtendedLifetime(files) {} }
        let text = try Self.bound(localizer, ["de"]) { String(localized: "\(3) files", bundle: bundle) }
        #expect(text == "3 files")
        #expect(events.all.contains { if case .degraded = $0 { true } else { false } })
    }

    /// Each call is reported once: a missing key, a failure, whichever path answered.
    @Test func aMissingKeyOrAFailureIsReportedOncePerCall() throws {
        let events = LockedEvents()
        let (files, bundle, localizer) = try Self.registeredFilesBundle { event, _ in events.append(event) }
        defer { withExtendedLifetime(files) {} }
        let german = try localizer.localization(for: .preferred(["de"]))
        let missing: (LocalizationEvent) -> Bool = { if case .missingKey = $0 { true } else { false } }
        let failed: (LocalizationEvent) -> Bool = { if case .failed = $0 { true } else { false } }
        try ResolvedLocalization.withCurrent(german) {
            #expect(String(localized: "fruit.count", defaultValue: "\(3) pears", bundle: bundle) == "3 pears")
            #expect(events.all.filter(missing).count == 1)
            #expect(String(localized: "\(4) apples", bundle: bundle) == "4 apples")
            #expect(events.all.filter(missing).count == 2)
            // `%lld` given text by a placeholder's replacement: no localization can format it.
            var options = String.LocalizationOptions()
            options.replacements = ["many"]
            let text = String(localized: "\(placeholder: .int) files", options: options, bundle: bundle)
            #expect(!text.isEmpty)
            try #require(events.all.filter(failed).count <= 1)
        }
    }

    /// A call's arguments are lent in the thread's reused array; a reporter that localizes
    /// while they are lent (a nested call on the same thread) gets an array of its own, and
    /// neither call sees the other's values.
    @Test func aReporterThatLocalizesWhileArgumentsAreLentGetsItsOwn() throws {
        let events = LockedEvents()
        let nestedTexts = LockedList<String>()
        let (files, bundle, localizer) = try Self.registeredFilesBundle { event, bundle in
            events.append(event)
            // Only for a missing key: a reporter that localized on every event would hear its
            // own lookups' resolutions outside the request, without end.
            guard case .missingKey = event else { return }
            nestedTexts.append(String(localized: "\(99) files", bundle: bundle))
        }
        defer { withExtendedLifetime(files) {} }
        let german = try localizer.localization(for: .preferred(["de"]))
        ResolvedLocalization.withCurrent(german) {
            #expect(String(localized: "\(3) pears \("and") \(4) plums", bundle: bundle) == "3 pears and 4 plums")
            // As many values as the call before: written over its array's.
            #expect(String(localized: "\(7) pears \("or") \(8) plums", bundle: bundle) == "7 pears or 8 plums")
            #expect(String(localized: "\(5) pears", bundle: bundle) == "5 pears")
            #expect(String(localized: "\(6) files", bundle: bundle) == "6 Dateien")
            #expect(String(localized: "\(9) files", bundle: bundle) == "9 Dateien")
        }
        // Three missing keys and nothing else: arguments that reached a format wrong would have
        // failed it (reported) before the default text answered.
        let missingKeys = events.all.compactMap { event in if case .missingKey(let missing) = event { missing.key } else { nil } }
        #expect(missingKeys == ["%lld pears %@ %lld plums", "%lld pears %@ %lld plums", "%lld pears"])
        #expect(events.all.count == missingKeys.count + 1)  // and the German request's resolution
        #expect(nestedTexts.all == ["99 Dateien", "99 Dateien", "99 Dateien"])
    }

    @Test func aRegisteredReloadingLocalizerServesItsReloads() throws {
        let files = try TemporaryBundle(["en.lproj/Localizable.strings": #""title" = "Orders";"#])
        let bundle = try #require(Bundle(path: files.path))
        let reloading = try ReloadingLocalizer(path: files.path, developmentRegion: "en")
        LocalizedBundles.register(reloading, for: bundle)
        let resource = LocalizedStringResource("title", locale: Locale(identifier: "en"), bundle: bundle)
        #expect(String(localized: resource) == "Orders")
        try files.write("en.lproj/Localizable.strings", text: #""title" = "Your orders";"#)
        _ = reloading.reload()
        #expect(String(localized: resource) == "Your orders")
    }

    /// Outside any request: the process's languages (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`), matched against the bundle's localizations.
    @Test func outsideARequestTheProcesssLanguagesAnswer() throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        #expect(ResolvedLocalization.current == nil)
        let expected = try localizer.localization(for: .preferred(ProcessLanguages.preferred)).localize("%lld files", arguments: [5]).string
        #expect(String(localized: "\(5) files", bundle: bundle) == expected)
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de-DE"]),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_CA.UTF-8"], ["fr-CA"]),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_CA", "LC_ALL": "pt_BR.ISO-8859-1"], ["pt-BR"]),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "sv:nb_NO:en"], ["sv", "nb-NO", "en"]),
        (["LANG": "C.UTF-8", "LANGUAGE": "sv"], []),
        (["LC_ALL": "POSIX"], []),
        (["LANGUAGE": "uk"], ["uk"]),
        (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
        (["LANG": "ca_ES@valencia"], ["ca-ES"]),
        (["LANG": ""], []),
        ([:], []),
    ])
    func processLanguagesFromTheEnvironment(environment: [String: String], languages: [String]) {
        #expect(ProcessLanguages.languages(in: environment) == languages)
    }

    @Test func concurrentRequestsNeverSeeEachOthersLanguage() async throws {
        let files = try Self.orderBundle()
        let bundle = try #require(Bundle(path: files.path))
        let localizer = try Localizer(path: files.path, failurePolicy: .degrade)
        let english = try localizer.localization(for: .preferred(["en"]))
        let german = try localizer.localization(for: .preferred(["de"]))
        let mixed = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<400 {
                let isGerman = index.isMultiple(of: 2)
                group.addTask {
                    await ResolvedLocalization.withCurrent(isGerman ? german : english) {
                        await Task.yield()
                        let text = String(localized: "\(index) files", bundle: bundle)
                        return text == (isGerman ? "\(index) Dateien" : "\(index) files")
                    }
                }
            }
            return try await group.reduce(into: 0) { $0 += $1 ? 0 : 1 }
        }
        #expect(mixed == 0)
    }
}

/// Events a reporter heard, from any thread.
typealias LockedEvents = LockedList<LocalizationEvent>

/// Values appended from any thread.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }
    var all: [Element] { lock.withLock { elements } }
}
