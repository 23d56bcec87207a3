#if Vapor
import Foundation
import L10n
import L10nTestSupport
import L10nVapor
import Testing
import Vapor
import VaporTesting

/// Overrides per tenant through Vapor's `LocalizationMiddleware` over a real socket on
/// 127.0.0.1: the `X-Tenant` header chooses the overrides; a request without one, or naming no
/// tenant, sees only the global ones.
@Suite struct VaporTenantTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    @Test func theTenantHeaderChoosesTheOverrides() async throws {
        let overrides = try OverridingLocalizer(
            Localizer(path: Self.examplePath),
            overrides: [
                TranslationOverride(localization: "fr", key: "greeting", value: "Salut, %@ !"),
                TranslationOverride(tenant: Tenant("acme"), localization: "fr", key: "greeting", value: "Acme salue %@"),
            ])
        try await withApp { app in
            app.middleware.use(LocalizationMiddleware(localizer: overrides, tenant: .header("X-Tenant")))
            app.get("greeting", ":name") { request async throws -> String in
                let name = try #require(request.parameters.get("name"))
                return try request.localization.localize("greeting", arguments: [.string(name)]).string
            }
            try await LiveServer.serving(app) { server in
                for (tenant, expected) in [
                    ("acme", "Acme salue Anna"), ("beta", "Salut, Anna !"), ("a/b", "Salut, Anna !"), (nil, "Salut, Anna !"),
                ] {
                    var headers: HTTPHeaders = ["Accept-Language": "fr"]
                    if let tenant { headers.add(name: "X-Tenant", value: tenant) }
                    try await server.test(.GET, "/greeting/Anna", headers: headers) { response in
                        #expect(response.status == .ok)
                        #expect(response.body.string == expected, "\(tenant ?? "none")")
                    }
                }
            }
        }
    }
}
#endif
