import L10nResources

/// A translation served instead of, or beside, the bundle's own: for every tenant (a global
/// override) or for one (``tenant``), in one of the bundle's localizations.
///
/// An override is one entry of a `.strings` file that is not in the bundle: ``key`` and
/// ``value`` are read as a `.strings` entry's are, and a plural is written as Smartling's
/// `.strings` plurals are — one override per category, `files.remaining##{one}`,
/// `files.remaining##{other}`, … — which together replace the bundle's entry for
/// `files.remaining`, as the same lines in a `.strings` file would. Device and width variants
/// are named in the key the same way (`open.on.device##{device:iphone}`, `title##{width:20}`,
/// `files.remaining##{device:ipad}{one}` for a plural within a device's variant). An override
/// replaces the bundle's whole entry for its key: a plural override gives every category its
/// language needs, a device override every device the entry answers for (and `other`).
///
/// ```swift
/// TranslationOverride(tenant: Tenant("acme"), localization: "de", key: "team.title", value: "Arbeitsbereich")
/// ```
public struct TranslationOverride: Sendable, Hashable, Codable {
    /// The tenant whose requests see it; `nil` for every request (a global override).
    public var tenant: Tenant?
    /// The bundle localization whose table holds it (`de`, `pt-BR`, as the bundle spells it or
    /// in another spelling of it: `pt_BR`).
    public var localization: Localization
    /// The table (`Localizable`, the default).
    public var table: String
    /// The key, as in a `.strings` file; for one variant of the entry `KEY`:
    /// - `KEY##{one}`: a plural category (Smartling's `.strings` plurals);
    /// - `KEY##{device:ipad}`: a device variant (Apple's device names:
    ///   ``LocalizedValue/deviceNames``);
    /// - `KEY##{width:20}`: a width variant (ems, as a `.stringsdict` names it);
    /// - `KEY##{device:ipad}{one}`, `KEY##{width:20}{one}`: a plural category within one.
    public var key: String
    /// The translation, as the value of a `.strings` entry: text or a format (`%lld Dateien`).
    public var value: String

    public init(tenant: Tenant? = nil, localization: Localization, table: String = "Localizable", key: String, value: String) {
        self.tenant = tenant
        self.localization = localization
        self.table = table
        self.key = key
        self.value = value
    }

    /// The file an error about this override names, laid out as `l10n overrides pull` writes
    /// overrides out: `overrides/de.lproj/Localizable.strings` for a global one,
    /// `overrides/acme/de.lproj/Localizable.strings` for tenant `acme`'s.
    public var file: String {
        Self.file(tenant: tenant, localization: localization, table: table)
    }

    static func file(tenant: Tenant?, localization: Localization, table: String) -> String {
        "overrides/" + (tenant.map { $0.name + "/" } ?? "") + localization.name + ".lproj/" + table + ".strings"
    }

    /// The key whose entry this override replaces: ``key`` without the variant it names
    /// (`files.remaining` of `files.remaining##{one}` and of `files.remaining##{device:ipad}{one}`).
    public var entryKey: String {
        Self.entryKey(of: key)
    }

    /// The key of the entry an override keyed `key` gives (`files.remaining` of
    /// `files.remaining##{device:ipad}{one}`; a key that names no variant is its own).
    public static func entryKey(of key: String) -> String {
        OverrideKey.entryKey(of: key)
    }
}

/// Why a change of overrides was refused: each mistake in an override as `l10n lint` reports
/// the same mistake in a file (its file, key, message and rule), and each override that names
/// no localization or table of the bundle. Nothing of a refused change is served.
public struct OverrideRefusal: Error, Sendable, CustomStringConvertible {
    /// One mistake.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// What lint finds in a file holding the override (an error; warnings do not refuse).
        case lint(LintFinding)
        /// What the bundle's validation (``LocalizationBundle/validate()``) reports for the
        /// same entry in a file: what fails each time the entry is formatted, whatever the
        /// arguments — a device variation without `other`, a specifier no argument fits, a
        /// `%#@variable@` the entry does not define.
        case invalid(LocalizationError)
        /// The override names a localization the bundle does not have.
        case unknownLocalization(TranslationOverride, available: [Localization])
        /// The override names a table the bundle does not have.
        case unknownTable(TranslationOverride, available: [String])
        /// The override's key is empty.
        case emptyKey(TranslationOverride)
        /// The override's key names a variant it cannot be (an unknown device, a width that is no
        /// whole number), or its entry's overrides cannot make one entry (plural categories
        /// beside device variants, one variant given twice); `reason` says which.
        case invalidKey(TranslationOverride, reason: String)
        /// The override belongs to another scope than the one being set (`expected`: `nil`
        /// for the global overrides).
        case otherScope(TranslationOverride, expected: Tenant?)

        public var description: String {
            switch self {
            case .lint(let finding):
                return finding.description
            case .unknownLocalization(let override, let available):
                let names = available.map(\.name).joined(separator: ", ")
                return
                    "\(override.file): error: '\(override.key)': the bundle has no localization '\(override.localization)' (it has \(names))"
            case .unknownTable(let override, let available):
                return
                    "\(override.file): error: '\(override.key)': the bundle has no table '\(override.table)' (it has \(available.joined(separator: ", ")))"
            case .invalid(let error):
                return "\(error.file ?? "overrides"): error: '\(error.key ?? "")': \(error.message)"
            case .invalidKey(let override, let reason):
                return "\(override.file): error: '\(override.key)': \(reason)"
            case .emptyKey(let override):
                return "\(override.file): error: an override's key is empty"
            case .otherScope(let override, let expected):
                let scope = expected.map { "tenant '\($0)'" } ?? "the global overrides"
                return "\(override.file): error: '\(override.key)': not an override of \(scope)"
            }
        }
    }

    /// The mistakes, in the order of the overrides.
    public let problems: [Problem]

    public var description: String {
        "overrides refused:\n" + problems.map { "  " + $0.description }.joined(separator: "\n")
    }
}
