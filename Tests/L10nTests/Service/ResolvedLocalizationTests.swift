import Foundation
import L10nSupport
import L10nTestSupport
import Testing

@testable import L10n

/// A request's localization resolved once (`Localizer.localization(for:)`): the same answers
/// as the per-call API and as `negotiate(acceptLanguage:)`, caches keyed by what negotiation
/// produced and bounded, reports with the caller's metadata, and the localizer's fallback policy.
@Suite struct ResolvedLocalizationTests {
    static let appPath = Fixtures.path("bundles/App")
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    static let headers = [
        "de-CH, en;q=0.5", "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "pt-BR", "fr-CA, fr;q=0.9", "ko, ru;q=0.8, de;q=0.9",
        "pa-IN", "*", "", "en-GB;q=0.3, de;q=0.2", "x-private, zz", "zh-TW, ja;q=0.5", "ar-EG,pl;q=0.4",
    ]

    /// The bundle's matching for a header, computed apart from the localizer: its search list,
    /// and the chosen localization's BCP 47 tag.
    static func negotiated(_ header: String, _ bundle: LocalizationBundle) -> (searchList: [Localization], contentLanguage: String) {
        let searchList = bundle.resolver.searchList(for: AcceptLanguage(header).preferredLanguages)
        let chosen = bundle.resolver.language(of: searchList[0])
        let normalized = MatchingKey(chosen.name, penalizingNonDefaultCountry: false).normalized
        let tag = (try? LocaleIdentifier(normalized).languageTag()) ?? String(normalized.map { $0 == "_" ? "-" : $0 })
        return (searchList, tag)
    }

    @Test(arguments: headers) func agreesWithNegotiationAndThePerCallAPI(header: String) throws {
        for path in [Self.appPath, Self.examplePath] {
            let localizer = try Localizer(path: path)
            let localization = try localizer.localization(for: .acceptLanguage(header))
            let negotiated = Self.negotiated(header, localizer.bundle)
            #expect(localization.localization == negotiated.searchList[0])
            #expect(localization.contentLanguage == negotiated.contentLanguage)
            #expect(localization.searchList == negotiated.searchList)
            #expect(localization.isHeaderTruncated == false)
            let request = LocalizationRequest(.acceptLanguage(header))
            for (key, arguments) in [("greeting", ["Anna"] as [FormatArgument]), ("files.remaining", [21]), ("order.total", [1234.5])] {
                let perCall = try localizer.localize(key, arguments: arguments, request)
                let resolved = try localization.localize(key, arguments: arguments)
                #expect(resolved == perCall, "\(header) \(key)")
                #expect(resolved.locale == localization.locale)
                #expect(try localization.localizedString(forKey: key) == localizer.localizedString(forKey: key, request))
            }
        }
    }

    @Test func formattingLocaleAndPluralRulesFollowApple() throws {
        let localizer = try Localizer(path: Self.appPath)
        let swiss = try localizer.localization(for: .acceptLanguage("de-CH, en;q=0.5"))
        #expect(swiss.localization == "de")
        #expect(swiss.locale == "de_CH")
        #expect(swiss.contentLanguage == "de")
        let indian = try localizer.localization(for: .preferred(["pa-IN"]))
        #expect(indian.localization == "en")
        #expect(indian.locale == "en_IN")
        let russian = try localizer.localization(for: .acceptLanguage("ru"))
        #expect(try russian.pluralRules.category(for: 21) == .one)
        #expect(try russian.pluralRules.category(for: 12) == .many)
        let byLocale = try localizer.localization(
            for: LocalizationRequest(.acceptLanguage("ru"), options: LocalizationOptions(locale: "en_US", pluralRules: .formattingLocale)))
        #expect(try byLocale.pluralRules.category(for: 12) == .other)
        #expect(byLocale.locale == "en_US")
    }

