import L10n
import L10nResources

/// Writes Swift accessors for a bundle's strings: one namespace per table, one member per key,
/// arguments typed from the development language's format specifiers, the translator's
/// comment as documentation, and every call localized through the runtime.
///
/// For `Examples/App` (`Localizable` with `greeting` = `"Hello, %@!"`, a stringsdict
/// `files.remaining` = `%#@files@` of `lld`, and a catalog `Shop`) the source declares:
///
/// ```swift
/// struct Strings: Sendable {
///     init(_ localization: ResolvedLocalization)
///     init(_ localizer: Localizer, _ request: LocalizationRequest)
///     var localizable: Localizable { get }
///     var shop: Shop { get }
///     struct Localizable: Sendable {
///         /// Shown on the home screen; %@ is the user's name.
///         func greeting(_ arg1: String) throws(LocalizationError) -> LocalizedString
///         func filesRemaining(files: Int) throws(LocalizationError) -> LocalizedString
///     }
///     struct Shop: Sendable {
///         var openOnDevice: LocalizedString { get throws(LocalizationError) }
///     }
/// }
/// extension ResolvedLocalization { var strings: Strings { get } }
/// extension Localizer { func strings(for request: LocalizationRequest) -> Strings }
/// ```
///
/// so that a handler writes `try localization.strings.localizable.filesRemaining(files: 21)`,
/// which is `try localization.localize("files.remaining", arguments: [21], table: "Localizable")`
/// with the key, table and argument types checked by the compiler.
///
/// Keys, tables and variables become names by the rules of `l10n generate swift` (words of
/// ASCII letters and digits, lowerCamelCased; keywords in backticks; collisions numbered);
/// each member's documentation names its key. The source depends only on the bundle's
/// content: members are sorted by key and tables by name.
public struct SwiftAccessorGenerator: Sendable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// For accessors used in the module that holds the resources (the build plugin's case).
        case `internal`
        /// For a module that vends its strings to others.
        case `public`
    }

    /// The name of the root type; `ResolvedLocalization` gets a property, and `Localizer` a
    /// method, of the same name lowerCamelCased (`Strings` → `strings`).
    public var typeName: String
    /// The access level of every generated declaration.
    public var accessLevel: AccessLevel
    /// The tables to write accessors for; `nil` for all of the bundle's.
    public var tables: [String]?

    /// Creates a generator.
    public init(typeName: String = "Strings", accessLevel: AccessLevel = .internal, tables: [String]? = nil) {
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.tables = tables
    }

    /// The names the generated code uses or declares, which no table's type may hide.
    static let usedTypeNames: Set<String> = [
        "Source", "Sendable", "String", "Int", "UInt", "Double", "Unicode", "LocalizedString", "LocalizationError",
        "FormatArgument", "ResolvedLocalization", "Localizer", "LocalizationRequest",
    ]

    /// Members of `ResolvedLocalization` and `Localizer` the accessor property must not shadow.
    static let runtimeMemberNames: Set<String> = [
        "localizer", "isHeaderTruncated", "isBackstop", "metadata", "localization", "contentLanguage", "locale",
        "searchList", "table", "options", "languageSource", "pluralRules", "localize", "localizedString", "bundle", "fallback",
        "reporter", "validation",
    ]

    /// The Swift source of the accessors of `bundle`'s tables in its development language.
    ///
    /// Each table is read as a request for the development region reads it (its `.lproj`,
    /// else `Base.lproj`; `.strings` and `.stringsdict` merged; catalogs in their source
    /// language). A bundle that names no development region is read as English.
    ///
    /// - Throws: ``AccessorGenerationError`` for a type name that is no Swift type name, a
    ///   table the bundle does not have, a file that cannot be read, or an entry whose
    ///   arguments have no one Swift type (naming its file, line and key).
    public func source(for bundle: LocalizationBundle) throws(AccessorGenerationError) -> String {
        let generated = try generated(for: bundle)
        if let first = generated.skipped.first { throw first }
        return generated.source
    }

    /// The accessors' source and the entries left out of it, for a tool that writes every
    /// accessor it can and names the others (`l10n generate swift`); the build plugin stops at
    /// the first instead (``source(for:)``), as a compiler does.
    public struct Generated: Sendable {
        /// The Swift source, with an accessor for every entry but the skipped ones.
        public var source: String
        /// Each entry that has no accessor, with its file, line, key and why.
        public var skipped: [AccessorGenerationError]
    }

    /// The accessors of every entry that can have one, and the entries that cannot.
    ///
    /// - Throws: ``AccessorGenerationError`` for a problem with the options or a file that
    ///   cannot be read; an entry whose arguments have no one Swift type is in `skipped`.
    public func generated(for bundle: LocalizationBundle) throws(AccessorGenerationError) -> Generated {
        guard SwiftIdentifier.isTypeName(typeName), !Self.usedTypeNames.contains(typeName),
            let accessorName = SwiftIdentifier.lowerCamelCase(typeName), !Self.runtimeMemberNames.contains(accessorName)
        else {
            throw AccessorGenerationError(
                message: "'\(typeName)' cannot name the accessors' type: give a capitalized Swift identifier "
                    + "that is not a keyword and not a type of L10n or the standard library the accessors use")
        }
        let developmentRegion = bundle.developmentRegion ?? "en"
        if bundle.developmentRegion == nil, !bundle.localizations.contains(developmentRegion) {
            throw AccessorGenerationError(
                message: "\(bundle.path) names no development region (no CFBundleDevelopmentRegion in Info.plist, "
                    + "no catalog) and has no en.lproj: give --development-region")
        }
        let names = tables ?? bundle.tableNames
        if let missing = names.first(where: { !bundle.tableNames.contains($0) }) {
            throw AccessorGenerationError(
                message: "\(bundle.path) has no table '\(missing)' (its tables: \(bundle.tableNames.joined(separator: ", ")))")
        }
        var namespaces: [SwiftAccessorWriter.Namespace] = []
        var skipped: [AccessorGenerationError] = []
        for name in Set(names).sorted() {
            let table: StringTable
            do {
                table = try bundle.table(name, searchList: [developmentRegion])
            } catch {
                throw AccessorGenerationError(error)
            }
            var accessors: [StringAccessor] = []
            for entry in table.entries.values.sorted(by: { $0.key < $1.key }) {
                do {
                    accessors.append(try StringAccessor(entry))
                } catch {
                    skipped.append(error)
                }
            }
            let memberNames = SwiftIdentifier.uniqueNames(
                for: accessors.map(\.key), reserved: SwiftAccessorWriter.tableMemberNames,
                convert: { SwiftIdentifier.lowerCamelCase($0) ?? SwiftIdentifier.hashedName($0, prefix: "key") })
            for index in accessors.indices { accessors[index].name = memberNames[accessors[index].key] ?? "" }
            namespaces.append(SwiftAccessorWriter.Namespace(table: name, accessors: accessors))
        }
        let tableNames = namespaces.map(\.table)
        let types = SwiftIdentifier.uniqueNames(
            for: tableNames, reserved: Self.usedTypeNames.union([typeName]),
            convert: { SwiftIdentifier.upperCamelCase($0) ?? SwiftIdentifier.hashedName($0, prefix: "Table") })
        let properties = SwiftIdentifier.uniqueNames(
            for: tableNames, reserved: SwiftAccessorWriter.rootMemberNames,
            convert: { SwiftIdentifier.lowerCamelCase($0) ?? SwiftIdentifier.hashedName($0, prefix: "table") })
        for index in namespaces.indices {
            namespaces[index].typeName = types[namespaces[index].table] ?? ""
            namespaces[index].propertyName = properties[namespaces[index].table] ?? ""
        }
        let writer = SwiftAccessorWriter(
            typeName: typeName, accessorName: accessorName, access: accessLevel == .public ? "public " : "",
            developmentRegion: developmentRegion.name)
        let source = writer.source(
            bundleName: bundle.path.split(separator: "/").last.map(String.init) ?? bundle.path, namespaces: namespaces)
        return Generated(source: source, skipped: skipped)
    }
}
