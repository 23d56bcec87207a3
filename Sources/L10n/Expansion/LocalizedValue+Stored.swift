import L10nICU
import L10nResources

extension LocalizedValue {
    /// The value as `Bundle.localizedString(forKey:value:table:)` returns it: the text as
    /// stored, with no format pass (`50% off` stays `50% off`, `100%%` stays `100%%`).
    ///
    /// - a text is itself;
    /// - a format with variables (a `.stringsdict` entry, a catalog string with
    ///   substitutions) is its `NSStringLocalizedFormatKey` text, as Xcode's compiled
    ///   `.stringsdict` holds it (a catalog's `argNum`s that differ from the variables' places
    ///   become explicit positions);
    /// - a whole-value plural (a catalog plural variation, a Smartling group) is the format it
    ///   compiles to, `%#@value@` (as `l10n convert` writes it in a `.stringsdict`), or its `other`
    ///   variant when its variants are not plain strings;
    /// - device and width variants are chosen as for formatting: they are fixed per lookup on
    ///   Apple's platforms too.
    ///
    /// No plural rules are consulted: choosing a plural variant needs the arguments.
    ///
    /// - Parameters:
    ///   - device: The device variant to take (`nil`: `other`).
    ///   - width: The width variant to take (`nil`: the widest).
    ///   - key: Names the entry in errors.
    ///   - source: Where the value was read, named by errors.
    /// - Throws: ``LocalizationError/Reason/missingVariant(variable:variant:)`` when a device variation has neither
    ///   the device's variant nor `other`, or a width variation has no variants.
    public func storedText(
        device: String? = nil, width: Int? = nil, key: String? = nil, source: SourceLocation? = nil
    ) throws(LocalizationError) -> String {
        var value = self
        // Device and width variants nest (device → plural in catalogs). Each step goes into a
        // variant, a smaller value, so the loop ends.
        while true {
            switch value {
            case .text(let text):
                return text
            case .format(let format):
                return format.formatKeyText
            case .plural(let cases):
                if let format = LocalizedFormat(plainPlural: cases) { return format.format }
                guard let fallback = cases[.other] ?? cases.sorted(by: { $0.key < $1.key }).first?.value else {
                    throw LocalizationError(
                        .missingVariant(variable: nil, variant: nil), key: key, message: "the plural variation has no variants",
                        source: source)
                }
                value = fallback
            case .device(let cases):
                guard let chosen = VariantSelection.deviceCase(cases, device: device) else {
                    throw VariantSelection.missingDeviceVariant(device, key: key, source: source)
                }
                value = chosen
            case .width(let variants):
                guard let chosen = VariantSelection.widthCase(variants, width: width) else {
                    throw VariantSelection.missingWidthVariant(key: key, source: source)
                }
                value = chosen.value
            }
        }
    }
}

extension LocalizedFormat {
    /// The `NSStringLocalizedFormatKey` text of this format: the format itself, unless a
    /// catalog's `argNum`s differ from the variables' places (word order), which explicit
    /// positions say the same way in a `.stringsdict`.
    package var formatKeyText: String {
        FormatShape.hasMisplacedVariable(format, base: 0, variables: variables)
            ? FormatShape.explicitPositions(format, base: 0, variables: variables) : format
    }

    /// The format a whole-value plural (a catalog plural variation, a Smartling group) compiles
    /// to, `%#@value@`, when its variants are plain strings; `nil` otherwise.
    package init?(plainPlural cases: [PluralCategory: LocalizedValue]) {
        var texts: [PluralCategory: String] = [:]
        for (category, variant) in cases {
            guard case .text(let text) = variant else { return nil }
            texts[category] = text
        }
        guard let format = FormatShape.format(forPlural: texts) else { return nil }
        self = format
    }
}