    @Test func headersThatMeanTheSameShareOneResolution() throws {
        let localizer = try Localizer(path: Self.examplePath)
        let headers = (0..<200).map { "ru-RU,ru;q=0.\($0 % 9 + 1),  en;q=0.0\($0 % 10)\($0 / 10 % 10)" }
        #expect(Set(headers).count == 200)
        let localizations = try headers.map { try localizer.localization(for: .acceptLanguage($0)) }
        let distinctMeanings = Set(headers.map { AcceptLanguage($0).preferredLanguages })
        #expect(localizer.caches.parsedLanguages.count == distinctMeanings.count)
        // Every header resolved to the one object for its outcome, so plans are shared too.
        #expect(localizations.allSatisfy { $0.resolved === localizations[0].resolved })
        for (index, localization) in localizations.enumerated() {
            #expect(try localization.localize("files.remaining", arguments: [FormatArgument(index)]).string.isEmpty == false)
        }
        let plans = localizer.caches.lanes.map(\.plans.count).reduce(0, +)
        #expect(plans <= localizer.caches.lanes.count)
    }

    @Test func headersAClientInventsCostNoUnboundedMemory() throws {
        let localizer = try Localizer(path: Self.examplePath)
        for serial in 0..<3000 {
            let localization = try localizer.localization(for: .acceptLanguage("x-\(serial), ru;q=0.5"))
            #expect(localization.localization == "ru")
            _ = try localization.localize("files.remaining", arguments: [FormatArgument(serial)])
        }
        #expect(localizer.caches.writtenLanguages.count <= localizer.caches.writtenLanguages.capacity)
        #expect(localizer.caches.parsedLanguages.count <= localizer.caches.parsedLanguages.capacity)
        // One outcome (ru, its locale): one plan per lane at most.
        #expect(localizer.caches.lanes.map(\.plans.count).reduce(0, +) <= localizer.caches.lanes.count)
    }

    @Test func truncatedHeadersAndServedLocalizationsAreReportedWithMetadata() throws {
        let events = LockedState<[(event: LocalizationEvent, metadata: [String: String])]>([])
        let localizer = try Localizer(
            path: Self.examplePath, reporter: TestReporter { event, metadata in events.withLock { $0.append((event, metadata)) } })
        let long = (0..<100).map { "x-\($0)" }.joined(separator: ",") + ",ru"
        let localization = try localizer.localization(for: .acceptLanguage(long), metadata: ["request-id": "42"])
        #expect(localization.isHeaderTruncated)
        #expect(localization.localization == "en")  // `ru` came after the 64th item
        _ = try localization.localize("no.such.key")
        let reported = events.withLock { $0 }
        #expect(reported.allSatisfy { $0.metadata == ["request-id": "42"] })
        let kinds = reported.map { reported -> String in
            switch reported.event {
            case .truncatedHeader(let byteCount): "truncated \(byteCount)"
            case .served(let localization, let contentLanguage): "served \(localization) \(contentLanguage)"
            case .missingKey(let missing): "missing \(missing.key) \(missing.localization?.name ?? "-")"
            default: "other"
            }
        }
        #expect(kinds == ["truncated \(long.utf8.count)", "served en en", "missing no.such.key en"])
    }

    @Test func rawLookupsAgreeWithThePerCallAPIForEveryKey() throws {
        let localizer = try Localizer(path: Self.appPath)
        for language in ["de", "en", "ru", "fr", "pt-BR"] {
            let request = LocalizationRequest(.preferred([language]))
            let localization = try localizer.localization(for: request)
            let keys = try localizer.bundle.table("Localizable", searchList: localization.searchList).entries.keys
            #expect(!keys.isEmpty)
            for key in keys.sorted() + ["no.such.key"] {
                let perCall = Result { () throws(LocalizationError) in try localizer.localizedString(forKey: key, request) }
                let resolved = Result { () throws(LocalizationError) in try localization.localizedString(forKey: key) }
                #expect(resolved == perCall, "\(language) \(key)")
            }
        }
    }

