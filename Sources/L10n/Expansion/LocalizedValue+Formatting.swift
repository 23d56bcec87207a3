import L10nFormat
import L10nICU
import L10nResources

extension LocalizedValue {
    /// The value formatted with `arguments`, as ``Localizer`` formats a table entry: variants
    /// chosen (plural by `pluralRules`, device, width), `%#@var@` variables expanded, numbers
    /// formatted for `locale` (`nil`: C output).
    ///
    /// - Parameters:
    ///   - arguments: The arguments, by slot.
    ///   - locale: The formatting locale (`nil`: C output).
    ///   - pluralRules: The rules that choose plural variants.
    ///   - device: The device whose variant is chosen (`nil`: `other`).
    ///   - width: The width whose variant is chosen (`nil`: the widest).
    ///   - key: Names the entry in errors.
    ///   - selectsPluralOnDisplayedDigits: See ``LocalizationOptions/selectsPluralOnDisplayedDigits``.
    ///   - source: Where the value was read (``TableEntry/location``), named by errors.
    /// - Throws: ``LocalizationError`` when variables cannot be expanded, the arguments do not
    ///   fit the format (``LocalizationError/Reason/format(_:text:variable:variant:)``, naming
    ///   the specifier as written in its variant, the variable and the variant), or the variant
    ///   the arguments choose is missing and there is no `other`
    ///   (``LocalizationError/Reason/missingVariant(variable:variant:)``, naming the variable and
    ///   category: never an empty string).
    public func formatted(
        _ arguments: [FormatArgument], locale: LocaleIdentifier?, pluralRules: PluralRules, device: String? = nil, width: Int? = nil,
        selectsPluralOnDisplayedDigits: Bool = false, key: String? = nil, source: SourceLocation? = nil
    ) throws(LocalizationError) -> String {
        let selection = VariantSelection(
            pluralRules: pluralRules, device: device, width: width, selectsOnDisplayedDigits: selectsPluralOnDisplayedDigits)
        return try formatted(arguments, locale: locale, selection: selection, key: key, source: source)
    }

    /// The same, with the variants chosen by `selection` (whose rules may be missing).
    func formatted(
        _ arguments: [FormatArgument], locale: LocaleIdentifier?, selection: VariantSelection, key: String?, source: SourceLocation?
    ) throws(LocalizationError) -> String {
        let expanded: String
        do {
            expanded = try FormatExpansion(arguments: arguments, selection: selection).format(for: self, key: key)
        } catch {
            throw error.locating(source)
        }
        do {
            return try StringFormatter(locale: locale).format(expanded, arguments)
        } catch {
            throw LocalizationError(
                formatting: error, expanded: expanded, of: self, arguments: arguments, selection: selection, key: key, source: source)
        }
    }
}

extension LocalizedValue {
    /// What the ``Localizer``'s compiled form of this value answers for `arguments`: `.none`
    /// when the value is not compiled (too many plural paths), `.some(nil)` when the compiled
    /// form hands the call to ``formatted(_:locale:pluralRules:device:width:selectsPluralOnDisplayedDigits:key:source:)``,
    /// else the text. For tests and the fuzz targets, which check it against that function.
    @_spi(Testing)
    public func formattedByCompiledForm(
        _ arguments: [FormatArgument], locale: LocaleIdentifier?, pluralRules: PluralRules, device: String? = nil, width: Int? = nil,
        selectsPluralOnDisplayedDigits: Bool = false, key: String? = nil
    ) -> String?? {
        let selection = VariantSelection(
            pluralRules: pluralRules, device: device, width: width, selectsOnDisplayedDigits: selectsPluralOnDisplayedDigits)
        guard let compiled = CompiledValue(self, selection: selection, formatter: StringFormatter(locale: locale), key: key)
        else { return .none }
        return .some(compiled.format(arguments))
    }
}
