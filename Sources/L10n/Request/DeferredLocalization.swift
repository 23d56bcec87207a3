import L10nFormat
import L10nICU

/// A localization to resolve later, for someone else's languages: the key, table, arguments
/// and options of a ``Localizer`` call, without the recipient.
///
/// What `LocalizedStringResource` is on Apple's platforms, for a service: an email, a push
/// notification or a background job decides *what* to say where the event happens, and the
/// worker that sends it decides *for whom*, after the value has crossed a queue as JSON.
///
/// ```swift
/// // Where the order ships: no recipient languages yet.
/// let message = DeferredLocalization("files.remaining", arguments: [21])
/// let payload = try JSONEncoder().encode(message)
///
/// // In the worker, for the recipient:
/// let deferred = try JSONDecoder().decode(DeferredLocalization.self, from: payload)
/// try localizer.localize(deferred, for: .preferred(recipient.languages)).string   // "Остался 21 файл"
/// ```
///
/// ``Localizer/localize(_:for:)`` gives exactly what ``Localizer/localize(_:arguments:_:)-(_,[FormatArgument],_)``
/// gives for the same key, arguments and options with the recipient's languages (the
/// ``LocalizationRequest`` ``request(for:)`` makes), or, for a raw value (``isRaw``), what
/// ``Localizer/localizedString(forKey:_:)`` gives.
///
/// ## JSON
///
/// `Codable`, as one object (the `"…"` values are examples):
///
/// ```json
/// {
///   "version": 1,
///   "key": "upload.summary",
///   "table": "Localizable",
///   "arguments": [{"string": "Anna"}, {"int": 21}, {"double": 1.5}],
///   "defaultValue": "%@ uploaded files",
///   "locale": "de_CH",
///   "pluralRules": "language",
///   "device": "iphone",
///   "width": 20,
///   "fallback": "perKey",
///   "selectsPluralOnDisplayedDigits": true,
///   "raw": true
/// }
/// ```
///
/// - `version` (required): the format's version, ``formatVersion`` (1).
/// - `key` (required); `table` (`"Localizable"` when absent); `arguments` (none when absent),
///   each a `FormatArgument` in its one-key form (`{"int": 5}`, `{"double": "NaN"}`…).
/// - The ``options``, each written only when it differs from its default:
///   `defaultValue`; `locale`, an explicit formatting locale as a `LocaleIdentifier` string;
///   `pluralRules`, a ``PluralRuleSource`` as `"language"`, `"formattingLocale"` or
///   `{"identifier": "ru"}`; `device`; `width`; `fallback` (`"table"` or `"perKey"`; absent: the localizer's policy);
///   `selectsPluralOnDisplayedDigits`; `raw` (``isRaw``).
///
/// **Compatibility.** A reader ignores fields it does not know, so a later version of this
/// package can add an optional field without breaking readers that run older code (which
/// resolve the value without it). A change that an older reader must not ignore raises the
/// version, and a reader refuses a version newer than its own with a `DecodingError` rather
/// than resolve something else than was meant. Every value is checked when read: a missing or
/// mistyped field, a malformed argument, a locale or plural-rule source that is no such thing
/// is a `DecodingError` naming the field, never a crash or a silently different string.
///
/// Equality and hashing compare every field; like `Double`, a value holding a NaN argument is
/// not equal to itself.
public struct DeferredLocalization: Sendable, Hashable {
    /// The version of the JSON form this package writes, and the newest it reads.
    public static let formatVersion = 1

    /// The key to look up.
    public var key: String
    /// The arguments the format is given (ignored by a raw lookup, which formats nothing).
    public var arguments: [FormatArgument]
    /// The table, formatting locale, plural rules, variants, fallback and default value: a
    /// request's options but its languages, which are the recipient's business.
    public var options: LocalizationOptions
    /// Resolve with ``Localizer/localizedString(forKey:_:)``: the value as stored, with no
    /// format pass (for values such as `"50% off"` that are no format strings). The arguments,
    /// formatting locale and plural rules play no part in a raw lookup.
    public var isRaw: Bool

    /// A localization of `key` with `arguments`, to be formatted for languages given later.
    public init(_ key: String, arguments: [FormatArgument] = [], options: LocalizationOptions = LocalizationOptions()) {
        self.key = key
        self.arguments = arguments
        self.options = options
        self.isRaw = false
    }

    /// A localization of `key` with arguments as they are (`[count, name]`).
    ///
    /// Disfavored, so that literals (`[21, "Ada"]`) still build `FormatArgument`s directly.
    @_disfavoredOverload
    public init(_ key: String, arguments: [any FormatArgumentConvertible], options: LocalizationOptions = LocalizationOptions()) {
        self.init(key, arguments: arguments.formatArguments, options: options)
    }

    /// A raw lookup of `key` (``isRaw``): the value as stored, for languages given later.
    public static func raw(_ key: String, options: LocalizationOptions = LocalizationOptions()) -> DeferredLocalization {
        var deferred = DeferredLocalization(key, options: options)
        deferred.isRaw = true
        return deferred
    }

    /// The request this value makes for `languages`: its options, their languages.
    public func request(for languages: LocalizationRequest.Languages) -> LocalizationRequest {
        LocalizationRequest(languages, options: options)
    }
}

extension DeferredLocalization: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, key, arguments
        case isRaw = "raw"
    }

    /// Reads the JSON form described in the type's documentation.
    ///
    /// - Throws: `DecodingError` when `version` or `key` is missing, the version is newer than
    ///   ``formatVersion`` (or below 1), or a field has the wrong type or an invalid value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.formatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: version > Self.formatVersion
                    ? "version \(version) is newer than this reader's \(Self.formatVersion): update swift-l10n to read it"
                    : "version \(version) does not exist; versions start at 1")
        }
        key = try container.decode(String.self, forKey: .key)
        arguments = try container.decodeIfPresent([FormatArgument].self, forKey: .arguments) ?? []
        // The options are fields of the same object.
        options = try LocalizationOptions(from: decoder)
        isRaw = try container.decodeIfPresent(Bool.self, forKey: .isRaw) ?? false
    }

    /// Writes the JSON form described in the type's documentation: `version`, `key`, `table`
    /// and `arguments` always, each option only when it is not the default.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(key, forKey: .key)
        try container.encode(arguments, forKey: .arguments)
        // The options are fields of the same object.
        try options.encode(to: encoder)
        if isRaw { try container.encode(true, forKey: .isRaw) }
    }
}
