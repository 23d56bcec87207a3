#if Hummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import L10n
import L10nHummingbird
import L10nTestSupport
import Testing

/// Overrides per tenant through `LocalizationMiddleware` over a real socket on 127.0.0.1: the
/// tenant read from a header chooses the overrides, a request without one (or
/// naming no tenant) sees only the global ones, and concurrent requests of twenty tenants each
/// get their own wording.
@Suite struct HummingbirdTenantTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let tenantHeader = HTTPField.Name("X-Tenant")!

    static func application(_ middleware: LocalizationMiddleware<BasicLocalizationRequestContext>) -> some ApplicationProtocol {
        let router = Router(context: BasicLocalizationRequestContext.self)
        router.add(middleware: middleware)
        router.get("greeting/{name}") { _, context in
            try context.localization.localize("greeting", arguments: [.string(context.parameters.require("name"))]).string
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    static func overrides(tenants: [Tenant]) throws -> OverridingLocalizer {
        try OverridingLocalizer(
            Localizer(path: examplePath),
            overrides: [TranslationOverride(localization: "fr", key: "greeting", value: "Salut, %@ !")]
                + tenants.map { TranslationOverride(tenant: $0, localization: "fr", key: "greeting", value: "\($0.name) salue %@") })
    }

    @Test func theTenantHeaderChoosesTheOverrides() async throws {
        let overrides = try Self.overrides(tenants: [Tenant("acme")!])
        let app = Self.application(LocalizationMiddleware(localizer: overrides, tenant: .header("X-Tenant")))
        try await app.test(.live) { client in
            for (tenant, expected) in [
                ("acme", "acme salue Anna"), ("beta", "Salut, Anna !"), ("../acme", "Salut, Anna !"), (nil, "Salut, Anna !"),
            ] {
                var headers: HTTPFields = [.acceptLanguage: "fr-FR"]
                if let tenant { headers[Self.tenantHeader] = tenant }
                try await client.execute(uri: "/greeting/Anna", method: .get, headers: headers) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == expected, "\(tenant ?? "none")")
                    #expect(response.headers[.contentLanguage] == "fr")
                }
            }
        }
    }

    /// 200 requests at once across 20 tenants and requests without one: each answer is its own.
    @Test func concurrentRequestsOfTwentyTenantsGetTheirOwnWording() async throws {
        let tenants = (0..<20).map { Tenant("tenant-\($0)")! }
        let overrides = try Self.overrides(tenants: tenants)
        let app = Self.application(LocalizationMiddleware(localizer: overrides, tenant: .header("X-Tenant")))
        try await app.test(.live) { client in
            let wrong = try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let tenant = index % 21 == 20 ? nil : tenants[index % 20]
                        var headers: HTTPFields = [.acceptLanguage: "fr"]
                        if let tenant { headers[Self.tenantHeader] = tenant.name }
                        let expected = tenant.map { "\($0.name) salue Anna" } ?? "Salut, Anna !"
                        return try await client.execute(uri: "/greeting/Anna", method: .get, headers: headers) { response in
                            let body = String(buffer: response.body)
                            return body == expected ? nil : "\(tenant?.name ?? "none"): \(body)"
                        }
                    }
                }
                var wrong: [String] = []
                for try await answer in group { if let answer { wrong.append(answer) } }
                return wrong
            }
            #expect(wrong.isEmpty)
        }
    }
}
#endif
