import Foundation
import L10n
import L10nTestSupport
import SharedMessages
import Testing

@testable import L10nFoundation

/// A `LocalizedStringResource` decides what to say where it is made and in which language where
/// it is resolved; it crosses a queue as JSON and resolves to the same string.
@Suite struct LocalizedStringResourceTests {
    static let german = Locale(identifier: "de")

    static func roundTrip(_ resource: LocalizedStringResource) throws -> LocalizedStringResource {
        try JSONDecoder().decode(LocalizedStringResource.self, from: JSONEncoder().encode(resource))
    }

    @Test func survivesJSONAndResolvesToTheSameString() throws {
        for language in ["en", "fr", "ru", "ar", "ja", "pl"] {
            var resource = OrderMessages.shippedNotice(order: "A-1042")
            resource.locale = Locale(identifier: language)
            let decoded = try Self.roundTrip(resource)
            #expect(decoded == resource)
            #expect(decoded.key == "Order %@ has shipped")
            #expect(decoded.locale.identifier == language)
            #expect(String(localized: decoded) == String(localized: resource))
        }
        var french = OrderMessages.shippedNotice(order: "A-1042")
        french.locale = Locale(identifier: "fr")
        #expect(String(localized: try Self.roundTrip(french)) == "La commande A-1042 a été expédiée")
    }

    /// Left to its default, the locale is the resolver's: a resource made in one request and
    /// resolved in another answers in the second one's language.
    @Test func theDefaultLocaleIsTheResolvers() throws {
        let resource = OrderMessages.shippedNotice(order: "B-7")
        let json = String(decoding: try JSONEncoder().encode(resource), as: UTF8.self)
        #expect(!json.contains("\"locale\""))
        let localizer = try Localizer(path: BundleLocalizers.standardizedPath(OrderMessages.bundle), failurePolicy: .degrade)
        let russian = try localizer.localization(for: .acceptLanguage("ru-RU, en;q=0.5"))
        let decoded = try Self.roundTrip(resource)
        let text = ResolvedLocalization.withCurrent(russian) { String(localized: decoded) }
        #expect(text == "Заказ B-7 отправлен")
        #expect(ResolvedLocalization.withCurrent(russian) { decoded.locale.identifier } == "ru_RU")
    }

    @Test func interpolatedResourcesResolveInTheSameLanguage() throws {
        let status = LocalizedStringResource("order.status.delivered", defaultValue: "Delivered", bundle: OrderMessages.bundle)
        var line = LocalizedStringResource("Order \(status) has shipped", bundle: OrderMessages.bundle)
        line.locale = Locale(identifier: "ru")
        let decoded = try Self.roundTrip(line)
        #expect(decoded == line)
        #expect(String(localized: decoded) == "Заказ Доставлен отправлен")
        #expect(String(localized: line) == "Заказ Доставлен отправлен")
    }

    @Test func theDefaultValueTravelsWithItsArguments() throws {
        let count = 21
        var resource = LocalizedStringResource("files.left", defaultValue: "\(count) files left", table: "Transfers", bundle: .main)
        resource.locale = Self.german
        let decoded = try Self.roundTrip(resource)
        #expect(decoded.table == "Transfers")
        #expect(decoded.defaultValue == "\(21) files left")
        // The main bundle (the test runner's) has no such table: the default value, formatted.
        #expect(String(localized: decoded) == "21 files left")
    }

    @Test func aStyledValueTravelsAsItsTextInTheSendersLocale() throws {
        let localizer = try Localizer(path: BundleLocalizers.standardizedPath(OrderMessages.bundle), failurePolicy: .degrade)
        let german = try localizer.localization(for: .preferred(["de-DE"]))
        let resource = LocalizedStringResource("Total: \(Decimal(string: "1234.5")!, format: .number)", bundle: OrderMessages.bundle)
        let data = try ResolvedLocalization.withCurrent(german) { try JSONEncoder().encode(resource) }
        let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: data)
        #expect(decoded.defaultValue.arguments == [String.LocalizationValue.Argument(value: .format(.string("1.234,5")))])
    }

    @Test(arguments: [
        #"{"defaultValue": {"key": "x"}}"#,
        #"{"key": "x", "bundleURL": "https://example.com/App.bundle"}"#,
        #"{"key": "x", "defaultValue": {"key": "%lld", "arguments": [{"int": "three"}]}}"#,
        #"{"key": 3}"#,
    ])
    func malformedJSONIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocalizedStringResource.self, from: Data(json.utf8)) }
    }

    @Test func aResourceIsItsOwnLocalizedStringResource() {
        let resource: LocalizedStringResource = "Hello"
        #expect(resource.localizedStringResource == resource)
        #expect(resource.key == "Hello")
        #expect(resource.table == nil)
        let name = "Ada"
        let interpolated: LocalizedStringResource = "Hello, \(name)!"
        #expect(interpolated.key == "Hello, %@!")
        #expect(interpolated != resource)
    }
}
