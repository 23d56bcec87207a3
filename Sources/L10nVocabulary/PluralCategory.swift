/// One of CLDR's six plural categories.
///
/// Vocabulary shared by the file formats (a catalog's plural variations), the plural rules and
/// the runtime, in a module of its own so that reading a file links no ICU.
///
/// The raw values are CLDR's keywords, which are also what ICU's `uplrules_select` returns and
/// what `.stringsdict` files use as keys. Cases are declared in CLDR's canonical order, so
/// sorting by ``order`` lists a locale's categories the way CLDR does.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// Reads an ICU keyword; `nil` for anything that is not one of the six.
    public init?(keyword: some StringProtocol) {
        switch keyword {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }

    /// Reads a keyword as ICU writes it, in UTF-16, without making a `String` (the hot path of
    /// selection); `nil` for anything that is not one of the six.
    package init?(utf16 units: UnsafeBufferPointer<UInt16>) {
        guard let category = Self.allCases.first(where: { $0.rawValue.utf16.elementsEqual(units) }) else { return nil }
        self = category
    }

    /// Position in CLDR's canonical order (`zero` first, `other` last).
    public var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// Orders categories as CLDR lists them.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }

    /// The CLDR keyword.
    public var description: String { rawValue }
}
