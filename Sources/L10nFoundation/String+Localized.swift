#if !canImport(Darwin)
public import Foundation

extension String {
    /// The localized string for `keyAndValue` in the current language, its interpolated values
    /// formatted: Apple's `String(localized:table:bundle:locale:comment:)`.
    ///
    /// ```swift
    /// String(localized: "\(count) files remaining", bundle: .module)   // "Noch 3 Dateien"
    /// ```
    ///
    /// The language: inside a request the localization middleware served, the request's
    /// (`ResolvedLocalization.current`); elsewhere the process's (`LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`), matched against `bundle`'s localizations as Apple's `Bundle`
    /// matches them. A key the table lacks gives `keyAndValue` itself, formatted.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key (`%lld files remaining`) and development-language value.
    ///   - table: The table; `nil` or empty: `Localizable`.
    ///   - bundle: The bundle; `nil`: the main bundle.
    ///   - locale: Formats the interpolated values; does not choose the language (Apple's
    ///     documented rule). `nil` (the default, Apple's `.current`): the request's locale,
    ///     else the process's.
    ///   - comment: For translators; not used at run time.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        if locale == nil,
            let answer = LocalizedLookup.boundString(
                key: keyAndValue.key, value: keyAndValue, hasSeparateDefault: false, table: table, bundle: bundle)
        {
            self = answer
            return
        }
        self = LocalizedLookup.string(
            .init(
                key: keyAndValue.key, value: keyAndValue, hasSeparateDefault: false, table: table, formattingLocale: locale,
                languageLocale: nil, replacements: nil),
            bundle: bundle)
    }

    /// The localized string for `key`, or `defaultValue` (formatted with its interpolations)
    /// when the table lacks it: Apple's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    ///
    /// ```swift
    /// String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: .module)
    /// ```
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        let front = LookupFront.current
        let key = front.key(key)
        if locale == nil,
            let answer = LocalizedLookup.boundString(
                key: key, value: defaultValue, hasSeparateDefault: true, table: table, bundle: bundle, front: front)
        {
            self = answer
            return
        }
        self = LocalizedLookup.string(
            .init(
                key: key, value: defaultValue, hasSeparateDefault: true, table: table, formattingLocale: locale,
                languageLocale: nil, replacements: nil),
            bundle: bundle)
    }

    /// ``init(localized:table:bundle:locale:comment:)`` whose placeholders
    /// (`\(placeholder: .int)`) take `options.replacements`.
    public init(
        localized keyAndValue: String.LocalizationValue, options: String.LocalizationOptions, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = LocalizedLookup.string(
            .init(
                key: keyAndValue.key, value: keyAndValue, hasSeparateDefault: false, table: table, formattingLocale: locale,
                languageLocale: nil, replacements: options.replacements),
            bundle: bundle)
    }

    /// ``init(localized:defaultValue:table:bundle:locale:comment:)`` whose placeholders take
    /// `options.replacements`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, options: String.LocalizationOptions,
        table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self = LocalizedLookup.string(
            .init(
                key: LookupFront.current.key(key), value: defaultValue, hasSeparateDefault: true, table: table,
                formattingLocale: locale, languageLocale: nil, replacements: options.replacements),
            bundle: bundle)
    }

    /// The string a resource refers to, in the language of its ``LocalizedStringResource/locale``
    /// (when set; else the request's or the process's), formatted in that locale.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource, replacements: nil)
    }

    /// ``init(localized:)-(LocalizedStringResource)`` whose placeholders take `options.replacements`.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource, options: String.LocalizationOptions) {
        self.init(localized: resource, replacements: options.replacements)
    }

    private init(localized resource: LocalizedStringResource, replacements: [any CVarArg]?) {
        self = LocalizedLookup.string(
            .init(
                key: resource.key, value: resource.defaultValue, hasSeparateDefault: resource.key != resource.defaultValue.key,
                table: resource.table, formattingLocale: resource.explicitLocale, languageLocale: resource.explicitLocale,
                replacements: replacements),
            entry: resource.bundleDescription.entry)
    }
}
#endif
