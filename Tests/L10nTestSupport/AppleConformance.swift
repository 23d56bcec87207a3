import Foundation

/// Apple's own conformance cases for choosing localizations, from the fixture copy of
/// `shared/conformance/apple-localizations.json` (see that file's `about`).
public struct AppleConformance: Decodable, Sendable {
    public struct LocalizationsToUseCase: Decodable, Sendable, CustomStringConvertible {
        public let group: String
        public let id: String
        public let preferred: [String]
        public let available: [String]
        public let expected: [String]
        public var description: String { "\(id): \(preferred) in \(available.count) available" }
    }

    public struct AppleParentCase: Decodable, Sendable {
        public let locale: String
        public let appleParent: String
    }

    public struct BundleCase: Decodable, Sendable, CustomStringConvertible {
        public let id: String
        public let api: String
        public let localizations: [String]
        public let userLanguages: [String]?
        public let preferredLanguages: [String]?
        public let preferredLocaleID: String?
        public let expected: Expected
        public var description: String { "\(id) \(api)" }

        /// A list for `preferredLocalizations`, an optional identifier for the locale cases.
        public enum Expected: Decodable, Sendable {
            case list([String])
            case identifier(String?)

            public init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let list = try? container.decode([String].self) {
                    self = .list(list)
                } else {
                    self = .identifier(try container.decode(String?.self))
                }
            }
        }
    }

    public let localizationsToUse: [LocalizationsToUseCase]
    public let getAppleParent: [AppleParentCase]
    public let bundleCases: [BundleCase]

    /// The fixture file inside the repository.
    public static func fixtureURL() -> URL {
        URL(fileURLWithPath: Fixtures.path("conformance/apple-localizations.json"))
    }

    public static func load() throws -> AppleConformance {
        try JSONDecoder().decode(AppleConformance.self, from: Data(contentsOf: fixtureURL()))
    }
}
