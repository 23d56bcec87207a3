import Foundation
import L10n
import L10nSupport
import L10nTestSupport
import Testing

/// Serving that degrades instead of failing: each translator's mistake of `TranslatorMistakes`
/// answered by the next localization that can, said in the result and reported once per call;
/// Apple's exact behaviour and the strict mode one option away; bad configuration failing clearly.
@Suite struct DegradationTests {
    /// Every event a localizer reports, in order.
    final class Events: Sendable {
        let events = LockedState<[LocalizationEvent]>([])
        var reporter: TestReporter { TestReporter { event, _ in self.events.withLock { $0.append(event) } } }
        var degradations: [Degradation] {
            events.withLock { $0 }.compactMap { if case .degraded(let degradation) = $0 { degradation } else { nil } }
        }
        var failures: [LocalizationError] {
            events.withLock { $0 }.compactMap { if case .failed(let error) = $0 { error } else { nil } }
        }
        func removeAll() { events.withLock { $0.removeAll() } }
    }

    static func request(_ mistake: TranslatorMistakes.Case) -> LocalizationRequest {
        LocalizationRequest(.acceptLanguage(mistake.acceptLanguage))
    }

    static func arguments(_ mistake: TranslatorMistakes.Case) -> [FormatArgument] {
        mistake.arguments.map(FormatArgument.init(typedByAppearance:))
    }

