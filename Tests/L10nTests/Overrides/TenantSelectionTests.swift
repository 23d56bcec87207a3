import L10n
import Testing

/// Where a request's tenant comes from (`TenantSelection`), over a request's headers as an
/// integration hands them over.
@Suite struct TenantSelectionTests {
    struct Input: LanguageSelectionInput {
        var headers: [String: String]
        var firstPathSegment: Substring? { nil }
        func queryParameter(_ name: String) -> String? { nil }
        func cookie(_ name: String) -> String? { nil }
        var acceptLanguage: String? { headers["accept-language"] }
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    @Test func aHeaderNamesTheTenant() {
        let selection = TenantSelection.header("X-Tenant")
        #expect(selection.tenant(of: Input(headers: ["x-tenant": "acme"])) == Tenant("acme"))
        // No header, or a value that is no tenant name: no tenant.
        for headers in [
            [:], ["x-tenant": ""], ["x-tenant": "../acme"], ["x-tenant": "a b"], ["x-tenant": String(repeating: "a", count: 65)],
        ] {
            #expect(selection.tenant(of: Input(headers: headers)) == nil, "\(headers)")
        }
    }

    @Test func theHostsFirstLabelNamesTheTenant() {
        let cases: [(String?, String?)] = [
            ("acme.example.com", "acme"), ("acme.example.com:8080", "acme"), ("a.b.example.co.uk", "a"), ("example.com", nil),
            ("localhost", nil), ("localhost:8080", nil), ("127.0.0.1", nil), ("127.0.0.1:80", nil), (".example.com", nil), (nil, nil),
        ]
        for (host, tenant) in cases {
            let input = Input(headers: host.map { ["host": $0] } ?? [:])
            #expect(TenantSelection.subdomain.tenant(of: input) == tenant.flatMap { Tenant($0) }, "\(host ?? "none")")
        }
    }

    /// A selection of the service's own (a claim its authentication read).
    @Test func aServiceReadsItsOwn() {
        let selection = TenantSelection { $0.header("Authorization").map { String($0.dropFirst("Tenant ".count)) } }
        #expect(selection.tenant(of: Input(headers: ["authorization": "Tenant beta"])) == Tenant("beta"))
    }

    /// An input that implements no `header(_:)` has no tenant.
    @Test func anInputWithoutHeadersHasNoTenant() {
        struct Bare: LanguageSelectionInput {
            var firstPathSegment: Substring? { nil }
            func queryParameter(_ name: String) -> String? { nil }
            func cookie(_ name: String) -> String? { nil }
            var acceptLanguage: String? { "fr" }
        }
        #expect(TenantSelection.header("X-Tenant").tenant(of: Bare()) == nil)
    }
}
