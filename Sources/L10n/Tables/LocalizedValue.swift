import L10nICU

/// What a table holds for one key in one localization: text, or variants chosen at run time.
///
/// Every resource format maps onto these cases, so formatting needs no knowledge of where an
/// entry came from:
/// - a `.strings` value, a plain `.stringsdict` string or a catalog `stringUnit` is ``text(_:)``;
/// - a `.stringsdict` entry with `NSStringLocalizedFormatKey`, or a catalog string with
///   `substitutions`, is ``format(_:)``: a format whose `%#@name@` variables pick variants;
/// - a catalog's `variations.plural` and a Smartling `KEY##{one}` group are ``plural(_:)``,
///   chosen by the number the format consumes first;
/// - `NSStringDeviceSpecificRuleType` and catalog `variations.device` are ``device(_:)``
///   (nestable: device → plural);
/// - `NSStringVariableWidthRuleType` is ``width(_:)``.
public enum LocalizedValue: Sendable, Hashable {
    case text(String)
    case format(LocalizedFormat)
    /// Variants by CLDR category; `other` is the fallback.
    case plural([PluralCategory: LocalizedValue])
    /// Variants by device (`iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `appletv`,
    /// `applevision`, `other`); `other` is the fallback.
    case device([String: LocalizedValue])
    /// Variants by display width, ascending; the largest width not above the requested one
    /// wins, else the smallest.
    case width([WidthVariant])

    /// The device names Apple defines for device-specific variants.
    public static let deviceNames: Set<String> = [
        "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other",
    ]

    /// Every string this value can produce, variants and variables included, for lint and
    /// conversion (format strings as written, not expanded).
    public var allStrings: [String] {
        switch self {
        case .text(let text): [text]
        case .format(let format): format.allStrings
        case .plural(let cases): cases.sorted { $0.key < $1.key }.flatMap(\.value.allStrings)
        case .device(let cases): cases.sorted { $0.key < $1.key }.flatMap(\.value.allStrings)
        case .width(let variants): variants.flatMap(\.value.allStrings)
        }
    }
}

/// One width variant of a `NSStringVariableWidthRuleType` entry.
public struct WidthVariant: Sendable, Hashable {
    /// The width this variant is written for (the stringsdict key, a number of "ems").
    public var width: Int
    public var value: LocalizedValue

    public init(width: Int, value: LocalizedValue) {
        self.width = width
        self.value = value
    }
}
