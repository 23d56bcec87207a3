import Foundation
import L10n
import L10nTestSupport
import L10nTooling
import SharedMessages
import Testing

@testable import L10nFoundation

/// `String(localized:)` answers as the `Localizer` does for the same bundle, key, arguments and
/// languages: over every request `l10n generate requests` makes for Examples/App (every key of
/// every table in every localization, one request per plural category, preference lists), and
/// over the shared example's catalog in all its languages.
@Suite struct LocalizerEquivalenceTests {
    static let appPath = Fixtures.repository.appendingPathComponent("Examples/App").path

    /// The generated requests Apple's API can make: it names no device or width.
    static let requests: [RecordedRequest] = {
        guard let bundle = try? LocalizationBundle(path: appPath), let generated = try? RequestGenerator(bundle: bundle).requests() else {
            return []
        }
        return generated.requests.filter { $0.device == nil && $0.width == nil }
    }()

    static func formatArguments(_ request: RecordedRequest) -> [FormatArgument] {
        (request.args ?? []).map { argument in
            switch argument {
            case .integer(let value): .int(value)
            case .double(let value): .double(value)
            case .text(let value): .string(value)
            }
        }
    }

    static func languages(_ request: RecordedRequest) -> LocalizationRequest.Languages {
        request.language.map { .localization(Localization($0)) } ?? .preferred(request.preferred ?? [])
    }

    /// What the Localizer answers: `String(localized:)` formats nothing when nothing was
    /// interpolated, as Apple's does, so a request without arguments is the stored string.
    static func expected(_ request: RecordedRequest, _ localizer: Localizer, locale: String?) throws -> String {
        var options = LocalizationOptions(table: request.table ?? LocalizationOptions.defaultTable)
        if let locale { options.locale = try LocaleIdentifier(locale) }
        let localizationRequest = LocalizationRequest(languages(request), options: options)
        let arguments = formatArguments(request)
        if arguments.isEmpty { return try localizer.localizedString(forKey: request.key, localizationRequest).string }
        return try localizer.localize(request.key, arguments: arguments, localizationRequest).string
    }

    /// `String(localized:table:bundle:locale:)` for a request's key, arguments and locale.
    static func query(_ request: RecordedRequest) -> LocalizedLookup.Query {
        let arguments = formatArguments(request).map { String.LocalizationValue.Argument(value: .format($0)) }
        return LocalizedLookup.Query(
            key: request.key, value: String.LocalizationValue(key: request.key, arguments: arguments), hasSeparateDefault: false,
            table: request.table, formattingLocale: request.locale.map(Locale.init(identifier:)), languageLocale: nil, replacements: nil)
    }

    @Test func theGeneratedRequestsCoverEveryLocalization() throws {
        #expect(Set(Self.requests.compactMap(\.language)) == ["ar", "en", "fr", "ja", "pl", "ru"])
        #expect(Self.requests.count > 150)
    }

    /// Inside a request bound to the task (what the middlewares do), for the bundle the
    /// request's own localizer serves.
    @Test func insideARequestOfTheSameBundle() throws {
        let localizer = try Localizer(path: Self.appPath, failurePolicy: .degrade)
        let bundle = try #require(Bundle(path: Self.appPath))
        for request in Self.requests {
            let localization = try localizer.localization(for: Self.languages(request))
            let answer = ResolvedLocalization.withCurrent(localization) { LocalizedLookup.string(Self.query(request), bundle: bundle) }
            #expect(answer == (try Self.expected(request, localizer, locale: request.locale)), "\(request)")
        }
    }

    /// Inside a request another localizer resolved: the bundle matches the request's languages
    /// against its own localizations, as each of Apple's bundles does.
    @Test func insideARequestOfAnotherLocalizer() throws {
        // The same folder spelled apart: a localizer of its own, which the lookup must not take
        // for the bundle's.
        let other = try Localizer(path: Self.appPath + "/.", failurePolicy: .degrade)
        let reference = try Localizer(path: Self.appPath, failurePolicy: .degrade)
        let bundle = try #require(Bundle(path: Self.appPath))
        for request in Self.requests {
            let localization = try other.localization(for: Self.languages(request))
            #expect(localization.localizer.bundle.path != BundleLocalizers.standardizedPath(bundle))
            let answer = ResolvedLocalization.withCurrent(localization) { LocalizedLookup.string(Self.query(request), bundle: bundle) }
            #expect(answer == (try Self.expected(request, reference, locale: request.locale)), "\(request)")
        }
    }

    /// A `LocalizedStringResource` whose locale names the language.
    @Test func aResourceInItsLocalesLanguage() throws {
        let localizer = try Localizer(path: Self.appPath, failurePolicy: .degrade)
        for request in Self.requests {
            guard let language = request.language, request.locale == nil else { continue }
            let arguments = Self.formatArguments(request).map { String.LocalizationValue.Argument(value: .format($0)) }
            let resource = LocalizedStringResource(
                key: request.key, defaultValue: String.LocalizationValue(key: request.key, arguments: arguments), table: request.table,
                locale: Locale(identifier: language), bundle: .atURL(URL(fileURLWithPath: Self.appPath)))
            var preferred = request
            preferred.language = nil
            preferred.preferred = [language]
            #expect(String(localized: resource) == (try Self.expected(preferred, localizer, locale: language)), "\(request)")
        }
    }

    /// The shared example's texts, through its own source (Apple's API only), in every
    /// language of its catalog and every plural category each uses.
    @Test(arguments: ["en", "fr", "ru", "ar", "ja", "pl"])
    func theSharedExampleAnswersAsTheLocalizer(language: String) throws {
        let bundlePath = BundleLocalizers.standardizedPath(OrderMessages.bundle)
        let localizer = try Localizer(path: bundlePath, failurePolicy: .degrade)
        let localization = try localizer.localization(for: .preferred([language]))
        #expect(localization.localization.name == language)
        try ResolvedLocalization.withCurrent(localization) { () throws -> Void in
            for count in [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1_000_000] {
                #expect(
                    OrderMessages.itemsShipped(count)
                        == (try localization.localize("%lld items shipped", arguments: [.int(Int64(count))]).string))
            }
            #expect(OrderMessages.greeting(name: "Ada") == (try localization.localize("Hello, %@!", arguments: ["Ada"]).string))
            #expect(OrderMessages.delivered == (try localization.localizedString(forKey: "order.status.delivered").string))
            let euros = Decimal(string: "1234.5")!.formatted(
                .currency(code: "EUR").locale(Locale(identifier: localization.locale.canonical)))
            #expect(
                OrderMessages.total(Decimal(string: "1234.5")!, currency: "EUR")
                    == (try localization.localize("Total: %@", arguments: [.string(euros)]).string))
        }
    }
}
