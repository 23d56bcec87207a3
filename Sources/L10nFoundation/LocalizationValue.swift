#if !canImport(Darwin)
import Foundation
import L10n

extension String {
    /// A localizable string with its interpolated values: Apple's `String.LocalizationValue`,
    /// which Foundation on Linux lacks.
    ///
    /// ```swift
    /// String(localized: "\(count) files remaining")   // looks up "%lld files remaining"
    /// ```
    ///
    /// The key is the string as written, each interpolation replaced by its format specifier,
    /// exactly as Xcode extracts it into a String Catalog: `Int` → `%lld`, `String` → `%@`,
    /// `Double` → `%lf` (see ``StringInterpolation``). A literal `%` next to an
    /// interpolation is written `%%`, since the key is then a format; a value built from a
    /// literal alone (`"50% off"`) keeps it as written, and its lookup formats nothing. The
    /// interpolated values are kept, typed, for formatting once the localized format is found.
    public struct LocalizationValue: Sendable, Equatable, Codable, ExpressibleByStringInterpolation {
        public static func == (lhs: LocalizationValue, rhs: LocalizationValue) -> Bool {
            lhs.parts.arguments == rhs.parts.arguments && lhs.deferred == rhs.deferred && lhs.key == rhs.key
        }

        /// The key and development-language format: the literal text with a specifier for each
        /// interpolation.
        var key: String { parts.keyPieces.joined }
        /// The key's pieces, the arguments and the deferred values, in one stored value that
        /// an interpolation hands over whole: copied field by field, they were retained and
        /// released once more on every interpolation.
        let parts: Parts
        /// The key's pieces, joined when the key is read.
        var keyPieces: KeyPieces { parts.keyPieces }
        /// The interpolated values in order, as the format engine takes them; a value that needs
        /// the lookup first holds `.null` here and its place in ``deferred``. Kept in the engine's
        /// form so that a lookup formats them without converting each.
        var formatArguments: ArgumentList { parts.arguments }
        /// The values that need the lookup's locale or languages first (a `FormatStyle`'s, a
        /// resource, a placeholder), by position; empty for most values.
        var deferred: [DeferredArgument] { parts.deferred }

        /// What a value is made of, as an interpolation builds it.
        struct Parts: Sendable {
            var keyPieces = KeyPieces()
            var arguments = ArgumentList()
            var deferred: [DeferredArgument] = []
        }

        /// A value whose key and default value are `value`, with nothing interpolated.
        public init(_ value: String) {
            parts = Parts(keyPieces: KeyPieces(verbatim: value))
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            parts = stringInterpolation.parts
        }

        init(key: String, arguments: [Argument]) {
            var formatArguments = ArgumentList()
            var deferred: [DeferredArgument] = []
            for (index, argument) in arguments.enumerated() {
                if case .format(let value) = argument.value {
                    formatArguments.append(value)
                } else {
                    formatArguments.append(.null)
                    deferred.append(DeferredArgument(index: index, value: argument.value))
                }
            }
            parts = Parts(keyPieces: KeyPieces(verbatim: key), arguments: formatArguments, deferred: deferred)
        }

        /// The interpolated values, in order.
        var arguments: [Argument] {
            var arguments = formatArguments.array.map { Argument(value: .format($0)) }
            for value in deferred { arguments[value.index] = Argument(value: value.value) }
            return arguments
        }

        /// The kinds of value a placeholder stands for (`\(placeholder: .int)`), given at
        /// lookup by `String.LocalizationOptions/replacements`.
        public enum Placeholder: Sendable, Hashable, Codable {
            case int
            case uint
            case float
            case double
            case object

            /// The specifier Xcode extracts for each kind.
            var specifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }
    }

    /// Options of a lookup: Apple's `String.LocalizationOptions`.
    public struct LocalizationOptions {
        /// The values of the placeholders (`\(placeholder: .int)`) the localized format has, in order.
        public var replacements: [any CVarArg]?

        public init() {}
    }
}

extension String.LocalizationValue {
    /// One interpolated value, as kept until lookup: a value the format engine takes as it
    /// is, or one that needs the lookup's locale or languages first.
    struct Argument: Sendable, Equatable {
        enum Value: Sendable {
            /// A number or string, formatted by the specifier the key has for it.
            case format(FormatArgument)
            /// A value a `FormatStyle` formats in the lookup's formatting locale.
            case styled(StyledValue)
            /// Another localizable string, looked up in the same languages.
            case resource(LocalizedStringResource)
            /// A placeholder the lookup's `replacements` fill.
            case placeholder(String.LocalizationValue.Placeholder)
        }

        let value: Value

        static func == (lhs: Argument, rhs: Argument) -> Bool {
            switch (lhs.value, rhs.value) {
            case (.format(let left), .format(let right)): left == right
            case (.styled(let left), .styled(let right)): left == right
            case (.resource(let left), .resource(let right)): left == right
            case (.placeholder(let left), .placeholder(let right)): left == right
            default: false
            }
        }
    }

    /// An interpolated value that needs the lookup first, and its position.
    struct DeferredArgument: Sendable, Equatable {
        let index: Int
        let value: Argument.Value

        static func == (lhs: DeferredArgument, rhs: DeferredArgument) -> Bool {
            lhs.index == rhs.index && Argument(value: lhs.value) == Argument(value: rhs.value)
        }
    }

    /// A value with the `FormatStyle` that formats it, kept apart until the lookup knows its
    /// locale: `\(price, format: .currency(code: "EUR"))` reads `12,50 €` for a German request.
    struct StyledValue: Sendable, Equatable {
        /// Formats the value in a locale.
        let format: @Sendable (Locale) -> String
        /// Tells two values apart: equal when the values and styles are (each is `Equatable`,
        /// compared through a type-erased box).
        let identity: AnyEquatable

        static func == (lhs: StyledValue, rhs: StyledValue) -> Bool { lhs.identity == rhs.identity }
    }

    /// An `Equatable` value of any type, compared with another only when the types match.
    struct AnyEquatable: Sendable, Equatable {
        let value: any Equatable & Sendable

        static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool {
            func equals<Left: Equatable>(_ left: Left, _ right: Any) -> Bool {
                guard let right = right as? Left else { return false }
                return left == right
            }
            return equals(lhs.value, rhs.value)
        }
    }
}
#endif
