#if !canImport(Darwin)
public import Foundation
import L10n

extension String.LocalizationValue {
    /// Builds a ``String/LocalizationValue``'s key and arguments from string interpolation,
    /// with the overloads Apple's Foundation declares for it.
    ///
    /// The specifier each interpolated type puts in the key, as Xcode extracts it:
    ///
    /// | Interpolated | Key |
    /// |---|---|
    /// | `Int`, `Int64` | `%lld` |
    /// | `Int8`, `Int16`, `Int32` | `%d` |
    /// | `UInt`, `UInt64` | `%llu` |
    /// | `UInt8`, `UInt16`, `UInt32` | `%u` |
    /// | `Double`, `CGFloat` | `%lf` |
    /// | `Float` | `%f` |
    /// | `String`, `Substring`, an `NSObject`, a `FormatStyle`'s output, an `AttributedString`, a `LocalizedStringResource` | `%@` |
    /// | `\(value, specifier: "%.2f")` | the specifier given |
    /// | `\(placeholder: .int)` | `%lld` (`.uint` `%llu`, `.float` `%f`, `.double` `%lf`, `.object` `%@`) |
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var parts = Parts()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends text; a `%` becomes `%%` in the key, since the key is a format.
        public mutating func appendLiteral(_ literal: String) {
            parts.keyPieces.append(literal, .literal)
        }

        public mutating func appendInterpolation(_ string: String) {
            parts.keyPieces.append("%@", .verbatim)
            parts.arguments.append(.string(string))
        }

        public mutating func appendInterpolation(_ substring: Substring) {
            appendInterpolation(String(substring))
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: T._formatSpecifier)
        }

        /// The value with a specifier of the caller's (`\(ratio, specifier: "%.2f")`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            parts.keyPieces.append(specifier, .verbatim)
            parts.arguments.append(value._formatArgument)
        }

        /// A placeholder whose value the lookup's `String.LocalizationOptions/replacements` give.
        public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
            appendInterpolation(placeholder: placeholder, specifier: placeholder.specifier)
        }

        public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder, specifier: String) {
            parts.keyPieces.append(specifier, .verbatim)
            appendDeferred(.placeholder(placeholder))
        }

        /// An object, by its `description` (`%@`).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject) {
            appendInterpolation(subject.description)
        }

        /// A value formatted by `format` in the lookup's formatting locale (`%@`):
        /// `\(price, format: .currency(code: "EUR"))`.
        public mutating func appendInterpolation<T: Sendable & Equatable, F: FormatStyle & Sendable>(_ value: T, format: F)
        where T == F.FormatInput, F.FormatOutput: StringProtocol {
            parts.keyPieces.append("%@", .verbatim)
            let styled = StyledValue(
                format: { locale in String(format.locale(locale).format(value)) },
                identity: AnyEquatable(value: StyledIdentity(value: value, style: format)))
            appendDeferred(.styled(styled))
        }

        /// An attributed string, by its characters (`%@`).
        public mutating func appendInterpolation(_ attributedString: AttributedString, options: AttributedString.InterpolationOptions = [])
        {
            appendInterpolation(String(attributedString.characters))
        }

        public mutating func appendInterpolation(
            _ attributedSubstring: AttributedSubstring, options: AttributedString.InterpolationOptions = []
        ) {
            appendInterpolation(String(attributedSubstring.characters))
        }

        /// Another localizable string (`%@`), looked up in the same languages as the string it
        /// is interpolated into.
        public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(_ value: T) {
            parts.keyPieces.append("%@", .verbatim)
            appendDeferred(.resource(value.localizedStringResource))
        }

        private mutating func appendDeferred(_ value: Argument.Value) {
            parts.deferred.append(DeferredArgument(index: parts.arguments.count, value: value))
            parts.arguments.append(.null)
        }

        /// Any other value, by `String(describing:)` (`%@`): not localized, hence deprecated, as
        /// Apple's is.
        @available(
            *, deprecated,
            message:
                "Localized string interpolation produces an unlocalized, debug description for this type of value. Use String(describing:) to interpolate the description, or make the type conform to CustomLocalizedStringResourceConvertible."
        )
        public mutating func appendInterpolation<T>(_ object: T) {
            appendInterpolation(String(describing: object))
        }
    }

    /// What makes two styled values equal: the value and the style.
    private struct StyledIdentity<Value: Equatable & Sendable, Style: FormatStyle & Sendable>: Equatable, Sendable {
        let value: Value
        let style: Style
    }
}

extension AttributedString {
    /// How an attributed string interpolated into another keeps its attributes: Apple's
    /// `AttributedString.InterpolationOptions`, declared so that code passing it compiles;
    /// a `String.LocalizationValue` keeps only the characters, so no option changes them.
    public struct InterpolationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let insertAttributesWithoutMerging = InterpolationOptions(rawValue: 1 << 0)
    }
}

/// A number with the specifier Xcode extracts for its type (`Int` → `%lld`): the types
/// `String.LocalizationValue` interpolates as numbers. Apple's Foundation declares the same
/// protocol; its conformances here are this module's.
public protocol _FormatSpecifiable: Equatable, Sendable {
    /// The specifier the type puts in a key.
    static var _formatSpecifier: String { get }
    /// The value as the format engine takes it.
    var _formatArgument: FormatArgument { get }
}

extension Int: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%lld" }
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int8: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%d" }
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int16: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%d" }
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int32: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%d" }
    public var _formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int64: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%lld" }
    public var _formatArgument: FormatArgument { .int(self) }
}

extension UInt: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%llu" }
    public var _formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt8: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%u" }
    public var _formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt16: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%u" }
    public var _formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt32: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%u" }
    public var _formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt64: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%llu" }
    public var _formatArgument: FormatArgument { .uint(self) }
}

extension Float: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%f" }
    public var _formatArgument: FormatArgument { .double(Double(self)) }
}

extension Double: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%lf" }
    public var _formatArgument: FormatArgument { .double(self) }
}

extension CGFloat: _FormatSpecifiable {
    public static var _formatSpecifier: String { "%lf" }
    public var _formatArgument: FormatArgument { .double(Double(self)) }
}
#endif
