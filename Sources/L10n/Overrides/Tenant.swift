/// A customer of a multi-tenant service, as its requests name it: the key its translation
/// overrides are kept under (``TranslationOverride/tenant``).
///
/// A tenant's name comes from what a client sends (a header, a host name, a token's claim), so
/// it is checked once, here: 1 to ``maximumLength`` bytes of ASCII letters, digits, `-`, `_`
/// and `.`, starting with a letter or digit (so a name is also a safe folder name: `l10n
/// overrides pull` writes one folder per tenant). Anything else names no tenant: a request
/// carrying it sees the overrides every tenant sees and no one tenant's.
///
/// ```swift
/// let tenant = Tenant("acme")            // Optional: nil for "", "a b", "x/../y"
/// overrides.servingLocalizer(for: tenant)
/// ```
public struct Tenant: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The name, as given.
    public let name: String

    /// The longest name a tenant may have, in bytes.
    public static let maximumLength = 64

    /// A tenant named `name`, or `nil` if `name` is empty, longer than ``maximumLength`` bytes,
    /// holds a byte other than an ASCII letter, digit, `-`, `_` or `.`, or starts with none of
    /// a letter or digit.
    public init?(_ name: some StringProtocol) {
        let bytes = name.utf8
        guard (1...Self.maximumLength).contains(bytes.count), let first = bytes.first, Self.isAlphanumeric(first),
            bytes.allSatisfy(Self.isAllowed)
        else { return nil }
        self.name = String(name)
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let tenant = Tenant(name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a tenant name: \(name.debugDescription)"))
        }
        self = tenant
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public var description: String { name }

    public static func < (lhs: Tenant, rhs: Tenant) -> Bool { lhs.name < rhs.name }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
