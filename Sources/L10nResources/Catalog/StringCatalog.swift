/// A String Catalog (`.xcstrings`) as the file holds it: every key, comment, state and
/// variation, in file order.
///
/// Xcode compiles catalogs into `.strings` and `.stringsdict` at build time; a runtime that reads
/// catalogs directly must see what Xcode sees. This model is file-faithful — it adds no
/// defaults beyond the format's own (`shouldTranslate` is `true` unless the file says
/// otherwise), keeps device keys it does not know, and keeps every field it does not read
/// (``UnknownFields``) — so lint rules, the string-table layer and the tools that edit catalogs
/// can all build on it: a catalog read and written with no change is the file Xcode wrote.
///
/// The format: `{"sourceLanguage": "en", "version": "1.0", "strings": {KEY: {"comment",
/// "extractionState", "shouldTranslate", "localizations": {LANG: LOCALIZATION}}}}`, where a
/// localization holds a `stringUnit {state, value}`, a `stringSet {state, values}` (App
/// Shortcuts phrases), `variations` (`plural` by CLDR category, `device` by device name, nestable
/// device → plural) and `substitutions` (named `%#@NAME@` arguments with their own plural
/// variations). Versions 1.0 to 1.3 are known; a newer version is read if its structure fits,
/// with a warning.
public struct StringCatalog: Sendable, Hashable {
    /// The catalog versions seen from Xcode 15 to Xcode 26.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    /// The language the keys are written in (the development language), e.g. `en`.
    public var sourceLanguage: String
    /// The catalog format version (`1.0` … `1.3`).
    public var version: String
    /// The entries in file order (Xcode writes them sorted by key, see ``sortEntries()``), which
    /// is the order they are written in. A key written twice keeps its last entry, in the last
    /// one's place.
    public var strings: [Entry]
    /// Findings that did not stop reading: duplicate JSON keys, unknown plural or device keys,
    /// an unknown format version, an empty localization.
    public var warnings: [ResourceError]
    /// The top level's fields this package does not read, written back as they were.
    public var unknownFields: UnknownFields
    /// Whether the file ends with a newline. Xcode writes none; a catalog another tool wrote may
    /// have one, and writing it back keeps it.
    public var endsWithNewline: Bool

    /// Creates a catalog from its parts.
    public init(
        sourceLanguage: String, version: String, strings: [Entry] = [], warnings: [ResourceError] = [],
        unknownFields: UnknownFields = .init(), endsWithNewline: Bool = false
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.warnings = warnings
        self.unknownFields = unknownFields
        self.endsWithNewline = endsWithNewline
    }

    /// Reads a `.xcstrings` file.
    ///
    /// Fields the reader does not know are kept in ``UnknownFields``, since Xcode adds fields
    /// from one version to the next; fields it knows must have the right type.
    ///
    /// - Parameters:
    ///   - bytes: The file's content (UTF-8 as Xcode writes it; a BOM or UTF-16 is accepted).
    ///   - file: The path to name in errors and warnings.
    /// - Returns: The catalog, with ``warnings``.
    /// - Throws: ``ResourceError``: ``ResourceError/Reason/syntax`` (or `encoding`, `limit`) from
    ///   the JSON parser for a file that is not JSON; ``ResourceError/Reason/structure`` for JSON that
    ///   is not a catalog (`"strings": []`, a `stringUnit` without `value`, a non-integer
    ///   `argNum`), with the line and column of the offending value and the catalog key.
    public init(bytes: [UInt8], file: String) throws(ResourceError) {
        self = try StringCatalog(document: JSONParser.parse(bytes: bytes, file: file), file: file)
        endsWithNewline = Self.endsWithNewline(bytes)
    }

    /// Whether the last byte that is not a space, tab or carriage return is a newline after the
    /// closing brace (UTF-8; a UTF-16 file is never written back as it was).
    private static func endsWithNewline(_ bytes: [UInt8]) -> Bool {
        let trailing = bytes.reversed().prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        return trailing.contains(0x0A)
    }

    /// Reads a catalog from JSON already parsed, for tools that look at the JSON too.
    ///
    /// The document's warnings (repeated JSON keys) become the catalog's first warnings.
    ///
    /// - Throws: ``ResourceError/Reason/structure`` as ``init(bytes:file:)`` does.
    package init(document: JSONDocument, file: String) throws(ResourceError) {
        var decoder = StringCatalogDecoder(file: file)
        self = try decoder.decode(document)
    }

    /// Puts the entries in the order Xcode writes them (a localized, case-insensitive, numeric
    /// comparison of the keys), for a catalog built or extended by hand: the writer keeps the
    /// entries' order, so that a catalog read and written again keeps the file's.
    public mutating func sortEntries() {
        strings = XcodeKeyOrder.sorted(strings, by: \.key)
    }

    /// The last entry for `key`, searching in file order; `nil` if the catalog has none.
    public func entry(forKey key: String) -> Entry? {
        strings.last { $0.key == key }
    }

    /// Every language with at least one localization, sorted.
    public var languages: [String] {
        Set(strings.flatMap(\.localizations.keys)).sorted()
    }

    /// The strings one language has, in file order, as Xcode compiles them for that language.
    ///
    /// An entry with a localization in `language` gives that localization. An entry without one
    /// is left out — except in the source language, where Xcode uses the key itself as the value
    /// (a source string nobody has edited is stored as its key only), so such an entry gives a
    /// `stringUnit` whose value is the key and whose state is `nil`. States (`new`,
    /// `needs_review`, `stale` extraction) are not filtered: Xcode compiles them all.
    ///
    /// - Parameter language: A localization name as the catalog writes it (`en`, `zh-Hans`);
    ///   matched exactly.
    public func localizations(for language: String) -> [(key: String, localization: Localization, comment: String?)] {
        let isSource = language == sourceLanguage
        return strings.compactMap { entry in
            if let localization = entry.localizations[language] {
                return (entry.key, localization, entry.comment)
            }
            guard isSource else { return nil }
            return (entry.key, Localization(stringUnit: StringUnit(state: nil, value: entry.key)), entry.comment)
        }
    }
}
