#if !canImport(Darwin)
public import Foundation
import L10n

/// A reference to a localizable string, looked up when it is resolved: Apple's
/// `LocalizedStringResource`, which Foundation on Linux lacks.
///
/// Decide *what* to say where an event happens and *in which language* where it is sent: the
/// resource is `Codable`, so it travels in a job queue or a push payload, and
/// `String(localized:)` resolves it later:
///
/// ```swift
/// let resource = LocalizedStringResource("\(count) files remaining", bundle: .atURL(Bundle.module.bundleURL))
/// let payload = try JSONEncoder().encode(resource)
/// // In the worker:
/// String(localized: try JSONDecoder().decode(LocalizedStringResource.self, from: payload))
/// ```
///
/// Its ``locale`` chooses the language it is resolved in: one set explicitly is kept (and
/// encoded); left to its default, it is the current locale *where it is resolved* — the
/// request's, inside a request the localization middleware bound
/// (`ResolvedLocalization.current`), else the process's languages — so a resource made in
/// one request and resolved for a recipient answers in the recipient's.
public struct LocalizedStringResource: Sendable, Equatable, Codable, ExpressibleByStringInterpolation,
    CustomLocalizedStringResourceConvertible
{
    /// Where a resource's strings are: Apple's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Sendable {
        /// The process's main bundle.
        case main
        /// The bundle at a file URL (`.atURL(Bundle.module.bundleURL)`).
        case atURL(URL)
        /// The bundle a class was loaded from; Foundation on Linux answers the main bundle for
        /// a class of the executable.
        case forClass(AnyClass)

        /// The folder's entry, found without making a `Bundle`: Foundation on Linux makes a
        /// new object for each `Bundle(url:)`.
        var entry: BundleLocalizers.Entry {
            switch self {
            case .main: BundleLocalizers.shared.entry(for: .main)
            case .atURL(let url): BundleLocalizers.shared.entry(forPath: BundleLocalizers.standardizedPath(url))
            case .forClass(let type): BundleLocalizers.shared.entry(for: Bundle(for: type))
            }
        }

        /// The folder described, standardized.
        var path: String {
            switch self {
            case .main: BundleLocalizers.standardizedPath(.main)
            case .atURL(let url): BundleLocalizers.standardizedPath(url)
            case .forClass(let type): BundleLocalizers.standardizedPath(Bundle(for: type))
            }
        }
    }

    /// The key looked up.
    public let key: String
    /// What a missing key gives: the key itself with its interpolations, unless given apart.
    public let defaultValue: String.LocalizationValue
    /// The table (`nil`: `Localizable`).
    public let table: String?
    /// The bundle the table is in.
    public var bundle: BundleDescription { bundleDescription }
    let bundleDescription: BundleDescription
    /// The explicitly set locale; `nil` while the default stands.
    var explicitLocale: Locale?

    /// The locale the resource is resolved in: the one set, else the current one (a bound
    /// request's formatting locale, else `Locale.current`). Setting it chooses the language
    /// `String(localized:)` answers in.
    public var locale: Locale {
        get { explicitLocale ?? LocalizedLookup.currentLocale }
        set { explicitLocale = newValue }
    }

    /// The resource itself (`CustomLocalizedStringResourceConvertible`).
    public var localizedStringResource: LocalizedStringResource { self }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    @_disfavoredOverload
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: Bundle, comment: StaticString? = nil
    ) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    @_disfavoredOverload
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale?, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.explicitLocale = locale
        self.bundleDescription = bundle
    }

    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
            && lhs.explicitLocale?.identifier == rhs.explicitLocale?.identifier
            && lhs.bundleDescription.path == rhs.bundleDescription.path
    }
}

/// A type that describes itself as a localizable string: Apple's
/// `CustomLocalizedStringResourceConvertible`. Interpolated into a `String.LocalizationValue`,
/// it is looked up in the same languages as the string around it.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
#endif
