import L10nICU
import L10nResources

/// A localized string and where it came from: formatted (``Localizer/localize(_:arguments:_:)-(_,[FormatArgument],_)``)
/// or as stored (``Localizer/localizedString(forKey:_:)``).
public struct LocalizedString: Sendable, Hashable, CustomStringConvertible {
    /// The text, formatted with the arguments (or as stored, for a raw lookup).
    public var string: String
    /// Where the text came from: one object shared by every result of the same plan, so a
    /// result costs one reference to copy or release rather than one per field.
    private var origin: Origin

    /// The localization whose table answered (`nil` when the key was missing everywhere).
    public var localization: Localization? {
        get { origin.localization }
        set { origin = Origin(localization: newValue, source: source, locale: locale, isMissing: isMissing, degradation: degradation) }
    }

    /// The file and line of the entry (`nil` when the key was missing).
    public var source: SourceLocation? {
        get { origin.source }
        set {
            origin = Origin(localization: localization, source: newValue, locale: locale, isMissing: isMissing, degradation: degradation)
        }
    }

    /// The locale numbers were formatted with (`nil`: C output, or a raw lookup, which formats nothing).
    public var locale: LocaleIdentifier? {
        get { origin.locale }
        set {
            origin = Origin(localization: localization, source: source, locale: newValue, isMissing: isMissing, degradation: degradation)
        }
    }

    /// Whether the key was missing, so the default value or the key itself was used.
    public var isMissing: Bool {
        get { origin.isMissing }
        set { origin = Origin(localization: localization, source: source, locale: locale, isMissing: newValue, degradation: degradation) }
    }

    /// Why the text is not the chosen localization's own entry, and which localization could
    /// not answer (``FailurePolicy/degrade``); `nil` for an answer as Apple's would be.
    public var degradation: Degradation? {
        get { origin.degradation }
        set { origin = Origin(localization: localization, source: source, locale: locale, isMissing: isMissing, degradation: newValue) }
    }

    public var description: String { string }

    init(string: String, origin: Origin) {
        self.string = string
        self.origin = origin
    }

    /// The same text, carrying `degradation`.
    func degraded(_ degradation: Degradation) -> LocalizedString {
        LocalizedString(string: string, origin: origin.degraded(degradation))
    }

    public static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
        lhs.string == rhs.string && (lhs.origin === rhs.origin || lhs.origin == rhs.origin)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(origin)
    }

    /// Immutable, so results may share it across threads.
    final class Origin: Sendable, Hashable {
        let localization: Localization?
        let source: SourceLocation?
        let locale: LocaleIdentifier?
        let isMissing: Bool
        /// Boxed: every plan of every lane holds an origin, and few answers are degraded, so
        /// the others carry one reference rather than room for a degradation and its error.
        private let degradationBox: DegradationBox?

        var degradation: Degradation? { degradationBox?.degradation }

        init(
            localization: Localization?, source: SourceLocation?, locale: LocaleIdentifier?, isMissing: Bool,
            degradation: Degradation? = nil
        ) {
            self.localization = localization
            self.source = source
            self.locale = locale
            self.isMissing = isMissing
            self.degradationBox = degradation.map(DegradationBox.init)
        }

        /// The same origin, carrying `degradation`.
        func degraded(_ degradation: Degradation) -> Origin {
            Origin(localization: localization, source: source, locale: locale, isMissing: isMissing, degradation: degradation)
        }

        static func == (lhs: Origin, rhs: Origin) -> Bool {
            lhs.localization == rhs.localization && lhs.source == rhs.source && lhs.locale == rhs.locale
                && lhs.isMissing == rhs.isMissing && lhs.degradation == rhs.degradation
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(localization)
            hasher.combine(source)
            hasher.combine(locale)
            hasher.combine(isMissing)
            hasher.combine(degradation)
        }

        private final class DegradationBox: Sendable {
            let degradation: Degradation

            init(_ degradation: Degradation) {
                self.degradation = degradation
            }
        }
    }
}

/// A key a lookup did not find, reported to the ``Localizer``'s ``LocalizationReporter``.
public struct MissingKey: Sendable, Hashable {
    public var key: String
    public var table: String
    /// The localizations looked in, in order.
    public var searchList: [Localization]

    /// The localization the request chose (the first looked in).
    public var localization: Localization? { searchList.first }

    public init(key: String, table: String, searchList: [Localization]) {
        self.key = key
        self.table = table
        self.searchList = searchList
    }
}
