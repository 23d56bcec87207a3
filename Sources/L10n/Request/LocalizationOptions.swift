/// Everything a lookup takes besides the key, the arguments and the languages: which table,
/// which formatting locale and plural rules, which device and width variants, where a missing
/// key is looked for next and what it gives.
///
/// One value for every form a call takes: a ``LocalizationRequest`` (with the languages), a
/// ``ResolvedLocalization`` (one request's calls share it) and a ``DeferredLocalization`` (a
/// key and arguments to resolve later for someone's languages). The defaults are Apple's.
///
/// ```swift
/// let options = LocalizationOptions(table: "Shop", device: "iphone")
/// try localizer.localize("cart.items", arguments: [3], LocalizationRequest(.preferred(["fr-CA"]), options: options))
/// ```
public struct LocalizationOptions: Sendable, Hashable {
    /// The table (`Localizable` by default).
    public var table: String
    /// The formatting locale (`de_CH`); `nil` lets Apple's rule build it from the chosen
    /// localization and the user's first preference.
    public var locale: LocaleIdentifier?
    /// Whose plural rules choose plural variants (the string's language by default).
    public var pluralRules: PluralRuleSource
    /// The device for device-specific variants (`iphone`, `mac`, …); `nil` picks `other`.
    public var device: String?
    /// The display width for width variants; `nil` picks the widest.
    public var width: Int?
    /// Where a key missing from the chosen table is looked for next; `nil` (the default) uses
    /// the ``Localizer``'s policy.
    public var fallback: LocalizationFallback?
    /// What a call does when the chosen localization cannot produce the entry; `nil` (the
    /// default) uses the ``Localizer``'s policy.
    public var failurePolicy: FailurePolicy?
    /// Returned (formatted) when the key is missing; when `nil` or empty, the key is returned.
    public var defaultValue: String?
    /// Choose plural variants by the number as displayed, with its visible fraction digits
    /// (`1.0` with `%.1f` is `other` in English), rather than by its value as Apple does
    /// (`1.0` is `one`). Off by default, for Apple-compatible output.
    public var selectsPluralOnDisplayedDigits: Bool
    /// Whose locale data formats numbers (`NumberData.apple`: current Apple platforms' where
    /// the system ICU's is older); `nil` (the default) uses the ``Localizer``'s.
    public var numberData: NumberData?

    /// The name of the table a lookup uses when none is named.
    public static let defaultTable = "Localizable"

    /// Options; each left out is Apple's default.
    public init(
        table: String = LocalizationOptions.defaultTable, locale: LocaleIdentifier? = nil, pluralRules: PluralRuleSource = .localization,
        device: String? = nil, width: Int? = nil, fallback: LocalizationFallback? = nil, failurePolicy: FailurePolicy? = nil,
        defaultValue: String? = nil, selectsPluralOnDisplayedDigits: Bool = false, numberData: NumberData? = nil
    ) {
        self.table = table
        self.locale = locale
        self.pluralRules = pluralRules
        self.device = device
        self.width = width
        self.fallback = fallback
        self.failurePolicy = failurePolicy
        self.defaultValue = defaultValue
        self.selectsPluralOnDisplayedDigits = selectsPluralOnDisplayedDigits
        self.numberData = numberData
    }

    /// Whether every option a plan depends on is the default: all but the locale, which the
    /// resolution holds. A list rather than a comparison with a default value, with which
    /// resolving a request measured 350–420 ns against 235–300 ns (separate runs);
    /// `ResolvedLocalizationTests` pins it to the initializer's defaults.
    var hasDefaultLookupOptions: Bool {
        table == Self.defaultTable && pluralRules == .localization && device == nil && width == nil && fallback == nil
            && failurePolicy == nil && defaultValue == nil && !selectsPluralOnDisplayedDigits && numberData == nil
    }

    /// What a missing key gives: the default value when it is not empty, else the key (Apple's rule).
    func missingKeyText(_ key: String) -> String {
        defaultValue.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
}

// Codable as one object whose fields are the options' names, each written only when it is not
// the default and read as the default when absent (`DeferredLocalization`'s JSON form).
extension LocalizationOptions: Codable {
    enum CodingKeys: String, CodingKey {
        case table, locale, pluralRules, device, width, fallback, failurePolicy, defaultValue, selectsPluralOnDisplayedDigits, numberData
    }

    /// Reads the options written by ``encode(to:)``; absent fields take their defaults.
    ///
    /// - Throws: `DecodingError` for a field of the wrong type, or a locale or plural-rule
    ///   source that is no such thing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            table: try container.decodeIfPresent(String.self, forKey: .table) ?? Self.defaultTable,
            locale: try container.decodeIfPresent(LocaleIdentifier.self, forKey: .locale),
            pluralRules: try container.decodeIfPresent(PluralRuleSource.self, forKey: .pluralRules) ?? .localization,
            device: try container.decodeIfPresent(String.self, forKey: .device),
            width: try container.decodeIfPresent(Int.self, forKey: .width),
            fallback: try container.decodeIfPresent(LocalizationFallback.self, forKey: .fallback),
            failurePolicy: try container.decodeIfPresent(FailurePolicy.self, forKey: .failurePolicy),
            defaultValue: try container.decodeIfPresent(String.self, forKey: .defaultValue),
            selectsPluralOnDisplayedDigits: try container.decodeIfPresent(Bool.self, forKey: .selectsPluralOnDisplayedDigits) ?? false,
            numberData: try container.decodeIfPresent(NumberData.self, forKey: .numberData))
    }

    /// Writes `table` always, and each other option only when it is not the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table, forKey: .table)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(locale, forKey: .locale)
        if pluralRules != .localization { try container.encode(pluralRules, forKey: .pluralRules) }
        try container.encodeIfPresent(device, forKey: .device)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(fallback, forKey: .fallback)
        try container.encodeIfPresent(failurePolicy, forKey: .failurePolicy)
        if selectsPluralOnDisplayedDigits { try container.encode(true, forKey: .selectsPluralOnDisplayedDigits) }
        try container.encodeIfPresent(numberData, forKey: .numberData)
    }
}