    @Test func aCallCanNameAnotherTable() throws {
        let localizer = try Localizer(path: Fixtures.path("bundles/Lookups"))
        let localization = try localizer.localization(for: .preferred(["de"]))
        for table in localizer.bundle.tableNames {
            let request = LocalizationRequest(.preferred(["de"]), options: LocalizationOptions(table: table))
            for key in try localizer.bundle.table(table, searchList: localization.searchList).entries.keys {
                // Some entries fail (a device variation without `other`): the same error both ways.
                let perCall = Result { () throws(LocalizationError) in try localizer.localizedString(forKey: key, request) }
                let resolved = Result { () throws(LocalizationError) in try localization.localizedString(forKey: key, table: table) }
                #expect(resolved == perCall, "\(table) \(key)")
            }
        }
    }

    @Test func theLocalizersFallbackPolicyAppliesUnlessARequestChooses() throws {
        let bundle = try TemporaryBundle([
            "de.lproj/Localizable.strings": "\"cart\" = \"Warenkorb\";\n\"checkout\" = \"Zur Kasse\";\n",
            "de-CH.lproj/Localizable.strings": "\"checkout\" = \"Zur Kassa\";\n",
        ])
        let apple = try Localizer(path: bundle.path)
        let perKey = try Localizer(path: bundle.path, fallback: .perKey)
        let swiss = LocalizationRequest(.acceptLanguage("de-CH"))
        #expect(try apple.localize("cart", swiss).string == "cart")
        #expect(try apple.localize("checkout", swiss).string == "Zur Kassa")
        #expect(try perKey.localize("cart", swiss).string == "Warenkorb")
        #expect(try perKey.localize("checkout", swiss).string == "Zur Kassa")
        #expect(try perKey.localization(for: swiss).localizedString(forKey: "cart").string == "Warenkorb")
        #expect(try perKey.localization(for: swiss).localize("cart").localization == "de")
        var oneTable = swiss
        oneTable.options.fallback = .table
        #expect(try perKey.localization(for: oneTable).localize("cart").string == "cart")
        #expect(
            try apple.localize("cart", LocalizationRequest(.acceptLanguage("de-CH"), options: LocalizationOptions(fallback: .perKey)))
                .string == "Warenkorb")
    }

    /// The requests that share the localizer's one default options object are exactly those
    /// the initializer's defaults make, whatever their languages and locale.
    @Test func defaultOptionsAreTheInitializersDefaults() {
        #expect(LocalizationRequest(.acceptLanguage("ru"), options: LocalizationOptions(locale: "de_CH")).options.hasDefaultLookupOptions)
        #expect(LocalizationRequest(.preferred([])).options.hasDefaultLookupOptions)
        let changes: [(inout LocalizationRequest) -> Void] = [
            { $0.options.table = "Other" }, { $0.options.pluralRules = .formattingLocale }, { $0.options.device = "iphone" },
            { $0.options.width = 20 }, { $0.options.fallback = .table }, { $0.options.defaultValue = "" },
            { $0.options.selectsPluralOnDisplayedDigits = true }, { $0.options.numberData = .system },
        ]
        for change in changes {
            var request = LocalizationRequest(.preferred(["de"]))
            change(&request)
            #expect(!request.options.hasDefaultLookupOptions)
            #expect(request != LocalizationRequest(.preferred(["de"])))
        }
    }

    @Test func aBundleWithoutLocalizationsCannotServe() throws {
        let bundle = try TemporaryBundle(["README": "no localizations here"])
        let localizer = try Localizer(path: bundle.path)
        #expect(throws: LocalizationError.self) { try localizer.localization(for: .acceptLanguage("en")) }
    }

    @Test func manyTasksGetTheSerialAnswers() async throws {
        let localizer = try Localizer(path: Self.examplePath)
        let serial = try Self.headers.map { header in
            try (0..<30).map {
                try localizer.localization(for: .acceptLanguage(header)).localize("files.remaining", arguments: [FormatArgument($0)]).string
            }
        }
        let concurrent = try await withThrowingTaskGroup(of: [[String]].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    try Self.headers.map { header in
                        try (0..<30).map {
                            try localizer.localization(for: .acceptLanguage(header)).localize(
                                "files.remaining", arguments: [FormatArgument($0)]
                            ).string
                        }
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.count == 16)
        #expect(concurrent.allSatisfy { $0 == serial })
    }
}
