/// Where a table's entries for one localization come from: a file in an `.lproj` folder, or one
/// language of a String Catalog.
public enum TableSource: Sendable, Hashable, CustomStringConvertible {
    /// A `.strings` or `.stringsdict` file of the `.lproj` folder of `localization`.
    case file(path: String, localization: Localization)
    /// The entries of `language` in the catalog at `path` (Xcode compiles them into that
    /// language's `.strings` and `.stringsdict`).
    case catalog(path: String, language: Localization)

    /// The file's path.
    public var path: String {
        switch self {
        case .file(let path, _), .catalog(let path, _): path
        }
    }

    /// The localization the entries belong to.
    public var localization: Localization {
        switch self {
        case .file(_, let localization): localization
        case .catalog(_, let language): language
        }
    }

    /// The same file or catalog, its entries belonging to `localization`.
    func renamed(to localization: Localization) -> TableSource {
        switch self {
        case .file(let path, _): .file(path: path, localization: localization)
        case .catalog(let path, _): .catalog(path: path, language: localization)
        }
    }

    /// The path, with the catalog language in brackets for catalogs.
    public var description: String {
        switch self {
        case .file(let path, _): path
        case .catalog(let path, let language): "\(path) [\(language)]"
        }
    }
}
