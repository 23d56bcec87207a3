/// Where a request's tenant comes from: a header, the host name, or what the service reads
/// itself (a token's claim its authentication put where the closure can read it).
///
/// ```swift
/// LocalizationMiddleware(localizer: overrides, tenant: .header("X-Tenant"))
/// ```
///
/// A value that is no tenant name (``Tenant/init(_:)``) names no tenant: the request sees
/// the global overrides, as one without a tenant does.
///
/// A tenant chooses wording, not access, but a client that can name another tenant sees that
/// tenant's wording: read a header only where a proxy in front of the service sets it (and
/// removes what clients sent), else read what the service's authentication established.
public struct TenantSelection: Sendable {
    private let read: @Sendable (any LanguageSelectionInput) -> String?

    /// A tenant read by `read` from the request.
    public init(_ read: @escaping @Sendable (any LanguageSelectionInput) -> String?) {
        self.read = read
    }

    /// The value of the header `name` (`X-Tenant`).
    public static func header(_ name: String) -> TenantSelection {
        TenantSelection { $0.header(name) }
    }

    /// The first label of the `Host` header when the host has at least three (`acme` of
    /// `acme.example.com:8080`); none for `example.com`, `localhost` or an IP address.
    public static let subdomain = TenantSelection { input in
        guard let host = input.header("Host")?.split(separator: ":", maxSplits: 1).first else { return nil }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3, !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
        return String(labels[0])
    }

    /// The request's tenant, when it names one.
    public func tenant(of input: some LanguageSelectionInput) -> Tenant? {
        read(input).flatMap { Tenant($0) }
    }
}