    @Test(arguments: [false, true])
    func everyMistakeIsAnsweredByTheNextLocalizationThatCan(reloading: Bool) throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let events = Events()
        let localizer: Localizer
        if reloading {
            // A reloading localizer degrades by default, its validation's errors quarantined.
            let strings = try ReloadingLocalizer(
                path: bundle.path, developmentRegion: TranslatorMistakes.developmentRegion, reporter: events.reporter)
            #expect(strings.failurePolicy == .degrade)
            let broken = ["de.lproj/Localizable.strings", "ru.lproj/Localizable.stringsdict", "ja.lproj/Localizable.stringsdict"]
            #expect(Set(strings.validation.errors.compactMap(\.file)) == Set(broken.map(bundle.path)))
            localizer = strings.localizer
        } else {
            localizer = try Localizer(
                path: bundle.path, developmentRegion: TranslatorMistakes.developmentRegion, failurePolicy: .degrade,
                reporter: events.reporter)
        }
        for mistake in TranslatorMistakes.cases {
            events.removeAll()
            let answer = try localizer.localize(mistake.key, arguments: Self.arguments(mistake), Self.request(mistake))
            #expect(answer.string == mistake.answer, "\(mistake)")
            #expect(answer.degradation?.reason.name == mistake.degradation, "\(mistake)")
            #expect(events.failures.isEmpty, "\(mistake): \(events.failures)")
            guard mistake.degradation != nil else {
                #expect(events.degradations.isEmpty, "\(mistake)")
                continue
            }
            // One report per call, the same the result carries, naming who could not answer and who did.
            #expect(events.degradations == [answer.degradation].compactMap { $0 }, "\(mistake)")
            let degradation = try #require(answer.degradation)
            #expect(degradation.key == mistake.key)
            #expect(degradation.table == "Localizable")
            #expect(degradation.localization.name == mistake.contentLanguage)
            #expect(degradation.answeredBy == answer.localization)
            #expect(degradation.description.contains("'\(mistake.key)'"))
        }
    }

    @Test func appleExactAndStrictAreOneOptionAway() throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let localizer = try Localizer(path: bundle.path, developmentRegion: TranslatorMistakes.developmentRegion)
        #expect(localizer.failurePolicy == .apple)
        let german = LocalizationRequest(.acceptLanguage("de"))
        // Apple's: the mismatch throws; the missing key is the key.
        #expect(throws: LocalizationError.self) { try localizer.localize("greeting", arguments: ["Ada"], german) }
        let french = LocalizationRequest(.acceptLanguage("fr"))
        let missing = try localizer.localize("inbox.new", french)
        #expect(missing.string == "inbox.new")
        #expect(missing.isMissing)
        #expect(missing.degradation == nil)
        // The same localizer, per request.
        let degrading = LocalizationOptions(failurePolicy: .degrade)
        #expect(
            try localizer.localize("greeting", arguments: ["Ada"], LocalizationRequest(.acceptLanguage("de"), options: degrading)).string
                == "Hello, Ada!")
        #expect(
            try localizer.localize("inbox.new", LocalizationRequest(.acceptLanguage("fr"), options: degrading)).string == "New messages")
        // Strict: every degraded answer is a failure, a missing key included.
        let strict = LocalizationOptions(failurePolicy: .strict)
        for (key, arguments, language, reason) in [
            ("greeting", [FormatArgument("Ada")], "de", "format"), ("inbox.new", [], "fr", "missingKey"),
            ("files.remaining", [FormatArgument(1)], "ja", "missingVariant"), ("greeting", [FormatArgument("Ada")], "ru", "resource"),
        ] {
            do {
                let answer = try localizer.localize(
                    key, arguments: arguments, LocalizationRequest(.acceptLanguage(language), options: strict))
                Issue.record("strict answered \(answer) for \(key) in \(language)")
            } catch {
                #expect(error.reason.name == reason, "\(key) in \(language): \(error)")
            }
        }
        #expect(try localizer.localize("title", LocalizationRequest(.acceptLanguage("de"), options: strict)).string == "Posteingang")
        // What a middleware applies to each request's value, and back.
        let served = try localizer.localization(for: .acceptLanguage("de")).with(failurePolicy: .degrade)
        for _ in 0..<2 {
            #expect(try served.localize("greeting", arguments: ["Ada"]).string == "Hello, Ada!")
            // A localizer made under Apple's policy validated nothing at its start, so a raw
            // lookup finds nothing wrong with the text as stored; formatting it fails, and degrades.
            #expect(try served.localizedString(forKey: "greeting").string == "Hallo, %d!")
            #expect(throws: LocalizationError.self) { try served.with(failurePolicy: .strict).localize("greeting", arguments: ["Ada"]) }
            #expect(throws: LocalizationError.self) { try served.with(failurePolicy: .apple).localize("greeting", arguments: ["Ada"]) }
            #expect(try served.localize("title").string == "Posteingang")
        }
    }

    /// A broken entry no other localization has: strict refuses it whatever the arguments,
    /// as validation found it; the other policies try it, and it fails.
    @Test func aBrokenEntryWithoutAlternativeFailsUnderEveryPolicy() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.stringsdict": TranslatorMistakes.filesRemaining(["other": "%lld files"], format: "%#@nobody@")
        ])
        for policy in FailurePolicy.allCases {
            let localizer = try Localizer(path: bundle.path, developmentRegion: "en", failurePolicy: policy)
            #expect(throws: LocalizationError.self, "\(policy)") {
                try localizer.localize("files.remaining", arguments: [2], LocalizationRequest(.acceptLanguage("en")))
            }
        }
        let strict = try Localizer(path: bundle.path, developmentRegion: "en", failurePolicy: .strict)
        do {
            _ = try strict.localizedString(forKey: "files.remaining", LocalizationRequest(.acceptLanguage("en")))
            Issue.record("strict answered a raw lookup of an entry validation found broken")
        } catch {
            #expect(error.reason == .undefinedVariable("nobody"))
        }
    }

    @Test func aKeyNoLocalizationHasIsTheKeyAndAnErrorOnlyWhenNoneCanAnswer() throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let events = Events()
        let localizer = try Localizer(
            path: bundle.path, developmentRegion: TranslatorMistakes.developmentRegion, failurePolicy: .degrade, reporter: events.reporter)
        let answer = try localizer.localize("no.such.key", LocalizationRequest(.acceptLanguage("de")))
        #expect(answer.string == "no.such.key")
        #expect(answer.isMissing)
        #expect(answer.degradation == nil)
        // A format no localization's entry fits: the first failure, reported once.
        #expect(throws: LocalizationError.self) {
            try localizer.localize("files.remaining", arguments: ["many"], LocalizationRequest(.acceptLanguage("de")))
        }
        #expect(events.failures.count == 1)
        #expect(events.degradations.isEmpty)
    }

    @Test func aDegradedAnswerIsFormattedAsItsOwnLocalizationsTextUnlessTheRequestNamedALocale() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"total\" = \"%lld items\";\n",
            "ar.lproj/Localizable.strings": "\"other\" = \"x\";\n",
            "de.lproj/Localizable.strings": "\"other\" = \"x\";\n",
        ])
        let localizer = try Localizer(path: bundle.path, developmentRegion: "en", failurePolicy: .degrade)
        // English text in Latin digits for an Arabic user, in Swiss grouping for a Swiss one.
        let arabic = try localizer.localize("total", arguments: [1234], LocalizationRequest(.acceptLanguage("ar")))
        #expect(arabic.string == "1,234 items")
        #expect(arabic.locale == "en")
        let swiss = try localizer.localize("total", arguments: [1234], LocalizationRequest(.acceptLanguage("de-CH")))
        #expect(swiss.locale == "en_CH")
        #expect(swiss.string == "1’234 items")
        // A request that chooses English afterwards is tagged English, though a degraded
        // answer made the same resolution first.
        #expect(try localizer.localization(for: .acceptLanguage("en")).contentLanguage == "en")
        // A locale the request named is kept.
        let named = LocalizationRequest(.acceptLanguage("ar"), options: LocalizationOptions(locale: "ar"))
        #expect(try localizer.localize("total", arguments: [1234], named).string == "١٬٢٣٤ items")
    }

    @Test func rawLookupsDegradeToo() throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let localizer = try Localizer(path: bundle.path, developmentRegion: "en", failurePolicy: .degrade)
        let french = try localizer.localizedString(forKey: "inbox.new", LocalizationRequest(.acceptLanguage("fr")))
        #expect(french.string == "New messages")
        #expect(french.degradation?.reason == .missingKey)
        let russian = try localizer.localizedString(forKey: "title", LocalizationRequest(.acceptLanguage("ru")))
        #expect(russian.string == "Входящие")
    }

    @Test func aMissingFolderIsAnErrorNamingThePathAndTheReason() throws {
        let path = NSTemporaryDirectory() + "l10n-no-such-folder-\(UUID().uuidString)"
        #expect {
            _ = try ReloadingLocalizer(path: path)
        } throws: { error in
            let resource = error as? ResourceError
            return resource?.file == path && resource?.description.contains("No such file or directory") == true
        }
        let file = try TemporaryBundle(["x.txt": "not a folder"])
        #expect {
            _ = try Localizer(path: file.path("x.txt"))
        } throws: { error in
            (error as? ResourceError)?.description.contains("Not a directory") == true
        }
    }

    @Test func anEmptyBundleIsAValidationErrorAndOneWithoutDevelopmentRegionAWarning() throws {
        let empty = try TemporaryBundle()
        let strings = try ReloadingLocalizer(path: empty.path)
        let error = try #require(strings.validation.errors.first)
        #expect(error.reason == .noLocalization)
        #expect(error.description.contains("no localizations"))
        #expect(throws: LocalizationError.self) { try strings.localization(for: .acceptLanguage("en")) }

        let plain = try TemporaryBundle(["fr.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        let warning = try #require(try ReloadingLocalizer(path: plain.path).validation.warnings.only)
        #expect(warning.message.contains("no development region"))
        #expect(warning.message.contains("developmentRegion:"))
        #expect(try ReloadingLocalizer(path: plain.path, developmentRegion: "fr").validation.warnings.isEmpty)
    }
}

/// Variables go into `arguments:` as they are, in every entry point; literals still make
/// `FormatArgument`s.
@Suite struct ArgumentsAsTheyAreTests {
    @Test func variablesOfTheTypesTheFormatEngineTakesAreArguments() throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let strings = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let localizer = strings.localizer
        let request = LocalizationRequest(.acceptLanguage("en"))
        let count = 3
        let name = "Ada"
        let want = "3 files left"
        #expect(try localizer.localize("files.remaining", arguments: [count], request).string == want)
        #expect(try strings.localize("files.remaining", arguments: [count], request).string == want)
        #expect(try localizer.localization(for: .acceptLanguage("en")).localize("files.remaining", arguments: [count]).string == want)
        #expect(
            try localizer.localize(DeferredLocalization("greeting", arguments: [name]), for: .acceptLanguage("en")).string == "Hello, Ada!")
        let integers: [any FormatArgumentConvertible] = [
            Int8(1), Int16(2), Int32(3), Int64(4), UInt(5), UInt8(6), UInt16(7), UInt32(8), UInt64(9),
        ]
        let expectedIntegers: [FormatArgument] = [.int(1), .int(2), .int(3), .int(4), .uint(5), .uint(6), .uint(7), .uint(8), .uint(9)]
        #expect(integers.map(\.formatArgument) == expectedIntegers)
        let others: [any FormatArgumentConvertible] = [
            1.5, Float(2.5), "x", Substring("y"), Unicode.Scalar(65), String?.none, FormatArgument.null,
        ]
        let expectedOthers: [FormatArgument] = [.double(1.5), .double(2.5), .string("x"), .string("y"), .character(65), .null, .null]
        #expect(others.map(\.formatArgument) == expectedOthers)
        // Literals and FormatArgument arrays take the typed overload, as before.
        let typed: [FormatArgument] = [21]
        #expect(try localizer.localize("files.remaining", arguments: typed, request).string == "21 files left")
        #expect(try localizer.localize("files.remaining", arguments: [21], request).string == "21 files left")
    }
}
