import Foundation
import L10n
import L10nTestSupport
import Testing

@testable import L10nFoundation

/// Apple's `String(localized:)` inside a request of a tenant with overrides: the request's
/// localization, its tenant's scope, answers, as every other call of the request does.
@Suite struct OverrideScopeTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    @Test func stringLocalizedAnswersWithTheRequestsTenantsOverrides() throws {
        let bundle = try #require(Bundle(path: Self.examplePath))
        let overrides = try OverridingLocalizer(
            Localizer(path: BundleLocalizers.standardizedPath(bundle)),
            overrides: [TranslationOverride(tenant: Tenant("acme"), localization: "fr", key: "greeting", value: "Acme salue %@")])
        let name = "Anna"
        for (tenant, expected) in [(Tenant("acme"), "Acme salue Anna"), (Tenant("beta"), "Bonjour, Anna !"), (nil, "Bonjour, Anna !")] {
            let localization = try overrides.servingLocalizer(for: tenant).localization(for: .acceptLanguage("fr-FR"))
            let text = ResolvedLocalization.withCurrent(localization) {
                String(localized: "greeting", defaultValue: "Hello, \(name)!", bundle: bundle)
            }
            #expect(text == expected, "\(tenant?.name ?? "none")")
        }
    }
}
