import L10nFormat
import L10nICU
import L10nResources

/// The run-time facts that choose among variants: plural rules, device and width.
struct VariantSelection: Sendable {
    /// The rules that give a number's CLDR category; `nil` when they could not be opened
    /// (a localization such as `x0.lproj` that is no locale), which matters only when a
    /// plural variant is chosen by a number: see `missingRules`.
    var pluralRules: PluralRules?
    /// The device for device variants; `other` when `nil` or absent.
    var device: String?
    /// The width for width variants; the widest when `nil`.
    var width: Int?
    /// Select on the number as it will be displayed (`1.0` is `other` in English) instead of
    /// on its value, as Apple does (`1.0` as a Double is `one`).
    var selectsOnDisplayedDigits: Bool
    /// Thrown when a number's category is needed and there are no rules: it names the file,
    /// key and localization. A value without plural variants never needs rules, as on
    /// Apple's platforms, where such a string is returned as is.
    var missingRules: LocalizationError? = nil

    /// The category whose variant `argument` takes when it exists (`other` otherwise): `other`
    /// for a non-number, `zero` for 0 when `hasZeroCase`, else the CLDR category.
    func pluralCategory(
        for argument: FormatArgument?, displayedWith valueType: String?, hasZeroCase: Bool
    ) throws(LocalizationError) -> PluralCategory {
        guard let argument, let number = argument.pluralOperand else { return .other }
        if hasZeroCase, number.isZero { return .zero }
        guard let pluralRules else {
            throw missingRules
                ?? LocalizationError(
                    .pluralRules(ICUError(.unsupportedLocale, input: "", message: "no plural rules were opened")),
                    message: "no plural rules to select a category with")
        }
        do {
            switch number {
            case .integer(let value): return try pluralRules.category(for: value)
            case .unsigned(let value): return try pluralRules.category(for: value)
            case .floatingPoint(let value):
                if selectsOnDisplayedDigits, value.isFinite {
                    return try pluralRules.category(forDecimal: Self.displayed(value, valueType: valueType))
                }
                return try pluralRules.category(for: value)
            }
        } catch {
            throw LocalizationError(.pluralRules(error), message: "cannot select a plural category: \(error)")
        }
    }

    /// A width variant: the largest width not above the requested one, else the smallest; the
    /// widest when no width is requested.
    func widthCase(_ variants: [WidthVariant]) -> WidthVariant? {
        Self.widthCase(variants, width: width)
    }

    /// `device`'s variant, else `other`'s: what needs no plural rules (raw lookups too).
    static func deviceCase<Value>(_ cases: [String: Value], device: String?) -> Value? {
        deviceChoice(cases, device: device)?.value
    }

    /// ``deviceCase(_:device:)`` with the name of the variant chosen (`device`, or `other`).
    static func deviceChoice<Value>(_ cases: [String: Value], device: String?) -> (name: String, value: Value)? {
        if let device, let value = cases[device] { return (device, value) }
        return cases["other"].map { ("other", $0) }
    }

    /// The variant for `width` (see ``widthCase(_:)``).
    static func widthCase(_ variants: [WidthVariant], width: Int?) -> WidthVariant? {
        guard let width else { return variants.last }
        return variants.last { $0.width <= width } ?? variants.first
    }

    /// The error for a device variation with neither `device`'s variant nor `other`.
    static func missingDeviceVariant(_ device: String?, key: String?, source: SourceLocation? = nil) -> LocalizationError {
        let name = device ?? "other"
        return LocalizationError(
            .missingVariant(variable: nil, variant: name), key: key,
            message: name == "other"
                ? "the device variation has no 'other' variant"
                : "the device variation has no '\(name)' variant and no 'other' to fall back on",
            source: source)
    }

    /// The error for a width variation without variants.
    static func missingWidthVariant(key: String?, source: SourceLocation? = nil) -> LocalizationError {
        LocalizationError(
            .missingVariant(variable: nil, variant: nil), key: key, message: "the width variation has no variants", source: source)
    }

    /// `value` as C `printf` writes it with the precision of `valueType` (`.1f` → `1.0`;
    /// 6 digits when none is given, as `%f` has).
    static func displayed(_ value: Double, valueType: String?) -> String {
        var precision = 6
        if let valueType, let dot = valueType.firstIndex(of: ".") {
            precision = Int(valueType[valueType.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }) ?? 0
        }
        precision = min(precision, 30)
        return (try? StringFormatter(locale: nil).format("%.\(precision)f", [.double(value)])) ?? "\(value)"
    }
}

/// A number a plural rule can select on, as an argument holds it.
enum PluralOperand: Sendable {
    case integer(Int64)
    case unsigned(UInt64)
    case floatingPoint(Double)

    var isZero: Bool {
        switch self {
        case .integer(let value): value == 0
        case .unsigned(let value): value == 0
        case .floatingPoint(let value): value == 0
        }
    }
}

extension FormatArgument {
    /// The number a plural rule selects on; `nil` for text, `nil` and characters.
    var pluralOperand: PluralOperand? {
        switch self {
        case .int(let value): .integer(value)
        case .uint(let value): .unsigned(value)
        case .double(let value): .floatingPoint(value)
        case .string, .null, .character: nil
        }
    }
}
