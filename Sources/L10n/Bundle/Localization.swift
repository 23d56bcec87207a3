/// The name of one of a bundle's localizations, as the bundle spells it: an `.lproj` folder's
/// name without the extension (`en`, `zh_TW`, `de-CH`, `English`, `Base`), a String Catalog
/// language, or a name the bundle's `Info.plist` lists.
///
/// Not a locale: Apple matches localizations as spelled (`English` is `en`, `zh_TW` is
/// `zh_Hant_TW`, `x0` matches only `x0`), `Base` holds the development region's strings, and
/// some names are no locale at all. A locale to format with or to choose plural rules by is a
/// `LocaleIdentifier`; a user's preferred languages, as a client or a user wrote them, stay
/// text until they are matched against a bundle's localizations.
///
/// ```swift
/// let localization: Localization = "zh_TW"
/// bundle.localizations.contains(localization)
/// try localizer.localize("greeting", LocalizationRequest(.localization("fr")))
/// ```
public struct Localization: Hashable, Sendable, Comparable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByStringLiteral
{
    /// The name as the bundle spells it.
    public let name: String

    /// The folder of language-independent resources (`Base.lproj`): its strings are the
    /// development region's.
    public static let base = Localization("Base")

    /// A localization named `name`, as spelled (nothing is validated or normalized: an
    /// `.lproj` folder may be called anything).
    public init(_ name: String) {
        self.name = name
    }

    /// A localization named by a literal (`"en"`, `"zh_TW"`).
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// Whether this is ``base``.
    public var isBase: Bool { name == "Base" }

    /// The name.
    public var description: String { name }

    /// The name quoted, as a string's: `"zh_TW"`.
    public var debugDescription: String { name.debugDescription }

    /// Orders by name.
    public static func < (lhs: Localization, rhs: Localization) -> Bool { lhs.name < rhs.name }

    /// The name folded for comparing spellings: lower case, `-` for `_` (SwiftPM lower-cases
    /// `.lproj` names; `CFBundleLocalizations` may write `zh_CN` for `zh-CN.lproj`).
    package var folded: String {
        String(name.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}

// Codable as the name.
extension Localization: Codable {
    /// Reads the name written as a string.
    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the name as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
