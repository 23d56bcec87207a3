// Apple's localization API as Apple's documentation declares it (developer.apple.com:
// String.init(localized:…), String.LocalizationValue, LocalizedStringResource,
// CustomLocalizedStringResourceConvertible), transcribed as signatures with no behaviour.
//
// scripts/check-apple-signatures compiles this file as a module named `L10nFoundation` — on
// Apple's platforms `import L10nFoundation` adds nothing and Foundation declares these — and
// type-checks Examples/SharedMessages against it: code that compiles here compiles against
// Apple's Foundation as documented, whatever this package's own declarations accept beyond it
// (such as `locale: Locale?` where Apple's is `Locale = .current`).
//
// The interpolation overloads of `String.LocalizationValue.StringInterpolation` are not on
// Apple's documentation pages; the ones below are those SwiftUI's documented
// `LocalizedStringKey.StringInterpolation` shares with it and whose names Apple's binaries show:
// a value of a `_FormatSpecifiable` type, with or without `specifier:`, a `String`, a value
// with a `FormatStyle`, an `AttributedString`, a `CustomLocalizedStringResourceConvertible`,
// and placeholders.
import Foundation

extension String {
    public struct LocalizationValue: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: StringInterpolation) { fatalError() }

        public enum Placeholder: Hashable, Codable, Sendable {
            case int, uint, float, double, object
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
            public mutating func appendLiteral(_ literal: String) { fatalError() }
            public mutating func appendInterpolation(_ string: String) { fatalError() }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
            public mutating func appendInterpolation<T: Sendable, F: FormatStyle & Sendable>(_ value: T, format: F)
            where T == F.FormatInput, F.FormatOutput: StringProtocol { fatalError() }
            public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
            public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(_ value: T) { fatalError() }
            public mutating func appendInterpolation(placeholder: LocalizationValue.Placeholder) { fatalError() }
            public mutating func appendInterpolation(placeholder: LocalizationValue.Placeholder, specifier: String) { fatalError() }
        }
    }

    public struct LocalizationOptions {
        public init() { fatalError() }
        public var replacements: [any CVarArg]?
    }

    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) { fatalError() }

    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    public init(
        localized keyAndValue: String.LocalizationValue, options: String.LocalizationOptions, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, options: String.LocalizationOptions,
        table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) { fatalError() }

    public init(localized resource: LocalizedStringResource) { fatalError() }
    public init(localized resource: LocalizedStringResource, options: String.LocalizationOptions) { fatalError() }
}

/// Foundation's: the types interpolated with a format specifier of their own.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

public struct LocalizedStringResource: Equatable, Codable, Sendable, ExpressibleByStringInterpolation,
    CustomLocalizedStringResourceConvertible
{
    public enum BundleDescription: Sendable {
        case main
        case atURL(URL)
        case forClass(AnyClass)
    }

    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    public var bundle: BundleDescription { fatalError() }
    public var localizedStringResource: LocalizedStringResource { self }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) { fatalError() }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
        comment: StaticString? = nil
    ) { fatalError() }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) { fatalError() }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
        comment: StaticString? = nil
    ) { fatalError() }

    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError() }

    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}
